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
  private tracks: string[] = [];
  /** Counts the changes of track asked for (next, fadeStop): a change still loading howler is dropped when another follows it. */
  private turn = 0;
  /** After fadeStop: silent until a skip starts it again. */
  private halted = false;
  private destroyed = false;

  constructor(
    private readonly volume = 0.2,
    private readonly crossfadeMs = 10_000,
    private readonly loop = true,
    /** The track now playing (an index into the tracks), or -1 when nothing plays. */
    private readonly onTrack: (index: number) => void = () => {},
  ) {}

  setTracks(urls: string[]): void {
    if (urls.join("\n") === this.tracks.join("\n")) return;
    this.tracks = urls;
    if (urls.length && this.index < 0 && !this.halted) void this.next();
  }

  /**
   * The next track, crossfading over `fadeMs` (the playlist's crossfade by default). The track is
   * chosen at once, before howler has loaded: a second call meanwhile (the track list arriving in
   * two parts, a double skip) moves on from it, and only the last call's track plays.
   */
  async next(fadeMs = this.crossfadeMs): Promise<void> {
    if (this.destroyed || !this.tracks.length) return;
    this.halted = false;
    const nextIndex = this.index + 1 >= this.tracks.length ? (this.loop ? 0 : -1) : this.index + 1;
    this.index = nextIndex;
    this.onTrack(nextIndex);
    const turn = ++this.turn;
    const { Howl } = await loadHowler();
    if (this.destroyed || turn !== this.turn) return;
    this.fadeOutCurrent(fadeMs);
    if (nextIndex < 0) return;
    const howl = new Howl({ src: [this.tracks[nextIndex]], html5: true, volume: 0 });
    howl.once("load", () => {
      const ms = Math.max(0, howl.duration() * 1000 - this.crossfadeMs);
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.next(), ms);
    });
    howl.play();
    howl.fade(0, this.volume, fadeMs || 300);
    this.current = howl;
  }

  /** The music_skip trigger: the next track at once. */
  skip(): void {
    void this.next(300);
  }

  /** The music_fade_stop trigger: fade out over the crossfade, then silence. */
  fadeStop(): void {
    this.halted = true;
    this.turn++;
    this.fadeOutCurrent(this.crossfadeMs);
    this.index = -1;
    this.onTrack(-1);
  }

  private fadeOutCurrent(fadeMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const previous = this.current;
    this.current = null;
    if (!previous) return;
    previous.fade(previous.volume(), 0, fadeMs);
    setTimeout(() => previous.unload(), fadeMs + 100);
  }

  stop(): void {
    this.destroyed = true;
    if (this.timer) clearTimeout(this.timer);
    this.current?.unload();
    this.current = null;
  }
}

/**
 * One sound played once (an ad read): resolves when it ends, fails to load or is stopped, so
 * the caller takes its graphic off either way. howler is loaded on first use only.
 */
export class OneShot {
  private howl: Howl | null = null;
  private done: (() => void) | null = null;

  constructor(private readonly volume = 1) {}

  async play(url: string): Promise<"ended" | "failed" | "stopped"> {
    this.stop();
    const { Howl } = await loadHowler();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (how: "ended" | "failed" | "stopped") => {
        if (settled) return;
        settled = true;
        this.done = null;
        howl.unload();
        if (this.howl === howl) this.howl = null;
        resolve(how);
      };
      const howl = new Howl({ src: [url], html5: true, volume: this.volume });
      this.howl = howl;
      this.done = () => finish("stopped");
      howl.once("end", () => finish("ended"));
      howl.once("loaderror", () => finish("failed"));
      howl.once("playerror", () => finish("failed"));
      howl.play();
    });
  }

  stop(): void {
    this.done?.();
  }
}
