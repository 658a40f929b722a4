import { useEffect, useRef, useState, type RefObject } from "react";
import { overlayPath } from "../../../domain/gfx.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { Panel } from "../frame/Panel.tsx";
import { useStreamScenes } from "../frame/useStreamScenes.ts";
import "./previews.css";
import { overlayForScene } from "./sceneOverlay.ts";

/** The size every overlay page is made for; each view scales it down to its cell. */
const OVERLAY_WIDTH = 1920;
const OVERLAY_HEIGHT = 1080;

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

/**
 * One view of the strip: the overlay a stream software scene carries, as the very page the
 * client's OBS loads (same route, same scene code), scaled into the cell. `lit` frames it in
 * the tally's colour: red while it is the program, green while it is the preview.
 */
function OverlayView({ role, scene, lit }: { role: "program" | "preview"; scene: string | undefined; lit: boolean }) {
  const { client } = useDashboard();
  const screen = useRef<HTMLDivElement>(null);
  const scale = useWidth(screen) / OVERLAY_WIDTH;
  const view = overlayForScene(scene);
  const src = overlayPath("client", client.key, view.overlay);
  const name = role === "program" ? "Program" : "Preview";
  return (
    <figure className={`pp-view pp-${role}`} data-testid={`${role}-view`} data-lit={lit}>
      <figcaption className="pp-caption">
        <span className="pp-tag">{name}</span>
        {scene ? (
          <span className="pp-scene" data-testid={`scene-${role}`} title="The stream software's scene">
            {scene}
          </span>
        ) : null}
        <a className="pp-overlay" href={src} target="_blank" rel="noreferrer" title="Open the overlay on its own">
          {view.label} overlay
        </a>
      </figcaption>
      <div className="pp-screen" ref={screen}>
        {/* Keyed by route: a cut to another overlay loads its page afresh. */}
        <iframe
          key={src}
          src={src}
          title={`${name}: the ${view.label} overlay`}
          width={OVERLAY_WIDTH}
          height={OVERLAY_HEIGHT}
          tabIndex={-1}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </figure>
  );
}

/**
 * The program/preview strip (DASHBOARD.md): what viewers see, large enough to read scores and
 * names, beside what the stream software has on preview. The scenes come from the server's
 * `prod_preview_program_change` (useStreamScenes), so every producer of the client sees the
 * same; without the stream software the program view shows the in-game overlay, unlit.
 */
export function PreviewStrip() {
  const { client, broadcast } = useDashboard();
  const scenes = useStreamScenes(client.key, broadcast.key);
  const connected = !!scenes?.connected;
  const program = connected ? scenes?.programScene : undefined;
  const preview = connected ? scenes?.previewScene : undefined;
  const status = (
    <span data-testid="stream-scenes" data-connected={connected}>
      {connected ? "Scenes from the stream software" : scenes ? "Stream software disconnected" : "No scenes reported yet"}
    </span>
  );
  return (
    <Panel id="previews" title="Program / Preview" status={status}>
      <div className="pp-strip" data-testid="preview-strip">
        <OverlayView role="program" scene={program} lit={!!program} />
        {preview ? (
          <OverlayView role="preview" scene={preview} lit />
        ) : (
          <p className="pp-none" data-testid="preview-none">
            {connected
              ? "No preview scene: turn on Studio Mode in the stream software to see it here."
              : "Connect the stream software (the OBS light above) to light the program and see its preview here."}
          </p>
        )}
      </div>
    </Panel>
  );
}
