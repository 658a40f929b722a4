import { camLimitFor } from "../../../domain/actions.ts";
import { camSlotsProblem } from "../../../domain/playerCams.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { Panel } from "../frame/Panel.tsx";
import { DraftConflict } from "../../../ui/components/DraftConflict.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";
import { useDraft } from "../../../ui/components/useDraft.ts";
import { TeamCamSlots } from "./TeamCamSlots.tsx";
import "./cams.css";

type Slots = [(string | null)[], (string | null)[]];

/** Player Cams (SPEC §2.9, §5): which players' cams each team shows; only when the live match has teams. */
export function PlayerCamsPanel() {
  const { liveMatch } = useDashboard();
  if (!liveMatch?.teams?.length) return null;
  return <PlayerCamsEditor match={liveMatch} />;
}

const same = (a: Slots, b: Slots) => JSON.stringify(a) === JSON.stringify(b);

function PlayerCamsEditor({ match }: { match: MatchRecord }) {
  const { broadcast, teams } = useDashboard();
  const stored: Slots = [broadcast.team_1_cams ?? [], broadcast.team_2_cams ?? []];
  const draft = useDraft(stored, same);
  const { run, pending, error } = useDashboardAction();
  const limit = camLimitFor(match.game);
  const slots = draft.value;
  const problem = camSlotsProblem(slots, limit);

  const edit = (side: 0 | 1, next: (string | null)[]) => draft.set(side === 0 ? [next, slots[1]] : [slots[0], next]);
  const save = async () => {
    const cams = slots.map((list) => list.filter((id): id is string => !!id)) as [string[], string[]];
    await run("set-player-cams", { cams }, { notice: () => "Player cams saved" });
  };

  const status = draft.dirty
    ? "Unsaved changes"
    : stored.map((list, i) => `${teams[i]?.name ?? `Team ${i + 1}`}: ${list.length || "roster"}`).join(" · ");
  return (
    <Panel id="player-cams" title="Player Cams" status={status}>
      <DraftConflict draft={draft} describe={() => "the broadcast now has different cams"} testId="player-cams-changed-elsewhere" />
      <div className="cams-teams">
        {([0, 1] as const).map((i) => (
          <TeamCamSlots
            key={i}
            side={i === 0 ? 1 : 2}
            team={match.teams?.[i] ? teams[i] : null}
            slots={slots[i]}
            limit={limit}
            disabled={pending}
            onChange={(next) => edit(i, next)}
          />
        ))}
      </div>
      <div className="cams-actions">
        {draft.dirty ? (
          <button type="button" className="secondary" disabled={pending} onClick={draft.take} data-testid="player-cams-discard">
            Discard changes
          </button>
        ) : null}
        <button
          type="button"
          disabled={pending || !!problem}
          aria-describedby={problem ? "player-cams-problem" : undefined}
          data-testid="player-cams-save"
          onClick={() => void save()}
        >
          {pending ? "Saving…" : "Save cams"}
        </button>
      </div>
      {problem ? (
        <p className="hint error" id="player-cams-problem" data-testid="player-cams-problem">
          {problem}
        </p>
      ) : null}
      <InlineError error={error} testId="player-cams-error" />
    </Panel>
  );
}
