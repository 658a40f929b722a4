import type { LineupMap } from "../../domain/mapLineup.ts";
import type { MatchView } from "../../engine/types.ts";

/** Where the overview sits: a column at the left beside the game video, or centred without it. */
export function overviewFrame(video: boolean): { x: number; y: number; w: number; rowH: number } {
  return video ? { x: 96, y: 120, w: 620, rowH: 64 } : { x: 460, y: 160, w: 1000, rowH: 76 };
}

/** A map's line in the list: number, name, type, and what it says on the right (result, ban, live). */
export interface OverviewRow {
  number: string;
  name: string;
  type: string;
  right: string;
  /** Whose colours the right side takes: a team's side, the accent (live), or none. */
  tone: 1 | 2 | "live" | "ban" | null;
}

export function overviewRows(m: MatchView, lineup: readonly LineupMap[], markLive: boolean): OverviewRow[] {
  return lineup.map((x) => {
    const base = { number: String(x.number), name: (x.name || "TBD").toUpperCase(), type: (x.type ?? "").toUpperCase() };
    if (x.banned) return { ...base, right: x.picker ? `BAN ${m.codes[x.picker - 1]}` : "BANNED", tone: "ban" };
    if (x.winner === "draw") return { ...base, right: `DRAW ${x.score ?? ""}`.trim(), tone: null };
    if (x.winner) return { ...base, right: `${m.codes[x.winner - 1]} ${x.score ?? ""}`.trim(), tone: x.winner };
    if (x.state === "live" && markLive) return { ...base, right: "LIVE", tone: "live" };
    return { ...base, right: x.picker ? `${m.codes[x.picker - 1]} PICK` : "", tone: null };
  });
}
