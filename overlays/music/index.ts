import { Container, Graphics } from "pixi.js";
import { musicPlaylist, type PlaylistTrack } from "../../domain/music.ts";
import { Playlist } from "../../engine/audio.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { musicRoute } from "./options.ts";

type Opts = { group?: string; title?: string; volume: number; crossfade: number; loop: boolean };

/**
 * Plays the event's track group (event.track_groups, chosen by `group|role`), else the
 * broadcast's highlight_media audio, with crossfades, and shows a now-playing card
 * "track — artist". Triggers: music_skip, music_fade_skip, music_fade_stop.
 */
class MusicScene extends Scene<Opts> {
  private readonly card = new Container();
  private readonly bg = new Graphics();
  private readonly label = body(20, "800");
  private readonly track = heading(40);
  private readonly player: Playlist;
  private tracks: PlaylistTrack[] = [];
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
    this.label.position.set(128, 924);
    this.track.position.set(128, 952);
    this.card.addChild(this.bg, this.label, this.track);
    this.root.addChild(this.card);
  }

  protected draw(d: OverlayData): void {
    const groups = (d.event?.track_groups ?? []).flatMap((id) => d.get(id, "Track Groups") ?? []);
    const trackIds = groups.flatMap((g) => g.tracks ?? []);
    const tracks = new Map(trackIds.flatMap((id) => d.get(id, "Tracks") ?? []).map((t) => [t.id, t]));
    this.tracks = musicPlaylist(groups, tracks, this.ctx.options.group, d.broadcast.highlight_media);
    this.player.setTracks(this.tracks.map((t) => t.url));
    // Nothing to play: no card (missing data draws nothing).
    this.card.visible = this.tracks.length > 0;
    const now = this.tracks[this.current] ?? this.tracks[0];
    setText(this.label, (this.ctx.options.title ?? "Now playing").toUpperCase());
    setText(this.track, now?.label ?? "");
    fitText(this.track, 820);
    const w = Math.max(520, Math.min(900, Math.max(this.track.width, this.label.width) + 80));
    redraw(this.bg, [d.theme.accent, w], (g) => {
      box(g, 96, 900, w, 126, INK);
      box(g, 96, 900, 8, 126, d.theme.accent);
    });
    this.label.style.fill = d.theme.accent;
  }

  override destroy(): void {
    this.stopTriggers();
    this.player.stop();
    super.destroy();
  }
}

export const music = defineScene(musicRoute, {
  needs: (_o, { broadcast, get }) => {
    const event = get(broadcast.event?.[0], "Events");
    const groups = event?.track_groups ?? [];
    return [...groups, ...groups.flatMap((id) => get(id, "Track Groups")?.tracks ?? [])];
  },
  create: (ctx) => new MusicScene(ctx),
});
