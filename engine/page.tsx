// The overlay page, loaded by main.tsx once the frame count runs and zod compiles no code.
import { pageFrameCallbacks } from "./pageFrameCallbacks.ts";
import "@fontsource/oswald/500.css";
import "@fontsource/oswald/700.css";
import "@fontsource/inter/400.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/800.css";
// Only the Pixi parts overlays draw with (see skipExtensionImports below): the app's
// ticker and resize plugins, Graphics and canvas Text. No events, accessibility, filters,
// HTML or bitmap text, so an OBS source downloads less.
import "pixi.js/app";
import "pixi.js/graphics";
import "pixi.js/text";
// Pixi's renderer without `new Function`, which the page's Content-Security-Policy refuses.
import "pixi.js/unsafe-eval";
import { createRoot } from "react-dom/client";
import { parseSceneOptions, parseSharedOptions } from "../domain/overlayOptions.ts";
import { LiveProvider } from "../live/LiveProvider.tsx";
import { ThingClient } from "../live/ThingClient.ts";
import { serverNow, syncServerClock } from "../live/serverClock.ts";
import { findScene } from "../overlays/registry.ts";
import { createOverlayApp } from "./app.ts";
import { installBridge, type BridgeSource } from "./bridge.ts";
import { Clock } from "./clock.ts";
import { Director } from "./Director.ts";
import { DomLayer } from "./domLayer.ts";
import { Frame } from "./Frame.ts";
import { OverlayApp, type Mounted } from "./OverlayApp.tsx";
import { parseOverlayRoute, type OverlayRoute } from "./route.ts";
import { helloOf, SourceReporter, webglRenderer } from "./sources.ts";
import type { NeedsInput } from "./sceneDef.ts";
import { Stinger } from "./Stinger.ts";
import { ProductionRoom } from "./production.ts";
import type { OverlayData } from "./types.ts";
import { pendingImages } from "./ui.ts";

/** How long after its first data an overlay's first frame waits at most for the rest and its images. */
const FIRST_FRAME_WAIT_MS = 1500;

const bridge: BridgeSource = {
  scene: "",
  version: 0,
  drawn: false,
  entrances: () => 0,
  motion: () => ({ entranceMs: 0, exitMs: 0, shown: true, playing: false }),
  frames: () => 0,
  frameCallbacks: pageFrameCallbacks,
  moving: () => false,
  joined: () => false,
  error: null,
  stage: null,
};
installBridge(bridge);

async function start(host: HTMLElement) {
  const route = parseOverlayRoute(location.pathname, location.search);
  const def = route ? await findScene(route.overlay) : null;
  if (!route || !def) {
    bridge.error = `unknown overlay "${route?.overlay ?? location.pathname}"`;
    console.error(`[Overlay] ${bridge.error}: nothing to show`);
    if (route) showUnknownOverlay(host, route);
    return;
  }
  // gfx/{index}: the path after the route's name is an option.
  if (def.pathOption && route.overlay.startsWith(`${def.name}/`)) {
    route.params.set(def.pathOption, route.overlay.slice(def.name.length + 1));
  }
  bridge.scene = def.name;
  const shared = parseSharedOptions(route.params);
  const { options, warnings } = parseSceneOptions(def.schema, route.params, def.optionAliases);
  for (const w of warnings) console.warn(`[Overlay] ${def.name}: ${w}`);
  if (shared.bodyClass) document.body.classList.add(...shared.bodyClass.split(/\s+/).filter(Boolean));

  host.style.cssText = "position:relative;width:1920px;height:1080px;overflow:hidden";
  const domHost = document.createElement("div");
  domHost.style.cssText = "position:absolute;inset:0";
  host.appendChild(domHost);

  // Fonts before the first draw, so no text is rasterised in a fallback face.
  await Promise.all([
    document.fonts.load("700 40px Oswald"),
    document.fonts.load("500 40px Oswald"),
    document.fonts.load("400 20px Inter"),
    document.fonts.load("600 20px Inter"),
    document.fonts.load("800 20px Inter"),
  ]).catch(() => undefined);
  void syncServerClock();

  const app = await createOverlayApp();
  app.canvas.style.cssText = "position:absolute;inset:0";
  host.appendChild(app.canvas);
  const clock = new Clock(app);
  // The first frame waits until every record the scene reads has arrived and the images it then
  // asked for have loaded, FIRST_FRAME_WAIT_MS at most after the first data: a graphic never
  // appears in pieces (names, then its logos, then its scores), and a slow record or image only
  // delays it that long.
  const releaseFirstFrame = clock.hold();
  let firstFrameDeadline: ReturnType<typeof setTimeout> | null = null;
  const invalidate = () => clock.invalidate();
  const timers: ReturnType<typeof setInterval>[] = [];
  const live = new ThingClient();
  const gl = "gl" in app.renderer ? (app.renderer.gl as WebGL2RenderingContext) : null;
  const reporter = new SourceReporter(live.socket, helloOf(route, true, webglRenderer(gl)));
  const production = new ProductionRoom(live.socket, route.kind === "client" ? route.code : null);
  const scene = def.create({
    options,
    shared,
    dom: new DomLayer(domHost),
    invalidate,
    now: serverNow,
    every: (ms, fn) => void timers.push(setInterval(fn, ms)),
    onTrigger: (handler) => production.onTrigger(handler),
    onSceneChange: (handler) => production.onSceneChange(handler),
  });
  const frame = new Frame(shared, route.kind === "broadcast", invalidate);
  const stinger = new Stinger(invalidate);
  frame.content.addChild(scene.root);
  // Pages and videos under the canvas come and go with the scene: an exit fades them with it.
  let domOpacity = "1";
  frame.content.onRender = () => {
    const opacity = String(scene.root.visible ? scene.root.alpha : 0);
    if (opacity !== domOpacity) domHost.style.opacity = domOpacity = opacity;
  };
  app.stage.addChild(frame.back, frame.content, frame.front, stinger.root);
  const director = new Director(scene, stinger, { ...shared, sceneIsStinger: !!def.isStinger }, invalidate);
  if (def.showTriggers) {
    const { show, hide, toggle } = def.showTriggers;
    production.onTrigger((trigger) => {
      if (trigger === show) director.show();
      else if (trigger === hide) director.hide(false);
      else if (trigger === toggle) director.toggle();
    });
  }
  bridge.stage = app.stage;
  bridge.frames = () => clock.frames;
  bridge.moving = () => clock.running;
  bridge.joined = () => production.joined;
  bridge.entrances = () => director.entrances;
  bridge.motion = () => ({
    entranceMs: director.lastEntranceMs,
    exitMs: director.lastExitMs,
    shown: director.shown,
    playing: director.playing,
  });

  const mounted: Mounted = {
    scene,
    director,
    onFrame: (data) => {
      production.follow(data.broadcast.key);
      applyBroadcastCss(data);
      frame.update(data);
    },
    onDrawn: (version, complete) => {
      frame.fit(scene.root);
      bridge.version = version;
      reporter.drawn(version);
      firstFrameDeadline ??= setTimeout(releaseFirstFrame, FIRST_FRAME_WAIT_MS);
      if (complete && !bridge.drawn) {
        void Promise.all([...pendingImages]).then(() => {
          releaseFirstFrame();
          requestAnimationFrame(() => void (bridge.drawn = true));
        });
      }
    },
  };

  // OBS tells the page when its source goes on air; in a browser a click toggles it.
  const onActive = (e: Event) =>
    director.setActive(
      Boolean(
        (e as CustomEvent<{ active?: boolean; visible?: boolean }>).detail?.active ??
        (e as CustomEvent<{ visible?: boolean }>).detail?.visible,
      ),
    );
  window.addEventListener("obsSourceActiveChanged", onActive);
  window.addEventListener("obsSourceVisibleChanged", onActive);
  window.addEventListener("click", () => director.toggle());

  const reactHost = document.createElement("div");
  host.appendChild(reactHost);
  const sceneThemeIds = def.themes?.(options) ?? [];
  const needs = def.needs;
  const sceneNeeds = needs ? (input: NeedsInput) => needs(options, input) : undefined;
  createRoot(reactHost).render(
    <LiveProvider client={live}>
      <OverlayApp
        route={route}
        stingerThemeId={shared.stingerTheme}
        sceneThemeIds={sceneThemeIds}
        sceneNeeds={sceneNeeds}
        mounted={mounted}
      />
    </LiveProvider>,
  );
}

/**
 * A route no scene answers to: a card says so in a browser (a silent transparent page
 * hides a typo), and the page reports itself to its client's source overview. In OBS the
 * card leaves as soon as the source goes on air: viewers never see it.
 */
function showUnknownOverlay(host: HTMLElement, route: OverlayRoute): void {
  const live = new ThingClient();
  new SourceReporter(live.socket, helloOf(route, false, "none"));
  const card = document.createElement("div");
  card.dataset.testid = "unknown-overlay";
  card.style.cssText =
    "position:absolute;left:96px;top:54px;max-width:1100px;padding:32px 40px;border-radius:12px;background:#111827;color:#f9fafb;" +
    "font:600 40px/1.3 Inter,system-ui,sans-serif;box-shadow:0 8px 30px rgba(0,0,0,.4)";
  const title = document.createElement("div");
  title.textContent = `Unknown overlay: ${route.overlay || "(none)"}`;
  const hint = document.createElement("div");
  hint.style.cssText = "margin-top:12px;font-weight:400;font-size:28px;color:#d1d5db";
  hint.textContent = "Check the address of this browser source: the overlay routes are listed at /learn/broadcast-routes.";
  card.append(title, hint);
  host.appendChild(card);
  window.addEventListener("obsSourceActiveChanged", (e) => {
    if ((e as CustomEvent<{ active?: boolean }>).detail?.active) card.remove();
  });
}

/**
 * The event's and the broadcast's `broadcast_css` (SPEC §3), in that order, as a style
 * sheet of the page: crews restyle the DOM layer (cams, iframes) or the canvas box.
 */
const customCss = document.createElement("style");
customCss.dataset.source = "broadcast_css";
document.head.appendChild(customCss);
function applyBroadcastCss(data: OverlayData): void {
  const css = [data.event?.broadcast_css, data.broadcast.broadcast_css].filter((c): c is string => !!c?.trim()).join("\n");
  if (customCss.textContent !== css) customCss.textContent = css;
}

void start(document.getElementById("overlay-root")!);
