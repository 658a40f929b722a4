import type { Container } from "pixi.js";
import { Text } from "pixi.js";
import { textOf } from "./ui.ts";

/** The read-only test bridge `window.__overlay` (ARCHITECTURE "Overlays"). */
export interface OverlayBridge {
  readonly scene: string;
  readonly version: number;
  /** Frames the clock drew. */
  readonly frames: number;
  /** requestAnimationFrame callbacks the page ran, drawing or not (0 a second while nothing moves). */
  readonly frameCallbacks: number;
  /** The clock's frame loop runs: an animation plays or a redraw is due (a still frame waits for false). */
  readonly moving: boolean;
  /** The page is in its production rooms: a trigger or a scene change sent now reaches it. */
  readonly joined: boolean;
  readonly drawn: boolean;
  readonly entrances: number;
  /** How long the last entrance and exit the director played take, in ms (0: a cut), whether the scene is shown, and whether one plays now. */
  readonly motion: Motion;
  readonly error: string | null;
  /** The strings drawn on screen, for asserting what a viewer sees. */
  texts(): string[];
  /** Each drawn text with its bounds on the page and the opacity it is drawn at (tests check layout). */
  textBoxes(): TextBox[];
  /** Each drawn shape a scene marked (labelled `mark:<name>`: an attack tab) with its bounds: what a viewer sees that is not text. */
  marks(): Mark[];
}

export interface Motion {
  entranceMs: number;
  exitMs: number;
  shown: boolean;
  /** An entrance or exit is still playing. */
  playing: boolean;
}

export interface Mark {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface BridgeSource {
  scene: string;
  version: number;
  drawn: boolean;
  entrances: () => number;
  motion: () => Motion;
  frames: () => number;
  frameCallbacks: () => number;
  moving: () => boolean;
  joined: () => boolean;
  error: string | null;
  stage: Container | null;
}

export interface TextBox {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  alpha: number;
  /** Where the text is pinned on the page and which share of its width lies left of that point (its anchor). */
  originX: number;
  anchorX: number;
  /**
   * The style's font size; how much smaller or larger the text is drawn than that size on the
   * 1920x1080 frame (its own scale and every container's above it: a fitted name shrinks); and
   * the string it was asked to show (a fitted name may draw less, ending in "…").
   */
  fontSize: number;
  scale: number;
  wanted: string;
}

function collectBoxes(node: Container, alpha: number, frameScale: number, out: TextBox[]): void {
  if (!node.visible || node.alpha === 0) return;
  const a = alpha * node.alpha;
  if (node instanceof Text && node.text) {
    const b = node.getBounds();
    const origin = node.getGlobalPosition();
    out.push({
      text: node.text,
      x: b.x,
      y: b.y,
      w: b.width,
      h: b.height,
      alpha: a,
      originX: origin.x,
      anchorX: node.anchor.x,
      fontSize: Number(node.style.fontSize) || 0,
      scale: Math.hypot(node.worldTransform.a, node.worldTransform.b) / frameScale,
      wanted: textOf(node),
    });
  }
  for (const child of node.children) collectBoxes(child as Container, a, frameScale, out);
}

/** The label prefix of a shape the bridge reports (Pixi labels every node with its class name otherwise). */
export const MARK = "mark:";

function collectMarks(node: Container, out: Mark[]): void {
  if (!node.visible || node.alpha === 0) return;
  if (node.label?.startsWith(MARK)) {
    const b = node.getBounds();
    out.push({ label: node.label.slice(MARK.length), x: b.x, y: b.y, w: b.width, h: b.height });
  }
  for (const child of node.children) collectMarks(child as Container, out);
}

function collectTexts(node: Container, out: string[]): void {
  if (!node.visible || node.alpha === 0) return;
  if (node instanceof Text && node.text) out.push(node.text);
  for (const child of node.children) collectTexts(child as Container, out);
}

export function installBridge(src: BridgeSource): void {
  const bridge: OverlayBridge = {
    get scene() {
      return src.scene;
    },
    get version() {
      return src.version;
    },
    get frames() {
      return src.frames();
    },
    get frameCallbacks() {
      return src.frameCallbacks();
    },
    get moving() {
      return src.moving();
    },
    get joined() {
      return src.joined();
    },
    get drawn() {
      return src.drawn;
    },
    get entrances() {
      return src.entrances();
    },
    get motion() {
      return src.motion();
    },
    get error() {
      return src.error;
    },
    texts() {
      const out: string[] = [];
      if (src.stage) collectTexts(src.stage, out);
      return out;
    },
    textBoxes() {
      const out: TextBox[] = [];
      // The stage is scaled to the page (Frame.fit): sizes are read on the 1920x1080 frame.
      if (src.stage) collectBoxes(src.stage, 1, Math.hypot(src.stage.worldTransform.a, src.stage.worldTransform.b) || 1, out);
      return out;
    },
    marks() {
      const out: Mark[] = [];
      if (src.stage) collectMarks(src.stage, out);
      return out;
    },
  };
  Object.defineProperty(window, "__overlay", { value: bridge, configurable: true });
}
