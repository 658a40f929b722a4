import { defineScene } from "../../engine/sceneDef.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { audioFrames, audioPeople, type AudioKey } from "./layout.ts";
import { audioRoute } from "./options.ts";

type Opts = { key: AudioKey; buffer: number };

/** Plays a group's peer audio through hidden, zero-size peer views in the DOM layer; the canvas stays empty. */
class AudioScene extends Scene<Opts> {
  private drawn = "";

  protected draw(d: OverlayData): void {
    const frames = audioFrames(audioPeople(d, this.ctx.options.key), this.ctx.options.buffer, d.broadcast.player_cams);
    const key = JSON.stringify(frames);
    if (key === this.drawn) return;
    this.drawn = key;
    this.ctx.dom.set(frames);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const audio = defineScene(audioRoute, {
  create: (ctx) => new AudioScene(ctx),
  // The live match's casters are in the feed; a team's players are loaded for the live teams.
  needs: (o, { broadcast, get }) => (o.key === "casters" ? (get(broadcast.live_match?.[0], "Matches")?.casters ?? []) : []),
});
