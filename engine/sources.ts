import type { OverlayHello } from "../domain/streamSoftware.ts";
import type { ThingClient } from "../live/ThingClient.ts";
import type { OverlayRoute } from "./route.ts";

/** At most one `overlay_status` per this many ms: a busy feed must not flood the source overview. */
const STATUS_EVERY_MS = 250;

declare global {
  interface Window {
    /** Present in an OBS browser source (obs-browser's JavaScript bindings). */
    obsstudio?: { pluginVersion?: string };
  }
}

/** Where the page runs, for the source overview: the OBS browser source's version, or the browser. */
function overlayHost(): string {
  const obs = window.obsstudio;
  if (obs) return `OBS browser source ${obs.pluginVersion ?? ""}`.trim();
  const chrome = /(?:Chrome|Chromium)\/([\d.]+)/.exec(navigator.userAgent);
  return chrome ? `Browser (Chromium ${chrome[1]})` : "Browser";
}

/** The GPU the page draws with, as WebGL names it (what tells a crew a source fell back to software). */
export function webglRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext | null): string {
  if (!gl) return "no WebGL";
  const kind = typeof WebGL2RenderingContext !== "undefined" && gl instanceof WebGL2RenderingContext ? "WebGL 2" : "WebGL";
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  return `${kind} · ${String(name)}`;
}

/** The route's options as the overview shows them: never the sign-in token. */
function visibleOptions(params: URLSearchParams): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [key, value] of params) if (key.toLowerCase() !== "token") options[key] = value;
  return options;
}

/**
 * The page's entry in its client's source overview (`/client/<key>/admin`): says what it is
 * on every connect, reports the data version it drew, and reloads when the crew asks.
 */
export class SourceReporter {
  private version = 0;
  private sentVersion = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly socket: ThingClient["socket"],
    private readonly hello: OverlayHello,
  ) {
    if (!socket) return;
    socket.on("connect", () => {
      socket.emit("overlay_hello", this.hello);
      this.sentVersion = -1;
      this.flush();
    });
    socket.on("overlay_reload", () => location.reload());
    if (socket.connected) socket.emit("overlay_hello", this.hello);
  }

  /** The scene drew this data version. */
  drawn(version: number): void {
    this.version = version;
    this.timer ??= setTimeout(() => this.flush(), STATUS_EVERY_MS);
  }

  private flush(): void {
    this.timer = null;
    if (!this.socket?.connected || this.version === this.sentVersion) return;
    this.sentVersion = this.version;
    this.socket.emit("overlay_status", { version: this.version });
  }
}

/** The hello of a route: what it is and where it came from. */
export function helloOf(route: OverlayRoute, known: boolean, renderer: string): OverlayHello {
  return {
    client: route.kind === "client" ? route.code : null,
    broadcast: route.kind === "broadcast" ? route.code : null,
    overlay: route.overlay || "stinger",
    options: visibleOptions(route.params),
    known,
    renderer,
    host: overlayHost(),
  };
}
