import { Graphics } from "pixi.js";
import { Playlist } from "../../engine/audio.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { musicRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";

type Opts = { group?: string; title?: string; volume: number; crossfade: number; loop: boolean };

/**
 * Plays the broadcast's own media (audio attachments in highlight_media) with crossfades,
 * and shows a now-playing card. Triggers: music_skip, music_fade_skip, music_fade_stop.
 * Nothing is bundled or synthesised.
 */
class MusicScene extends Scene<Opts> {
  private readonly bg = new Graphics();
  private readonly label = body(20, "800");
  private readonly track = heading(40);
  private readonly player: Playlist;
  private names: string[] = [];
  private current = -1;
  private readonly stopTriggers: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.player = new Playlist(ctx.options.volume, ctx.options.crossfade * 1000, ctx.options.loop, (i) => {
      this.current = i;
      if (this.data) this.draw(this.data);
      ctx.invalidate();
    });
    this.stopTriggers = ctx.onTrigger((trigger) => {
      if (trigger === "music_skip") this.player.skip();
      else if (trigger === "music_fade_skip") void this.player.next();
      else if (trigger === "music_fade_stop") this.player.fadeStop();
    });
    this.label.position.set(90, 948);
    this.track.position.set(90, 972);
    this.root.addChild(this.bg, this.label, this.track);
  }

  protected draw(d: OverlayData): void {
    const media = (
      (d.broadcast.highlight_media as { id: string; fileExtension: string; type?: string; filename?: string }[] | undefined) ?? []
    ).filter((m) => (m.type ?? "").startsWith("audio") || /^(mp3|ogg|wav|m4a|aac|flac)$/i.test(m.fileExtension));
    this.names = media.map((m) => m.filename ?? `Track ${m.id.slice(-4)}`);
    this.player.setTracks(media.map((m) => `/image.${m.fileExtension}?id=${encodeURIComponent(m.id)}`));
    redraw(this.bg, [d.theme.accent], (g) => {
      box(g, 60, 930, 760, 110, INK, 0.92);
      box(g, 60, 930, 10, 110, d.theme.accent);
    });
    this.label.style.fill = d.theme.accent;
    setText(this.label, (this.ctx.options.title ?? "Now playing").toUpperCase());
    setText(this.track, (this.names[this.current] ?? (this.names.length ? this.names[0] : "Music by the broadcast")).toUpperCase());
    fitText(this.track, 700);
  }

  override destroy(): void {
    this.stopTriggers();
    this.player.stop();
    super.destroy();
  }
}

export const music = defineScene(musicRoute, { create: (ctx) => new MusicScene(ctx) });
