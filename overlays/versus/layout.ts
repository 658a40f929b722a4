import type { MatchView } from "../../engine/types.ts";
import { sideName } from "../shared/names.ts";

/** What the versus graphic writes: each team block's name, left first, and the middle: VS, or the score once maps are played. */
export function versusText(m: MatchView): { names: [string, string]; middle: string } {
  return { names: [sideName(m, 0).toUpperCase(), sideName(m, 1).toUpperCase()], middle: m.played ? m.scoreText.join("-") : "VS" };
}
