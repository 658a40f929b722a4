import { gsap } from "gsap";
import { z } from "zod";
import type { GraphicsAPI, PlayActionReturnPayload, ReturnPayload } from "ograf";
import { Ticker, type Application } from "pixi.js";
// The Pixi parts the overlays draw with, as the overlay page loads them (engine/page.tsx).
import "pixi.js/app";
import "pixi.js/graphics";
import "pixi.js/text";
import "pixi.js/unsafe-eval";
import { parseSceneOptions, parseSharedOptions } from "../../domain/overlayOptions.ts";
import { serverNow, syncServerClock } from "../../live/serverClock.ts";
import { createOverlayApp } from "../app.ts";
import { feedOf } from "../buildData.ts";
import { anythingMoves } from "../clock.ts";
import { DomLayer } from "../domLayer.ts";
import type { SceneDef } from "../sceneDef.ts";
import { Stinger } from "../Stinger.ts";
import type { FeedData, OverlayData, SceneContext, SceneInstance } from "../types.ts";
import { pendingImages, setImageOrigin } from "../ui.ts";
import { parseData, type DataSource, type OGrafDef } from "./define.ts";
import { loadFonts } from "./fonts.ts";
import { startLiveFeed } from "./liveFeed.tsx";
import { portableRecords } from "./portable.ts";

/** How long `load` waits for a live graphic's first whole data and its images. */
const FIRST_DATA_MS = 10_000;

type Scheduled = Parameters<GraphicsAPI.Graphic["setActionsSchedule"]>[0]["schedule"][number];

/** `setActionsSchedule`'s list: times in ms, and OGraf's action types with their parameters. */
const ScheduleSchema = z.array(
  z.object({
    timestamp: z.number().min(0),
    action: z.object({
      type: z.enum(["playAction", "stopAction", "updateAction", "customAction"]),
      params: z.record(z.string(), z.unknown()).default({}),
    }),
  }),
);
type Answer = ReturnPayload & { result?: unknown };

const OK: Answer = { statusCode: 200, statusMessage: "OK" };
const fail = (statusCode: number, statusMessage: string): Answer => ({ statusCode, statusMessage });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Resolves once a timeline ends, or at once when it has been replaced (killed). The timeline's
 * own callbacks still run (the stinger's, a hide's): GSAP keeps one callback of each kind.
 */
const finished = (tl: gsap.core.Timeline): Promise<void> =>
  new Promise((resolve) => {
    for (const kind of ["onComplete", "onInterrupt"] as const) {
      const own = tl.eventCallback(kind) as gsap.Callback | null | undefined;
      tl.eventCallback(kind, (...args: unknown[]) => {
        own?.(...args);
        resolve();
      });
    }
  });

/**
 * The Web Component of one OGraf graphic (EBU OGraf v1, "Web Component Interface"): the
 * scene OBS loads, drawn by a Pixi application of its own in the element's shadow root.
 * Nothing is painted before `playAction` or after `stopAction`; `playAction` plays the
 * scene's entrance (its steps after that), `stopAction` its exit, `skipAnimation` cuts.
 * Data is portable fields, or a live binding to our server (define.ts). Non-real-time:
 * `goToTime` draws the frame of that time from the scheduled actions alone, the same pixels
 * for the same time.
 */
export function graphicElement(def: OGrafDef, sceneDef: SceneDef): CustomElementConstructor {
  return class OGrafGraphic extends HTMLElement implements GraphicsAPI.Graphic {
    private app: Application | null = null;
    private scene: SceneInstance | null = null;
    private stinger: Stinger | null = null;
    private dom: DomLayer | null = null;
    private domHost: HTMLDivElement | null = null;
    private timers: ReturnType<typeof setInterval>[] = [];
    private ticks: (() => void)[] = [];
    /** The accepted data as given (partial updates merge into it). */
    private raw: Record<string, unknown> = {};
    private source: DataSource | null = null;
    private feed: FeedData | null = null;
    private feedComplete = false;
    private feedMissing: string | null = null;
    private stopFeed: (() => void) | null = null;
    private sceneOptionsKey = "";
    private version = 0;
    /** -1: not on screen (OGraf's start and end); otherwise the step shown. */
    private step = -1;
    private current: gsap.core.Timeline | null = null;
    private nonRealTime = false;
    /** Non-real-time: when the data was loaded (its countdown runs from there), the schedule, and the time shown. */
    private epoch = 0;
    private loaded: Record<string, unknown> = {};
    private schedule: Scheduled[] = [];
    private time = 0;
    /** Non-real time: the animations a frame was seeked from, killed before the next. */
    private seeked: gsap.core.Animation[] = [];
    /** Real time, portable data: when the countdown's value was given (it runs from then). */
    private countdownFrom = 0;
    private framePending: number | null = null;
    private wasMoving = false;
    private readonly onTick = () => this.paintIfMoving();

    async load(params: Parameters<GraphicsAPI.Graphic["load"]>[0]): Promise<Answer> {
      const parsed = parseData(def, stripVendor(params.data));
      if (!parsed.ok) return fail(400, parsed.message);
      this.nonRealTime = params.renderType === "non-realtime";
      if (this.nonRealTime && !def.nonRealTime) return fail(501, `${def.name} renders in real time only`);
      if (this.nonRealTime && parsed.source.kind === "live")
        return fail(400, "server: non-real-time rendering draws the portable fields only");
      await loadFonts();
      await this.createApp();
      this.raw = this.loaded = parsed.data;
      this.epoch = Date.now();
      this.apply(parsed.source);
      if (this.nonRealTime) {
        await this.renderAt(0);
        return OK;
      }
      return this.firstData();
    }

    async dispose(): Promise<Answer> {
      this.stopFeed?.();
      this.stopFeed = null;
      this.current?.kill();
      for (const a of this.seeked) a.kill();
      this.seeked = [];
      this.destroyScene();
      gsap.ticker.remove(this.onTick);
      if (this.framePending !== null) cancelAnimationFrame(this.framePending);
      this.stinger = null;
      this.dom?.destroy();
      this.app?.destroy(true, { children: true });
      this.app = null;
      this.shadowRoot?.replaceChildren();
      return OK;
    }

    async playAction(params: Parameters<GraphicsAPI.Graphic["playAction"]>[0]): Promise<PlayActionReturnPayload> {
      if (!this.app) return { ...fail(409, "load() first"), currentStep: this.step };
      if (this.nonRealTime) {
        this.scheduleNow({ type: "playAction", params });
        await this.renderAt(this.time);
        return { ...OK, currentStep: this.stepAt(this.time) };
      }
      const skip = !!params.skipAnimation;
      const target = params.goto ?? this.step + (params.delta ?? 1);
      if (def.stepCount === 0) {
        await this.playStinger(skip);
        return { ...OK, currentStep: undefined as unknown as number };
      }
      if (target >= def.stepCount || target < 0) {
        await this.hide(skip);
        return { ...OK, currentStep: undefined as unknown as number };
      }
      const wasShown = this.step >= 0;
      this.step = target;
      this.draw(skip || !wasShown);
      if (!wasShown) await this.show(skip);
      return { ...OK, currentStep: target };
    }

    async stopAction(params: Parameters<GraphicsAPI.Graphic["stopAction"]>[0]): Promise<Answer> {
      if (!this.app) return fail(409, "load() first");
      if (this.nonRealTime) {
        this.scheduleNow({ type: "stopAction", params });
        await this.renderAt(this.time);
        return OK;
      }
      await this.hide(!!params.skipAnimation);
      return OK;
    }

    async updateAction(params: Parameters<GraphicsAPI.Graphic["updateAction"]>[0]): Promise<Answer> {
      if (!this.app) return fail(409, "load() first");
      // OGraf: an update carries one or more fields of the state; the rest stay as they are.
      const parsed = parseData(def, { ...this.raw, ...(stripVendor(params.data) as object) });
      if (!parsed.ok) return fail(400, parsed.message);
      if (this.nonRealTime && parsed.source.kind === "live")
        return fail(400, "server: non-real-time rendering draws the portable fields only");
      this.raw = parsed.data;
      if (this.nonRealTime) {
        this.scheduleNow({ type: "updateAction", params });
        await this.renderAt(this.time);
        return OK;
      }
      this.apply(parsed.source);
      this.draw(!!params.skipAnimation);
      return OK;
    }

    async customAction(params: Parameters<GraphicsAPI.Graphic["customAction"]>[0]): Promise<Answer> {
      return fail(404, `${def.name} has no custom action "${params.id}"`);
    }

    async goToTime(params: Parameters<GraphicsAPI.Graphic["goToTime"]>[0]): Promise<Answer> {
      if (!this.app) return fail(409, "load() first");
      if (!this.nonRealTime) return fail(409, 'goToTime needs renderType "non-realtime" in load()');
      if (!Number.isFinite(params.timestamp) || params.timestamp < 0) return fail(400, "timestamp: a number of milliseconds, 0 or more");
      this.time = params.timestamp;
      await this.renderAt(this.time);
      return OK;
    }

    async setActionsSchedule(params: Parameters<GraphicsAPI.Graphic["setActionsSchedule"]>[0]): Promise<Answer> {
      const parsed = ScheduleSchema.safeParse(params.schedule);
      if (!parsed.success) return fail(400, `schedule: ${parsed.error.issues[0].path.join(".")}: ${parsed.error.issues[0].message}`);
      // Sorted by time; actions at the same time keep their order.
      this.schedule = (parsed.data as Scheduled[]).sort((a, b) => a.timestamp - b.timestamp);
      if (this.nonRealTime && this.app) await this.renderAt(this.time);
      return OK;
    }

    /** Non-real time: an action called directly happens at the time shown, after what is scheduled for then. */
    private scheduleNow(action: Scheduled["action"]): void {
      const at = this.schedule.findIndex((e) => e.timestamp > this.time);
      this.schedule.splice(at < 0 ? this.schedule.length : at, 0, { timestamp: this.time, action } as Scheduled);
    }

    // ---- the application and the scene

    private async createApp(): Promise<void> {
      if (this.app) return;
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
      const style = document.createElement("style");
      style.textContent =
        ":host{display:block;position:relative;width:100%;height:100%;overflow:hidden}div,canvas{position:absolute;inset:0;width:100%;height:100%}";
      this.domHost = document.createElement("div");
      shadow.replaceChildren(style, this.domHost);
      const app = await createOverlayApp();
      // Frames are drawn when asked for or while something moves (as the overlay page's clock does).
      for (const ticker of [Ticker.system, Ticker.shared]) {
        ticker.autoStart = false;
        ticker.stop();
      }
      app.ticker.stop();
      shadow.appendChild(app.canvas);
      this.app = app;
      this.dom = new DomLayer(this.domHost);
      if (def.stepCount === 0) {
        this.stinger = new Stinger(() => this.invalidate());
        app.stage.addChild(this.stinger.root);
      }
      if (!this.nonRealTime) gsap.ticker.add(this.onTick);
    }

    /** The graphic's option fields as the overlay route's query options (a scene's own, and shared ones such as `title`). */
    private params(): URLSearchParams {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(this.source?.options ?? {})) if (v !== undefined && v !== "") params.set(k, String(v));
      return params;
    }

    private sceneOptions(): Record<string, unknown> {
      return parseSceneOptions(sceneDef.schema, this.params(), sceneDef.optionAliases).options as Record<string, unknown>;
    }

    private createScene(): SceneInstance {
      const options = this.sceneOptions();
      this.sceneOptionsKey = JSON.stringify(options);
      const ctx: SceneContext<Record<string, unknown>> = {
        options,
        shared: parseSharedOptions(this.params()),
        dom: this.dom!,
        invalidate: () => this.invalidate(),
        now: () => this.now(),
        every: (ms, fn) => {
          this.ticks.push(fn);
          if (!this.nonRealTime) this.timers.push(setInterval(fn, ms));
        },
        onTrigger: () => () => undefined,
        onSceneChange: () => () => undefined,
      };
      const scene = sceneDef.create(ctx);
      // Made while the graphic is on (live data arriving after playAction): it shows at once.
      scene.root.visible = !this.nonRealTime && this.step >= 0;
      this.app!.stage.addChildAt(scene.root, 0);
      return scene;
    }

    private destroyScene(): void {
      for (const t of this.timers) clearInterval(t);
      this.timers = [];
      this.ticks = [];
      this.scene?.destroy();
      this.scene = null;
    }

    private now(): number {
      if (this.nonRealTime) return this.epoch + this.time;
      return this.source?.kind === "live" ? serverNow() : Date.now();
    }

    /** Take the data's source: rebuild portable data, or follow the live binding (again only when it changed). */
    private apply(source: DataSource): void {
      const before = this.source;
      this.source = source;
      if (source.kind === "portable") {
        this.stopFeed?.();
        this.stopFeed = null;
        // The countdown runs from when its value was given: an update of other fields leaves it running.
        if (before?.kind !== "portable" || before.data.countdown !== source.data.countdown) this.countdownFrom = this.now();
        this.feed = this.portableFeed(source.data, this.countdownFrom);
        this.feedComplete = true;
      } else if (
        before?.kind !== "live" ||
        before.server !== source.server ||
        JSON.stringify(before.route) !== JSON.stringify(source.route)
      ) {
        this.stopFeed?.();
        this.feed = null;
        this.feedComplete = false;
        setImageOrigin(source.server);
        void syncServerClock(source.server);
        this.stopFeed = startLiveFeed({
          server: source.server,
          route: { ...source.route, overlay: sceneDef.name, params: new URLSearchParams() },
          sceneThemeIds: [],
          sceneNeeds: sceneDef.needs ? (input) => sceneDef.needs!(this.sceneOptions(), input) : undefined,
          onData: (data, complete) => {
            this.feed = data;
            this.feedComplete = complete;
            this.feedMissing = null;
            if (!this.nonRealTime) this.draw(false);
          },
          onMissing: (missing) => void (this.feedMissing = missing),
        });
      }
      // A changed scene option makes the scene anew (its options are fixed for its life).
      if (this.scene && JSON.stringify(this.sceneOptions()) !== this.sceneOptionsKey) {
        const shown = this.scene.root.visible;
        this.destroyScene();
        this.scene = this.createScene();
        this.scene.root.visible = shown;
      }
    }

    private portableFeed(data: Record<string, unknown>, countdownFrom: number): FeedData {
      const { broadcast, records } = portableRecords(data, countdownFrom, def.broadcast?.(data));
      return feedOf(broadcast, records);
    }

    /** The data as this step shows it. */
    private overlayData(feed: FeedData, step: number): OverlayData {
      const data: OverlayData = { ...feed, version: ++this.version };
      return def.atStep ? def.atStep(data, Math.max(0, step)) : data;
    }

    /** Hand the scene the latest data; with `skip`, whatever it animates for the change lands at once. */
    private draw(skip: boolean): void {
      if (!this.feed) return;
      this.scene ??= this.createScene();
      const before = tweens();
      this.scene.update(this.overlayData(this.feed, this.step));
      if (skip) for (const t of tweens()) if (!before.has(t) && t !== this.current) t.progress(1);
      this.invalidate();
    }

    /** Wait for a live graphic's first whole data (a portable one has it), and the images it asked for. */
    private async firstData(): Promise<Answer> {
      const until = Date.now() + FIRST_DATA_MS;
      while (!this.feedComplete && Date.now() < until) {
        if (this.feedMissing) return fail(404, this.feedMissing);
        await wait(50);
      }
      if (!this.feed)
        return fail(504, `no data from ${this.source?.kind === "live" ? this.source.server : "the server"} yet: the graphic keeps trying`);
      this.draw(true);
      await Promise.race([Promise.all([...pendingImages]), wait(Math.max(0, until - Date.now()))]);
      return OK;
    }

    // ---- real time: in, steps, out

    private async show(skip: boolean): Promise<void> {
      const scene = this.scene;
      if (!scene) return;
      this.current?.kill();
      this.current = null;
      scene.root.alpha = 1;
      scene.root.visible = true;
      this.invalidate();
      if (skip) return;
      const tl = (this.current = scene.in());
      tl.play(0);
      await finished(tl);
    }

    private async hide(skip: boolean): Promise<void> {
      this.step = -1;
      const scene = this.scene;
      this.current?.kill();
      this.current = null;
      if (this.stinger) this.stinger.root.visible = false;
      if (!scene) return;
      if (skip || !scene.root.visible) {
        scene.root.visible = false;
        this.invalidate();
        return;
      }
      const tl = (this.current = scene.out());
      tl.eventCallback("onComplete", () => {
        if (this.step < 0) scene.root.visible = false;
        this.invalidate();
      });
      tl.play(0);
      this.invalidate();
      await finished(tl);
    }

    /** A transition (stepCount 0): the built-in stinger in the scene's colours covers, holds and uncovers by itself. */
    private async playStinger(skip: boolean): Promise<void> {
      if (!this.stinger || !this.feed) return;
      this.draw(true);
      const data = this.overlayData(this.feed, 0);
      this.current?.kill();
      this.stinger.setContent(this.scene?.stingerTheme?.(data) ?? data.stingerTheme, data.broadcast.title ?? "");
      if (skip) {
        this.current = null;
        this.stinger.root.visible = false;
        return;
      }
      const tl = (this.current = this.stinger.timeline(() => undefined));
      tl.play(0);
      this.invalidate();
      await finished(tl);
    }

    // ---- frames

    private invalidate(): void {
      if (this.nonRealTime || this.framePending !== null || !this.app) return;
      this.framePending = requestAnimationFrame(() => {
        this.framePending = null;
        this.paint();
      });
    }

    private paint(): void {
      this.app?.renderer?.render(this.app.stage);
    }

    /** On GSAP's ticks: a frame while anything moves, and the one in which it stopped. */
    private paintIfMoving(): void {
      const moving = anythingMoves();
      if (moving || this.wasMoving) this.paint();
      this.wasMoving = moving;
    }

    // ---- non-real time

    /** The step shown at `time`, from the actions scheduled up to it. */
    private stepAt(time: number): number {
      return this.stateAt(time).step;
    }

    /** Replay what is scheduled up to `time`: the data then, and when the graphic last came in or went out. */
    private stateAt(time: number) {
      let data = this.loaded;
      let countdownFrom = 0;
      let step = -1;
      let shownAt: { at: number; skip: boolean } | null = null;
      let hiddenAt: { at: number; skip: boolean } | null = null;
      for (const { timestamp, action } of this.schedule) {
        if (timestamp > time) break;
        if (action.type === "updateAction") {
          const parsed = parseData(def, { ...data, ...(stripVendor(action.params.data) as object) });
          if (parsed.ok) {
            if (parsed.data.countdown !== data.countdown) countdownFrom = timestamp;
            data = parsed.data;
          }
        } else if (action.type === "playAction") {
          const target = action.params.goto ?? Math.max(step, -1) + (action.params.delta ?? 1);
          if (def.stepCount === 0) {
            // A transition plays whole, in and out, from each play.
            [shownAt, hiddenAt] = [{ at: timestamp, skip: !!action.params.skipAnimation }, null];
            step = -1;
          } else if (target >= def.stepCount || target < 0) {
            if (step >= 0) hiddenAt = { at: timestamp, skip: !!action.params.skipAnimation };
            step = -1;
          } else {
            if (step < 0) [shownAt, hiddenAt] = [{ at: timestamp, skip: !!action.params.skipAnimation }, null];
            step = target;
          }
        } else if (action.type === "stopAction") {
          if (step >= 0 || def.stepCount === 0) hiddenAt = { at: timestamp, skip: !!action.params.skipAnimation };
          step = -1;
        }
      }
      return { data, countdownFrom, step, shownAt, hiddenAt };
    }

    /**
     * The frame of `time`, drawn from nothing but the loaded data and the schedule: a new
     * scene with the data of that time, whatever it animates on a change settled, its
     * entrance or exit seeked to the time since it began. Same time, same pixels.
     */
    private async renderAt(time: number): Promise<void> {
      const state = this.stateAt(time);
      const parsed = parseData(def, state.data);
      if (!parsed.ok) return;
      this.source = parsed.source;
      this.step = state.step;
      if (parsed.source.kind !== "portable") return;
      const feed = this.portableFeed(parsed.source.data, this.epoch + state.countdownFrom);
      for (const a of this.seeked) a.kill();
      this.seeked = [];
      this.destroyScene();
      const before = tweens();
      const scene = (this.scene = this.createScene());
      scene.update(this.overlayData(feed, Math.max(0, state.step)));
      for (const tick of this.ticks) tick();
      const { shownAt, hiddenAt } = state;
      if (def.stepCount === 0) {
        this.seekStinger(scene, feed, shownAt && !shownAt.skip && !hiddenAt ? time - shownAt.at : null);
      } else if (shownAt) {
        scene.root.visible = true;
        const entrance = scene.in().pause();
        this.seeked.push(entrance);
        entrance.time(shownAt.skip ? entrance.duration() : (time - shownAt.at) / 1000, false);
        if (hiddenAt) {
          entrance.progress(1, false);
          const exit = scene.out().pause();
          this.seeked.push(exit);
          const into = hiddenAt.skip ? exit.duration() : (time - hiddenAt.at) / 1000;
          exit.time(Math.min(into, exit.duration()), false);
          scene.root.visible = into < exit.duration();
        }
      }
      // What the scene animated for itself while drawing stands at its end; what repeats for ever, at its start.
      for (const t of tweens()) {
        if (before.has(t) || t.paused()) continue;
        if (t.repeat() === -1) this.seeked.push(t.pause(0));
        else t.totalProgress(1);
      }
      await Promise.all([...pendingImages]);
      this.paint();
    }

    /**
     * Non-real time, a transition: a new stinger (its motion starts from where each of its parts
     * is set, so one left mid-way by another frame would differ) seeked `into` its timeline, in
     * ms; nothing when it is not playing.
     */
    private seekStinger(scene: SceneInstance, feed: FeedData, into: number | null): void {
      if (this.stinger) {
        this.stinger.root.destroy({ children: true });
        this.stinger = null;
      }
      if (into === null) return;
      const stinger = (this.stinger = new Stinger(() => undefined));
      this.app!.stage.addChild(stinger.root);
      const data = this.overlayData(feed, 0);
      stinger.setContent(scene.stingerTheme?.(data) ?? data.stingerTheme, data.broadcast.title ?? "");
      const tl = stinger.timeline(() => undefined).pause();
      this.seeked.push(tl);
      tl.time(Math.min(into / 1000, tl.duration()), false);
    }
  };
}

/** Every tween and timeline on GSAP's root timeline. */
const tweens = () => new Set(gsap.globalTimeline.getChildren(false, true, true));

/** OGraf's vendor fields (`v_…`) ride along in any payload; they are not ours to check. */
function stripVendor(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([k]) => !k.startsWith("v_")));
}

/** The scene a scene folder's module exports under a route name (as the overlay page's registry finds it). */
export function sceneOf(module: Record<string, unknown>, name: string): SceneDef {
  const scene = Object.values(module)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .find((v): v is SceneDef => !!v && typeof v === "object" && "create" in v && "schema" in v && (v as SceneDef).name === name);
  if (!scene) throw new Error(`[OGraf] no scene "${name}" in its folder`);
  return scene;
}
