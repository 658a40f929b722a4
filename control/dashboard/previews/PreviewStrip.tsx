import { Application, extend } from "@pixi/react";
import { Container, Graphics, Text, type Application as PixiApplication } from "pixi.js";
// Pixi's renderer without `new Function`, which the site's Content-Security-Policy refuses.
import "pixi.js/unsafe-eval";
import { useEffect, useRef, useState, type RefObject } from "react";
import { overlayPath } from "../../../domain/gfx.ts";
import { Clock } from "../../../engine/clock.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import "./previews.css";
import { ScenePreview } from "./ScenePreview.tsx";

extend({ Container, Graphics, Text });

/** The scenes a producer watches most, each a 1920x1080 overlay drawn side by side as wide as the panel allows. */
const PREVIEWS = [
  { overlay: "ingame", label: "In-game" },
  { overlay: "break", label: "Break" },
  { overlay: "desk", label: "Desk" },
] as const;
const GAP = 8;
/** Before the panel is measured, and never smaller: a twelfth of 1920x1080 (160x90). */
const MIN_SCALE = 1 / 12;

/** The element's content width, followed as the window or the column resizes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element.current) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

function Previews({ broadcastKey, clock, scale }: { broadcastKey: string; clock: Clock | null; scale: number }) {
  return (
    <>
      {PREVIEWS.map((p, i) => (
        <ScenePreview
          key={p.overlay}
          broadcastKey={broadcastKey}
          overlay={p.overlay}
          x={i * (1920 * scale + GAP)}
          scale={scale}
          clock={clock}
        />
      ))}
    </>
  );
}

/** The program/preview strip: the broadcast's overlays rendered small with the scene registry OBS uses. */
export function PreviewStrip() {
  const { broadcast } = useDashboard();
  // The engine's clock drives the preview app: frames only while something moves, as on an overlay page.
  const [clock, setClock] = useState<Clock | null>(null);
  const strip = useRef<HTMLDivElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const app = useRef<PixiApplication | null>(null);
  const width = useWidth(strip);
  const scale = Math.max(MIN_SCALE, (width - GAP * (PREVIEWS.length - 1)) / PREVIEWS.length / 1920);
  const height = Math.round(1080 * scale);
  // Pixi follows its element on window resizes only; a column that changes width resizes the canvas here.
  useEffect(() => {
    app.current?.resize();
    clock?.invalidate();
  }, [width, height, clock]);
  return (
    <Panel id="previews" title="Overlays" status="Live previews of the broadcast's overlays">
      <div className="preview-strip" data-testid="preview-strip" ref={strip}>
        <div className="preview-canvas" ref={canvasBox} style={{ height }}>
          <Application
            resizeTo={canvasBox}
            backgroundAlpha={0}
            antialias
            resolution={1}
            onInit={(created) => {
              app.current = created;
              setClock(new Clock(created));
            }}
          >
            <Previews broadcastKey={broadcast.key} clock={clock} scale={scale} />
          </Application>
        </div>
        <div className="preview-labels" aria-hidden>
          {PREVIEWS.map((p) => (
            <a
              key={p.overlay}
              href={overlayPath("broadcast", broadcast.key, p.overlay)}
              target="_blank"
              rel="noreferrer"
              style={{ width: 1920 * scale }}
            >
              {p.label}
            </a>
          ))}
        </div>
      </div>
    </Panel>
  );
}
