import * as edit from "../../domain/bracket/editor.ts";
import type { BracketLayout } from "../../domain/bracket/layout.ts";

const L = edit.FIELD_LABELS;

/** Editable brackets and columns: names, headers, gaps and the slots of each column. */
export function StructureEditor({ layout, onChange }: { layout: BracketLayout; onChange: (next: BracketLayout) => void }) {
  return (
    <div data-testid="structure-editor" className="bc-structure">
      {layout.brackets.map((bracket, b) => (
        <fieldset key={b} data-testid={`bracket-${b}`} className="bc-bracket">
          <legend className="sr-only">Bracket {b + 1}</legend>
          <div className="bc-bracket-head">
            <label>
              {L.bracketName}
              <input
                aria-label={`Bracket ${b + 1} name`}
                placeholder="Optional, e.g. Upper"
                value={bracket.name ?? ""}
                onChange={(e) => onChange(edit.renameBracket(layout, b, e.target.value))}
              />
            </label>
            <button type="button" className="secondary bc-small bc-danger" onClick={() => onChange(edit.removeBracket(layout, b))}>
              {L.removeBracket}
            </button>
          </div>
          <div className="bc-columns">
            {bracket.columns.map((col, c) => (
              <section key={c} data-testid={`column-${b}-${c}`} className="bc-column" aria-label={`Bracket ${b + 1}, column ${c + 1}`}>
                <span className="bc-column-title">Column {c + 1}</span>
                <label>
                  {L.header}
                  <input
                    aria-label={`Column ${c + 1} header`}
                    placeholder="Optional, e.g. Semifinals"
                    value={col.header ?? ""}
                    onChange={(e) => onChange(edit.setColumn(layout, b, c, { header: e.target.value }))}
                  />
                </label>
                <label title={L.gapRightHint}>
                  {L.gapRight} (px)
                  <input
                    type="number"
                    min={0}
                    step={8}
                    value={col.gapRight ?? 0}
                    onChange={(e) => onChange(edit.setColumn(layout, b, c, { gapRight: Math.max(0, Number(e.target.value) || 0) }))}
                  />
                </label>
                <ul className="bc-slots" aria-label={L.games}>
                  {col.games.map((g, i) => (
                    <li key={i} className="bc-slot">
                      <button
                        type="button"
                        data-testid={`slot-toggle-${b}-${c}-${i}`}
                        className={`secondary bc-small bc-slot-toggle${g == null ? " empty" : ""}`}
                        title={g == null ? "Make this slot a game" : "Make this game an empty slot"}
                        onClick={() => onChange(edit.toggleSlot(layout, b, c, i))}
                      >
                        {edit.slotLabel(g)}
                      </button>
                      <button
                        type="button"
                        className="secondary bc-small"
                        aria-label={L.removeSlot}
                        title={L.removeSlot}
                        onClick={() => onChange(edit.removeSlot(layout, b, c, i))}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" className="secondary bc-small" onClick={() => onChange(edit.addSlot(layout, b, c))}>
                  {L.addSlot}
                </button>
                <button type="button" className="secondary bc-small bc-danger" onClick={() => onChange(edit.removeColumn(layout, b, c))}>
                  {L.removeColumn}
                </button>
              </section>
            ))}
            <button type="button" className="secondary bc-add-column" onClick={() => onChange(edit.addColumn(layout, b))}>
              {L.addColumn}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button type="button" className="secondary" onClick={() => onChange(edit.addBracket(layout))}>
          {L.addBracket}
        </button>
      </div>
    </div>
  );
}
