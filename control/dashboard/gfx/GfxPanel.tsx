import { gfxOnButton, gfxOverlayPath, parseMatrixCount } from "../../../domain/gfx.ts";
import type { GfxRecord } from "../../../domain/tables.ts";
import { present, useThings } from "../../../live/hooks.ts";
import { useSettings } from "../../../ui/settings.tsx";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { GfxRow } from "./GfxRow.tsx";
import "./gfx.css";

const byButton = (a: GfxRecord, b: GfxRecord) =>
  (a.index || Infinity) - (b.index || Infinity) || (a.name ?? "").localeCompare(b.name ?? "");

/** GFX (SPEC §2.9): the broadcast's graphics, which matrix button each sits on, and their overlay links. */
export function GfxPanel() {
  const { broadcast } = useDashboard();
  if (!broadcast.gfx?.length) return null;
  return <GfxTable ids={broadcast.gfx} />;
}

function GfxTable({ ids }: { ids: string[] }) {
  const { client } = useDashboard();
  const { settings, update } = useSettings();
  const gfx = present(useThings("GFX", ids)).sort(byButton);
  const buttons = settings.gfxButtonCount;

  const askCount = () => {
    const count = parseMatrixCount(window.prompt("How many GFX buttons should the matrix show? (1 to 24)", String(buttons)));
    if (count !== null) update({ gfxButtonCount: count });
  };
  const placed = gfx.filter((g) => g.index && g.index <= buttons).length;

  return (
    <Panel
      id="gfx"
      title="GFX"
      status={`${gfx.length} graphic${gfx.length === 1 ? "" : "s"} · ${placed} of ${buttons} buttons used`}
      actions={
        <button type="button" className="secondary gfx-count" data-testid="gfx-matrix-count" onClick={askCount}>
          Buttons: {buttons}
        </button>
      }
    >
      <ol className="gfx-matrix" aria-label="GFX buttons" data-testid="gfx-matrix">
        {Array.from({ length: buttons }, (_, i) => i + 1).map((n) => {
          // The graphic the button's overlay draws (one a button; from older data, the one written last).
          const at = gfxOnButton(gfx, n);
          return (
            <li key={n}>
              <a
                href={gfxOverlayPath(client.key, n)}
                target="_blank"
                rel="noreferrer"
                className={at ? "gfx-button" : "gfx-button empty"}
                aria-label={`Button ${n}: ${at ? (at.name ?? at.title ?? "Graphic") : "empty"} (opens in a new tab)`}
              >
                <span className="gfx-button-number">{n}</span>
                <span className="gfx-button-name">{at ? (at.name ?? at.title) : "Empty"}</span>
              </a>
            </li>
          );
        })}
      </ol>
      <table className="gfx-table" data-testid="gfx-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Title</th>
            <th scope="col">Button</th>
          </tr>
        </thead>
        <tbody>
          {gfx.map((g) => (
            <GfxRow key={g.id} gfx={g} clientKey={client.key} buttons={buttons} />
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
