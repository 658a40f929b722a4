import { gsap } from "gsap";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Director, type StingerLike } from "./Director.ts";
import type { OverlayData, SceneInstance } from "./types.ts";

/** GSAP driven by hand, as the overlay's clock does: time moves only when a test says. */
let time = 0;
function advance(seconds: number): void {
  for (let i = 0; i < Math.ceil(seconds / 0.05); i++) gsap.updateRoot((time += 0.05));
}

/** A scene like ingame: its entrance moves its parts, the default exit fades its root. */
function makeScene() {
  const part = { x: 0 };
  const root = { visible: true, alpha: 1, position: { x: 0, y: 0 } };
  const scene = {
    root,
    part,
    update: () => undefined,
    in: () => gsap.timeline({ paused: true }).fromTo(part, { x: -900 }, { x: 0, duration: 0.7 }),
    out: () => gsap.timeline({ paused: true }).to(root, { alpha: 0, duration: 0.4 }),
    destroy: () => undefined,
  };
  return scene;
}

function makeStinger(): StingerLike & { covered: number } {
  const root = { visible: false };
  const stinger = {
    root,
    covered: 0,
    setContent: () => undefined,
    timeline: (onCover: () => void) =>
      gsap
        .timeline({ paused: true, onStart: () => void (root.visible = true), onComplete: () => void (root.visible = false) })
        .to({}, { duration: 0.6 })
        .call(() => {
          stinger.covered++;
          onCover();
        })
        .to({}, { duration: 0.6 }),
  };
  return stinger;
}

const data = (settings: string[] = []) =>
  ({
    version: 1,
    settings: new Set(settings),
    broadcast: { transition_offset: 0, title: "T" },
    stingerTheme: {},
  }) as unknown as OverlayData;

function setup(settings: string[] = []) {
  const scene = makeScene();
  const stinger = makeStinger();
  const director = new Director(
    scene as unknown as SceneInstance,
    stinger,
    { noAnimate: false, noStinger: false, stingerText: null, sceneIsStinger: false },
    () => undefined,
  );
  director.setData(data(settings));
  return { scene, stinger, director };
}

const onScreen = (s: ReturnType<typeof makeScene>) => s.root.visible && s.root.alpha === 1 && s.part.x === 0;

beforeEach(() => {
  gsap.ticker.remove(gsap.updateRoot);
  time = gsap.globalTimeline.time();
});
afterEach(() => {
  gsap.ticker.add(gsap.updateRoot);
  vi.useRealTimers();
});

describe("Director: a click toggles the overlay off and on", () => {
  it("shows it again after it was toggled off and its exit finished", () => {
    const { scene, director } = setup();
    director.toggle();
    advance(1);
    expect(scene.root.visible).toBe(false);
    director.toggle();
    advance(1);
    expect(onScreen(scene)).toBe(true);
  });

  it("shows it again when toggled on while the exit is still running", () => {
    const { scene, director } = setup();
    director.toggle();
    advance(0.2);
    director.toggle();
    advance(1);
    expect(onScreen(scene)).toBe(true);
    // The cut-short exit never hides it later.
    advance(1);
    expect(scene.root.visible).toBe(true);
  });

  it("hides it after a quick off-on-off", () => {
    const { scene, director } = setup();
    director.toggle();
    advance(0.1);
    director.toggle();
    advance(0.1);
    director.toggle();
    advance(1);
    expect(scene.root.visible).toBe(false);
  });

  it("takes a stinger cut short off the screen, and plays it whole the next time", () => {
    const { scene, stinger, director } = setup(["Use built-in stingers"]);
    director.toggle();
    advance(1);
    director.toggle();
    advance(0.3);
    expect(stinger.root.visible).toBe(true);
    director.toggle();
    expect(stinger.root.visible).toBe(false);
    director.toggle();
    advance(2);
    expect(stinger.covered).toBe(1);
    expect(stinger.root.visible).toBe(false);
    expect(onScreen(scene)).toBe(true);
  });
});

describe("Director: OBS makes the source inactive, then active", () => {
  it("plays its exit while OBS takes it off air, and is hidden once the exit ends", () => {
    const { scene, director } = setup();
    director.setActive(false);
    // Still on screen, fading: not a one-frame cut.
    advance(0.1);
    expect(scene.root.visible).toBe(true);
    expect(scene.root.alpha).toBeGreaterThan(0);
    expect(scene.root.alpha).toBeLessThan(1);
    expect(director.lastExitMs).toBe(400);
    advance(0.5);
    expect(scene.root.visible).toBe(false);
  });

  it("cuts when animations are off", () => {
    const { scene, director } = setup(["No animations"]);
    director.setActive(false);
    expect(scene.root.visible).toBe(false);
    expect(director.lastExitMs).toBe(0);
  });

  it("shows it again after active false then true", () => {
    vi.useFakeTimers();
    const { scene, director } = setup();
    director.setActive(false);
    advance(1);
    expect(scene.root.visible).toBe(false);
    director.setActive(true);
    vi.runAllTimers();
    advance(1);
    expect(onScreen(scene)).toBe(true);
    expect(director.entrances).toBe(1);
  });

  it("shows it when made active again while a toggle's exit runs", () => {
    vi.useFakeTimers();
    const { scene, director } = setup();
    director.toggle();
    advance(0.2);
    director.setActive(true);
    vi.runAllTimers();
    advance(1);
    expect(onScreen(scene)).toBe(true);
  });
});
