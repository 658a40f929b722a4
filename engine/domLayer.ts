import { answers } from "../live/reachable.ts";

/**
 * HTML under the canvas for things Pixi cannot draw (peer video views, embedded pages).
 * Frames are keyed, so an unchanged URL is never reloaded; the canvas leaves their areas
 * transparent.
 *
 * A frame stays hidden until it has loaded, so the page never shows a half-loaded frame; the
 * scene may draw a card in its place meanwhile (`isLive`, `onChange`). A frame of another
 * origin fires `load` for the browser's error page too and never `error`: for a feed whose
 * failure must not show (`reveal: "message"`, a peer video view), a same-origin frame is live
 * once it loads a readable document, and another origin's once its page speaks to this one
 * (the peer video service posts messages as its view connects; hidden again when it reports
 * the view disconnected). One that never speaks keeps its card.
 */
export interface DomFrame {
  key: string;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** When the frame shows: on load (default), or, from another origin, once its page posts a message. */
  reveal?: "load" | "message";
  /** A video file (an attachment) played in a <video> element instead of a page: live once it can play. */
  video?: { fit: "contain" | "cover"; muted?: boolean; loop?: boolean };
}

/** How long a frame may take to show before the scene draws its fallback. */
export const LOAD_TIMEOUT_MS = 4000;

interface Slot {
  el: HTMLIFrameElement | HTMLVideoElement;
  live: boolean;
  /** No load within LOAD_TIMEOUT_MS, an error, or an address that does not answer. */
  failed: boolean;
  revealOnLoad: boolean;
  /** The page fired `load` (for the address it now shows). */
  loaded: boolean;
  /** Whether the address answered: null while the check runs. */
  reachable: boolean | null;
  timer: ReturnType<typeof setTimeout> | null;
}

/** What a message from a framed page says of its feed: false when its view disconnected. */
export function messageSaysLive(data: unknown): boolean {
  let d = data;
  if (typeof d === "string") {
    try {
      d = JSON.parse(d);
    } catch {
      return true;
    }
  }
  if (d && typeof d === "object" && "action" in d && "value" in d) {
    const { action, value } = d as { action: unknown; value: unknown };
    if (typeof action === "string" && /disconnect|connection/i.test(action) && (value === false || action.includes("disconnect")))
      return false;
  }
  return true;
}

export class DomLayer {
  private readonly frames = new Map<string, Slot>();
  private readonly listeners = new Set<() => void>();
  private readonly onMessage = (e: MessageEvent) => {
    for (const slot of this.frames.values()) {
      if (e.source && slot.el instanceof HTMLIFrameElement && e.source === slot.el.contentWindow) this.mark(slot, messageSaysLive(e.data));
    }
  };

  constructor(private readonly host: HTMLElement) {
    window.addEventListener("message", this.onMessage);
  }

  /** Whether the frame with this key shows its page (else the scene draws its card). */
  isLive(key: string): boolean {
    return this.frames.get(key)?.live ?? false;
  }

  /** Whether the frame with this key failed to show its page in time (the scene's fallback stays). */
  hasFailed(key: string): boolean {
    return this.frames.get(key)?.failed ?? false;
  }

  /** Called when a frame becomes live, stops being live or fails; answers an unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private mark(slot: Slot, live: boolean, failed = !live && slot.failed): void {
    if (slot.live === live && slot.failed === failed) return;
    slot.live = live;
    slot.failed = failed;
    if (live && slot.timer) clearTimeout(slot.timer);
    slot.el.style.visibility = live ? "visible" : "hidden";
    // For whoever inspects the page (and the e2e tests): what became of the frame.
    slot.el.dataset.state = live ? "live" : failed ? "failed" : "loading";
    for (const fn of this.listeners) fn();
  }

  /** A readable same-origin document that is not an error page; null when it cannot be read (another origin, or an error page). */
  private static readablePage(el: HTMLIFrameElement): boolean | null {
    try {
      const doc = el.contentDocument;
      if (!doc?.body || doc.location.href === "about:blank") return null;
      return !doc.location.href.startsWith("chrome-error:");
    } catch {
      return null;
    }
  }

  /** Show the frame when all it needs is in: loaded, and (unreadable from here) its address answered. */
  private settle(slot: Slot): void {
    if (!(slot.el instanceof HTMLIFrameElement) || !slot.loaded) return;
    const readable = DomLayer.readablePage(slot.el);
    if (readable !== null) return this.mark(slot, readable, !readable);
    // Another origin: a message feed waits for its page to speak; a page shows once its address answered.
    if (!slot.revealOnLoad) return;
    if (slot.reachable !== null) this.mark(slot, slot.reachable, !slot.reachable);
  }

  /** A new address in a slot: hidden until it shows, failed if it does not within LOAD_TIMEOUT_MS. */
  private load(slot: Slot, url: string): void {
    slot.loaded = false;
    slot.reachable = null;
    this.mark(slot, false, false);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => !slot.live && this.mark(slot, false, true), LOAD_TIMEOUT_MS);
    slot.el.src = url;
    if (!(slot.el instanceof HTMLIFrameElement) || !slot.revealOnLoad) return;
    const src = slot.el.src;
    void answers(src).then((ok) => {
      if (slot.el.src !== src) return;
      slot.reachable = ok;
      if (!ok) this.mark(slot, false, true);
      else this.settle(slot);
    });
  }

  private drop(key: string, slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.el.remove();
    this.frames.delete(key);
  }

  /** Make the layer show exactly these frames. */
  set(list: DomFrame[]): void {
    const keep = new Set(list.map((f) => f.key));
    let removed = false;
    for (const [key, slot] of this.frames) {
      if (!keep.has(key)) {
        this.drop(key, slot);
        removed ||= slot.live;
      }
    }
    for (const f of list) {
      let slot = this.frames.get(f.key);
      if (slot && slot.el instanceof HTMLVideoElement !== !!f.video) {
        // A page became a video or the other way: a new element.
        this.drop(f.key, slot);
        removed ||= slot.live;
        slot = undefined;
      }
      const added = !slot;
      if (!slot) this.frames.set(f.key, (slot = this.make(f)));
      slot.revealOnLoad = f.reveal !== "message";
      if (slot.el instanceof HTMLVideoElement && f.video) {
        slot.el.muted = !!f.video.muted;
        slot.el.loop = f.video.loop ?? true;
        slot.el.style.objectFit = f.video.fit;
      }
      if (slot.el.src !== new URL(f.url, location.href).href) this.load(slot, f.url);
      // Added once it has its address: an empty frame would fire `load` for about:blank first.
      if (added) this.host.appendChild(slot.el);
      Object.assign(slot.el.style, { left: `${f.x}px`, top: `${f.y}px`, width: `${f.w}px`, height: `${f.h}px` });
    }
    if (removed) for (const fn of this.listeners) fn();
  }

  clear(): void {
    this.set([]);
  }

  private make(f: DomFrame): Slot {
    const el = f.video ? document.createElement("video") : document.createElement("iframe");
    el.style.cssText = "position:absolute;border:0;background:transparent;visibility:hidden";
    el.dataset.testid = `dom-frame-${f.key}`;
    const slot: Slot = {
      el,
      live: false,
      failed: false,
      revealOnLoad: f.reveal !== "message",
      loaded: false,
      reachable: null,
      timer: null,
    };
    if (el instanceof HTMLVideoElement) {
      el.autoplay = true;
      el.playsInline = true;
      el.addEventListener("canplay", () => {
        this.mark(slot, true);
        // Autoplay with sound refused (a browser, not OBS): play muted rather than not at all.
        void el.play().catch(() => {
          el.muted = true;
          void el.play().catch(() => undefined);
        });
      });
    } else {
      el.setAttribute("allow", "autoplay; camera; microphone");
      el.addEventListener("load", () => {
        slot.loaded = true;
        this.settle(slot);
      });
    }
    el.addEventListener("error", () => this.mark(slot, false, true));
    return slot;
  }

  destroy(): void {
    this.clear();
    this.listeners.clear();
    window.removeEventListener("message", this.onMessage);
  }
}
