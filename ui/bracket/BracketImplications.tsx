import type { BracketLayout } from "../../domain/bracket/layout.ts";
import { implications } from "../../domain/bracket/implications.ts";
import type { Resolution } from "../../domain/bracket/resolve.ts";

/** The bracket implications panel: what each result sends where. */
export function BracketImplications({
  layout,
  resolution,
  nameOf,
  known,
}: {
  layout: BracketLayout;
  resolution: Resolution;
  nameOf: (team: string) => string;
  /** The teams each game's match holds itself (named where the bracket cannot place them yet). */
  known?: (match: number) => readonly (string | null | undefined)[];
}) {
  const list = implications(layout, resolution, nameOf, known);
  if (!list.length) return null;
  return (
    <section data-testid="bracket-implications" style={{ marginTop: 12 }}>
      <h3 style={{ fontSize: 16, margin: "8px 0" }}>Bracket Implications</h3>
      <ul style={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: 6 }}>
        {list.map((item) => (
          <li key={item.match} data-testid={`implication-${item.match}`} style={{ opacity: item.decided ? 0.7 : 1 }}>
            <strong>Match {item.match}</strong>
            {item.lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
