import type { ResolvedTheme } from "../../domain/theme.ts";
import type { OverlayData } from "../../engine/types.ts";

export interface BugContent {
  title: string;
  /** The line under the title (the event's name), or "" when it would repeat the title or the bug is small. */
  line: string;
  theme: ResolvedTheme;
  logoId: string | null;
}

/** The bug's title (the `title` option, else the broadcast's, else the event's name), its line, and whose colours. */
export function bugContent(
  d: Pick<OverlayData, "broadcast" | "event" | "match" | "theme">,
  title: string | null,
  team: number,
  small: boolean,
): BugContent | null {
  const side = team === 1 || team === 2 ? d.match?.teams[team - 1] : null;
  const theme = side?.theme ?? d.theme;
  const main = (title ?? d.broadcast.title ?? d.event?.name ?? "").trim();
  const eventName = (side ? side.name : (d.event?.name ?? "")).trim();
  if (!main && !eventName) return null;
  const head = main || eventName;
  const line = small || eventName.toLowerCase() === head.toLowerCase() ? "" : eventName;
  return { title: head.toUpperCase(), line: line.toUpperCase(), theme, logoId: theme.logoId };
}

/** Where the bug starts its entrance, by the `animate` direction (it slides from that side). */
export function entranceOffset(direction: "left" | "right" | "up" | "down", distance = 160): { x: number; y: number } {
  switch (direction) {
    case "left":
      return { x: -distance, y: 0 };
    case "right":
      return { x: distance, y: 0 };
    case "up":
      return { x: 0, y: -distance };
    case "down":
      return { x: 0, y: distance };
    default: {
      const never: never = direction;
      throw new Error(`[bug] unknown direction ${String(never)}`);
    }
  }
}
