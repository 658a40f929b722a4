import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Geometry } from "../../domain/bracket/geometry.ts";
import { BracketSvg, type BracketSvgProps } from "./BracketSvg.tsx";

const MARGIN = 400; // pixels drawn beyond the visible area, so scrolling never shows a gap

/**
 * A bracket in a scrolling box that draws only what is in view (plus a margin): a
 * 512-team double elimination is thousands of nodes, and drawing them all at once
 * freezes the page in software rendering.
 */
export function ScrollingBracket({
  geometry,
  maxHeight = "75vh",
  fit = false,
  minScale = 0.45,
  ...svg
}: Omit<BracketSvgProps, "geometry" | "viewport" | "scale"> & {
  geometry: Geometry;
  maxHeight?: string;
  /** Scale a bracket wider than the box down to its width (never under minScale: then it scrolls). Draws every node: for small brackets. */
  fit?: boolean;
  minScale?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ x: 0, y: 0, w: 1600, h: 1000 });
  const frame = useRef(0);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setView({ x: el.scrollLeft, y: el.scrollTop, w: el.clientWidth || 1600, h: el.clientHeight || 1000 });
  }, []);
  useLayoutEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "undefined" || !ref.current ? null : new ResizeObserver(measure);
    if (observer && ref.current) observer.observe(ref.current);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure]);
  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(measure);
  };
  const viewport = useMemo(() => ({ x: view.x - MARGIN, y: view.y - MARGIN, w: view.w + 2 * MARGIN, h: view.h + 2 * MARGIN }), [view]);
  const fitScale = fit && geometry.width > view.w ? view.w / geometry.width : 1;
  const scale = fitScale >= minScale ? fitScale : 1;
  return (
    <div
      ref={ref}
      onScroll={onScroll}
      data-testid="bracket-scroll"
      data-scale={scale.toFixed(3)}
      // Its own layer: a change elsewhere on the page (a hint that wraps, a button) moves it without redrawing it.
      style={{ overflow: "auto", maxHeight, maxWidth: "100%", color: "#cbd5e1", willChange: "transform" }}
    >
      {scale < 1 ? (
        <BracketSvg geometry={geometry} scale={scale} {...svg} />
      ) : (
        <BracketSvg geometry={geometry} viewport={viewport} {...svg} />
      )}
    </div>
  );
}
