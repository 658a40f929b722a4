import { beforeEach, describe, expect, it, vi } from "vitest";
import { Playlist } from "./audio.ts";

/** howler's Howl as the playlist uses it: what was created, what plays and the volume it fades to. */
const howls: { src: string; playing: boolean; volume: number }[] = [];
vi.mock("howler", () => ({
  Howl: class {
    private readonly entry;
    constructor({ src }: { src: string[] }) {
      this.entry = { src: src[0], playing: false, volume: 0 };
      howls.push(this.entry);
    }
    once() {}
    play() {
      this.entry.playing = true;
    }
    fade(_from: number, to: number) {
      this.entry.volume = to;
    }
    volume() {
      return this.entry.volume;
    }
    unload() {
      this.entry.playing = false;
    }
    duration() {
      return 20;
    }
  },
}));

/** Until howler (a dynamic import) has loaded and every pending change of track has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The tracks heard: playing, and not fading out. */
const playing = () => howls.filter((h) => h.playing && h.volume > 0).map((h) => h.src);

describe("Playlist", () => {
  beforeEach(() => void (howls.length = 0));

  it("plays the first track once when its tracks arrive in two parts before howler has loaded", async () => {
    const shown: number[] = [];
    const list = new Playlist(0.2, 0, true, (i) => shown.push(i));
    list.setTracks(["b.ogg"]);
    list.setTracks(["a.ogg", "b.ogg", "c.ogg"]);
    await settled();
    expect(shown).toEqual([0]);
    expect(howls.map((h) => h.src)).toEqual(["a.ogg"]);
    expect(playing()).toEqual(["a.ogg"]);
  });

  it("a double skip lands two tracks on, playing only that one", async () => {
    const shown: number[] = [];
    const list = new Playlist(0.2, 0, true, (i) => shown.push(i));
    list.setTracks(["a.ogg", "b.ogg", "c.ogg"]);
    await settled();
    list.skip();
    list.skip();
    await settled();
    expect(shown).toEqual([0, 1, 2]);
    expect(playing()).toEqual(["c.ogg"]);
  });

  it("a fade-stop right after a skip stays silent", async () => {
    const shown: number[] = [];
    const list = new Playlist(0.2, 0, true, (i) => shown.push(i));
    list.setTracks(["a.ogg", "b.ogg"]);
    await settled();
    list.skip();
    list.fadeStop();
    await settled();
    expect(shown.at(-1)).toBe(-1);
    expect(howls.map((h) => h.src)).toEqual(["a.ogg"]);
    expect(playing()).toEqual([]);
  });
});
