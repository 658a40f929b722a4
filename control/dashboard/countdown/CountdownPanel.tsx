import { Panel } from "../frame/Panel.tsx";
import { CountdownControls } from "./CountdownControls.tsx";
import { CountdownStatus } from "./CountdownReadout.tsx";

/** The broadcast's countdown (SPEC §2.9, §4): what the overlays show, and the buttons that set it. */
export function CountdownPanel() {
  return (
    <Panel id="countdown" title="Countdown" status={<CountdownStatus />}>
      <CountdownControls testIdPrefix="countdown" />
    </Panel>
  );
}
