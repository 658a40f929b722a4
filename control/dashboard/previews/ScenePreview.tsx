import { useApplication } from "@pixi/react";
import type { Container } from "pixi.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { overlayPath } from "../../../domain/gfx.ts";
import { parseSceneOptions, parseSharedOptions } from "../../../domain/overlayOptions.ts";
import { DomLayer } from "../../../engine/domLayer.ts";
import { parseOverlayRoute } from "../../../engine/route.ts";
import type { SceneInstance } from "../../../engine/types.ts";
import { useOverlayData } from "../../../engine/useOverlayData.ts";
import type { NeedsInput, SceneDef } from "../../../engine/sceneDef.ts";
import { serverNow } from "../../../live/serverClock.ts";
import { findScene } from "../../../overlays/registry.ts";
import type { Clock } from "../../../engine/clock.ts";

/** One overlay scene of the broadcast, drawn by the same scene code OBS loads, into a scaled container. */
export function ScenePreview({
  broadcastKey,
  overlay,
  x,
  scale,
  clock,
}: {
  broadcastKey: string;
  overlay: string;
  x: number;
  scale: number;
  clock: Clock | null;
}) {
  const { app } = useApplication();
  const holder = useRef<Container>(null);
  const route = useMemo(() => parseOverlayRoute(overlayPath("broadcast", broadcastKey, overlay), "?noAnimate=1")!, [broadcastKey, overlay]);
  const def = useScene(overlay);
  const options = useMemo(() => (def ? parseSceneOptions(def.schema, route.params, def.optionAliases).options : null), [def, route]);
  const themeIds = useMemo(() => (def && options ? (def.themes?.(options) ?? []) : []), [def, options]);
  const needs = useMemo(() => (def?.needs && options ? (input: NeedsInput) => def.needs!(options, input) : undefined), [def, options]);
  const { data } = useOverlayData(route, null, themeIds, needs);
  const scene = useRef<SceneInstance | null>(null);
  const version = useRef(0);

  useEffect(() => {
    if (!def || !holder.current || !clock) return;
    const timers: ReturnType<typeof setInterval>[] = [];
    const invalidate = () => clock.invalidate();
    const instance = def.create({
      options: options ?? {},
      shared: parseSharedOptions(route.params),
      // Previews draw no embedded pages (cams): the layer stays detached.
      dom: new DomLayer(document.createElement("div")),
      invalidate,
      now: serverNow,
      every: (ms, fn) => void timers.push(setInterval(fn, ms)),
      onTrigger: () => () => {},
      onSceneChange: () => () => {},
    });
    holder.current.addChild(instance.root);
    scene.current = instance;
    return () => {
      timers.forEach(clearInterval);
      instance.destroy();
      scene.current = null;
    };
  }, [def, route, options, clock, app]);

  useEffect(() => {
    if (!data || !scene.current || !clock) return;
    scene.current.update({ ...data, version: ++version.current });
    clock.invalidate();
  }, [data, clock]);

  return <pixiContainer ref={holder} x={x} scale={scale} />;
}

/** The scene of an overlay route, once its code has loaded (null until then, or for an unknown route). */
function useScene(overlay: string): SceneDef | null {
  const [loaded, setLoaded] = useState<{ overlay: string; def: SceneDef } | null>(null);
  useEffect(() => {
    let current = true;
    void findScene(overlay).then((def) => current && def && setLoaded({ overlay, def }));
    return () => {
      current = false;
    };
  }, [overlay]);
  return loaded?.overlay === overlay ? loaded.def : null;
}
