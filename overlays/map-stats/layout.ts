import { mapStats, recordText, visibleStats, winPercent, type PlayedMatch } from "../../domain/mapStats.ts";
import type { OverlayData } from "../../engine/types.ts";

/** One line of the table as drawn: the map, and each side's record and win share. */
export interface StatsLine {
  name: string;
  type: string;
  sides: [{ record: string; percent: string; share: number | null }, { record: string; percent: string; share: number | null }];
}

/** The event's map pool with both live teams' records (domain/mapStats.ts), as lines to draw. */
export function statsLines(
  d: Pick<OverlayData, "event" | "match" | "eventMatches" | "get">,
  hideCompleted: boolean,
  count: number,
): StatsLine[] {
  const m = d.match;
  if (!m) return [];
  const pool = (d.event?.map_pool ?? []).flatMap((id) => {
    const r = d.get(id, "Map Data");
    return r ? [{ id, name: r.name, type: r.type ?? null, imageId: r.image?.[0]?.id ?? null }] : [];
  });
  const played: PlayedMatch[] = d.eventMatches.filter((x) => x.id !== m.id).map((x) => ({ match: x.record, maps: x.maps }));
  const live: PlayedMatch = { match: m.record, maps: m.maps };
  const rows = visibleStats(
    mapStats(pool, [m.teams[0]?.id ?? null, m.teams[1]?.id ?? null], [...played, live], live),
    hideCompleted,
    count,
  );
  return rows.map((r) => ({
    name: r.name.toUpperCase(),
    type: (r.type ?? "").toUpperCase(),
    sides: r.records.map((x) => {
      const share = winPercent(x);
      return { record: recordText(x), percent: share === null ? "—" : `${share}%`, share };
    }) as StatsLine["sides"],
  }));
}

/** A text's line in a row: its top, its line box's height, its font size. */
export interface Band {
  y: number;
  h: number;
  size: number;
}

/** A row of the table. */
export const ROW_H = 84;

/** How tall a line of each font is drawn (its ascent and descent), per pixel of font size. */
export const LINE_BOX = { display: 1.49, body: 1.22 } as const;

/**
 * Where a map row's name and mode go: stacked, each in its own line box, apart and inside the
 * row (drawn over each other they collided); a map without a mode centres its name.
 */
export function mapCell(hasType: boolean): { name: Band; type: Band | null } {
  const name = { size: 32, h: Math.ceil(32 * LINE_BOX.display) };
  if (!hasType) return { name: { ...name, y: (ROW_H - name.h) / 2 }, type: null };
  const type = { size: 20, h: Math.ceil(20 * LINE_BOX.body) };
  const gap = 2;
  const top = Math.floor((ROW_H - (name.h + gap + type.h)) / 2);
  return { name: { ...name, y: top }, type: { ...type, y: top + name.h + gap } };
}
