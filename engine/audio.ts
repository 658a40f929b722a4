import type { Howl } from "howler";

/** howler is fetched only by an overlay that plays music, never by the others. */
let howler: Promise<typeof import("howler")> | null = null;
const loadHowler = () => (howler ??= import("howler"));

/**
 * A playlist player with crossfades (SPEC §9 music defaults: volume 0.2, crossfade 10 s).
 * Plays the broadcast's own media URLs; nothing is synthesised or bundled.
 */
export class Playlist {
  private current: Howl | null = null;
  private index = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly volume = 0.2,
    private readonly crossfadeMs = 10_000,
    private readonly loop = true,
    private readonly onTrack: (index: number) => void = () => {},
  ) {}

  private tracks: string[] = [];
  private stopped = false;

  setTracks(urls: string[]): void {
    if (urls.join("\n") === this.tracks.join("\n")) return;
    this.tracks = urls;
    if (urls.length && this.index < 0) void this.next();
  }

  async next(): Promise<void> {
    const { Howl } = await loadHowler();
    if (this.stopped || !this.tracks.length) return;
    const nextIndex = this.index + 1 >= this.tracks.length ? (this.loop ? 0 : -1) : this.index + 1;
    const previous = this.current;
    if (previous) {
      previous.fade(previous.volume(), 0, this.crossfadeMs);
      setTimeout(() => previous.unload(), this.crossfadeMs + 100);
    }
    this.index = nextIndex;
    if (nextIndex < 0) return;
    const howl = new Howl({ src: [this.tracks[nextIndex]], html5: true, volume: 0 });
    howl.once("load", () => {
      const ms = Math.max(0, howl.duration() * 1000 - this.crossfadeMs);
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.next(), ms);
    });
    howl.play();
    howl.fade(0, this.volume, previous ? this.crossfadeMs : 500);
    this.current = howl;
    this.onTrack(nextIndex);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.current?.unload();
    this.current = null;
  }
}
