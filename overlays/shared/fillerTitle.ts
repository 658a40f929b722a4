import { resolveBreakTitle } from "../../domain/breakTitle.ts";
import { DEFAULT_SCHEDULE_ZONE } from "../../domain/schedule.ts";
import type { OverlayData, SceneContext } from "../../engine/types.ts";

/**
 * The break title a scene draws: its `title` option, else the broadcast's, with `{auto}`
 * read from the broadcast's day (domain resolveBreakTitle over its schedules and live
 * match); undefined when there is neither, so each scene keeps its own fallback.
 */
export function breakTitleOf(d: OverlayData, ctx: Pick<SceneContext<unknown>, "shared" | "now">): string | undefined {
  const title = ctx.shared.title ?? d.broadcast.title;
  if (title == null) return undefined;
  const matches = [...d.schedule, ...d.secondarySchedule, ...(d.match ? [d.match] : [])].map((m) => m.record);
  return resolveBreakTitle(title, matches, ctx.now(), d.broadcast.timezone || DEFAULT_SCHEDULE_ZONE);
}
