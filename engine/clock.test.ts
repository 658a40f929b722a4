import type { Application } from "pixi.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Clock } from "./clock.ts";

// Pixi's package needs a browser to load; the clock only stops its two shared tickers.
vi.mock("pixi.js", () => {
  const ticker = () => ({ autoStart: true, stop: () => undefined });
  return { Ticker: { system: ticker(), shared: ticker() } };
});

/** A Pixi app that counts what it renders, and animation frames that run when the test says so. */
function setup() {
  let queue = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => (queue.set(nextId, cb), nextId++));
  vi.stubGlobal("cancelAnimationFrame", (id: number) => queue.delete(id));
  const runFrame = () => {
    const due = queue;
    queue = new Map();
    due.forEach((cb) => cb(performance.now()));
  };
  const rendered: unknown[] = [];
  const stage = {};
  const app = {
    stage,
    renderer: { render: (what: unknown) => rendered.push(what), gc: { enabled: true, run: () => undefined } },
    ticker: { stop: () => undefined, remove: () => undefined },
  };
  const clock = new Clock(app as unknown as Application);
  return { clock, runFrame, rendered, stage };
}

describe("the overlay page's clock", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("draws a frame asked for on the next animation frame, then asks for no more", () => {
    const { clock, runFrame, rendered, stage } = setup();
    clock.invalidate();
    clock.invalidate();
    runFrame();
    expect(rendered).toEqual([stage]);
    expect(clock.frames).toBe(1);
    expect(clock.running).toBe(false);
    runFrame();
    expect(rendered).toHaveLength(1);
  });

  it("while held draws nothing, and on release draws everything asked for meanwhile as one frame", () => {
    const { clock, runFrame, rendered } = setup();
    const release = clock.hold();
    clock.invalidate();
    expect(clock.running).toBe(true);
    runFrame();
    clock.invalidate();
    runFrame();
    expect(rendered).toHaveLength(0);

    release();
    runFrame();
    expect(rendered).toHaveLength(1);
    expect(clock.running).toBe(false);
    // Releasing again changes nothing; later frames are drawn as they are asked for.
    release();
    runFrame();
    expect(rendered).toHaveLength(1);
    clock.invalidate();
    runFrame();
    expect(rendered).toHaveLength(2);
  });
});
