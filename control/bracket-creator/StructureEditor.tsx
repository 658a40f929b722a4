import * as edit from "../../domain/bracket/editor.ts";
import type { BracketLayout } from "../../domain/bracket/layout.ts";

/** Editable brackets and columns: names, headers, gaps and the slots of each column. */
export function StructureEditor({ layout, onChange }: { layout: BracketLayout; onChange: (next: BracketLayout) => void }) {
  return (
    <section data-testid="structure-editor" style={{ margin: "12px 0", display: "grid", gap: 12 }}>
      {layout.brackets.map((bracket, b) => (
        <fieldset key={b} data-testid={`bracket-${b}`} style={{ border: "1px solid #374151", padding: 8 }}>
          <legend>
            <input
              aria-label={`Bracket ${b + 1} name`}
              placeholder="Bracket name"
              value={bracket.name ?? ""}
              onChange={(e) => onChange(edit.renameBracket(layout, b, e.target.value))}
            />
            <button type="button" onClick={() => onChange(edit.removeBracket(layout, b))}>
              Remove bracket
            </button>
          </legend>
          <div style={{ display: "flex", gap: 8, overflowX: "auto" }}>
            {bracket.columns.map((col, c) => (
              <div
                key={c}
                data-testid={`column-${b}-${c}`}
                style={{
                  minWidth: 140,
                  display: "grid",
                  gap: 4,
                  alignContent: "start",
                  maxHeight: 320,
                  overflowY: "auto",
                  contentVisibility: "auto",
                }}
              >
                <input
                  aria-label={`Column ${c + 1} header`}
                  placeholder="Header"
                  value={col.header ?? ""}
                  onChange={(e) => onChange(edit.setColumn(layout, b, c, { header: e.target.value }))}
                />
                <label style={{ fontSize: 12 }}>
                  gapRight{" "}
                  <input
                    type="number"
                    min={0}
                    style={{ width: 56 }}
                    value={col.gapRight ?? 0}
                    onChange={(e) => onChange(edit.setColumn(layout, b, c, { gapRight: Number(e.target.value) }))}
                  />
                </label>
                {col.games.map((g, i) => (
                  <div key={i} style={{ display: "flex", gap: 4 }}>
                    <button
                      type="button"
                      data-testid={`slot-toggle-${b}-${c}-${i}`}
                      onClick={() => onChange(edit.toggleSlot(layout, b, c, i))}
                      style={{ flex: 1 }}
                    >
                      {g == null ? "＋ empty slot" : `Match ${g}`}
                    </button>
                    <button type="button" aria-label="Remove slot" onClick={() => onChange(edit.removeSlot(layout, b, c, i))}>
                      ✕
                    </button>
                  </div>
                ))}
                <button type="button" onClick={() => onChange(edit.addSlot(layout, b, c))}>
                  Add slot
                </button>
                <button type="button" onClick={() => onChange(edit.removeColumn(layout, b, c))}>
                  Remove column
                </button>
              </div>
            ))}
            <button type="button" onClick={() => onChange(edit.addColumn(layout, b))} style={{ alignSelf: "start" }}>
              Add column
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" onClick={() => onChange(edit.addBracket(layout))} style={{ justifySelf: "start" }}>
        Add bracket
      </button>
    </section>
  );
}
