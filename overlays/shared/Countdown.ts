import type { Text } from "pixi.js";
import { countdownText } from "../../domain/countdown.ts";
import type { OverlayData, SceneContext } from "../../engine/types.ts";
import { setText } from "../../engine/ui.ts";

/**
 * Keeps a text showing the broadcast's countdown (or the clock when none is set), checked
 * every second; a frame is asked for only when the string changes.
 */
export function bindCountdown<O>(ctx: SceneContext<O>, text: Text, data: () => OverlayData | null): () => void {
  const refresh = () => {
    const d = data();
    if (!d) return;
    const next = countdownText(d.broadcast.countdown_end as number | null | undefined, ctx.now(), d.broadcast.timezone as string | undefined);
    if (next !== text.text) {
      setText(text, next);
      ctx.invalidate();
    }
  };
  ctx.every(1000, refresh);
  return refresh;
}
