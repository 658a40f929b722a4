import { gfxOverlayPath } from "../../../domain/gfx.ts";
import type { GfxRecord } from "../../../domain/tables.ts";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

/** One graphic: its name, type and title, its matrix button (update-gfx-index) and its overlay link. */
export function GfxRow({ gfx, clientKey, buttons }: { gfx: GfxRecord; clientKey: string; buttons: number }) {
  const { run, pending, error } = useDashboardAction();
  const index = gfx.index ?? 0;
  const name = gfx.name ?? gfx.title ?? "Graphic";
  const choices = Array.from({ length: Math.max(buttons, index) + 1 }, (_, n) => n);
  const move = (next: number) =>
    void run(
      "update-gfx-index",
      { gfxID: gfx.id, index: next },
      { notice: () => (next ? `${name} is on button ${next}` : `${name} has no button now`) },
    );
  return (
    <tr data-testid={`gfx-row-${gfx.id}`}>
      <td>
        {index > 0 ? (
          <a href={gfxOverlayPath(clientKey, index)} target="_blank" rel="noreferrer" title="Open this graphic's overlay in a new tab">
            {name}
          </a>
        ) : (
          <span title="Give it a button to open its overlay">{name}</span>
        )}
        <InlineError error={error} testId={`gfx-error-${gfx.id}`} />
      </td>
      <td>{gfx.type ?? "—"}</td>
      <td>{gfx.title ?? "—"}</td>
      <td>
        <select
          aria-label={`Button for ${name}`}
          value={index}
          disabled={pending}
          data-testid={`gfx-index-${gfx.id}`}
          onChange={(e) => move(Number(e.target.value))}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n ? n : "None"}
            </option>
          ))}
        </select>
      </td>
    </tr>
  );
}
