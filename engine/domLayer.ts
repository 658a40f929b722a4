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

interface Slot {
  el: HTMLIFrameElement | HTMLVideoElement;
  live: boolean;
  revealOnLoad: boolean;
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

  /** Called when a frame becomes live or stops being live; answers an unsubscribe. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private mark(slot: Slot, live: boolean): void {
    if (slot.live === live) return;
    slot.live = live;
    slot.el.style.visibility = live ? "visible" : "hidden";
    for (const fn of this.listeners) fn();
  }

  private loaded(slot: Slot): void {
    if (slot.revealOnLoad || !(slot.el instanceof HTMLIFrameElement)) return this.mark(slot, true);
    try {
      // Readable only when same-origin; an error page or another origin's page throws or has no body.
      const doc = slot.el.contentDocument;
      if (doc?.body && doc.location.href !== "about:blank" && !doc.location.href.startsWith("chrome-error:")) this.mark(slot, true);
    } catch {
      // Another origin: wait for it to speak.
    }
  }

  /** Make the layer show exactly these frames. */
  set(list: DomFrame[]): void {
    const keep = new Set(list.map((f) => f.key));
    let removed = false;
    for (const [key, slot] of this.frames) {
      if (!keep.has(key)) {
        slot.el.remove();
        this.frames.delete(key);
        removed ||= slot.live;
      }
    }
    for (const f of list) {
      let slot = this.frames.get(f.key);
      if (slot && slot.el instanceof HTMLVideoElement !== !!f.video) {
        // A page became a video or the other way: a new element.
        slot.el.remove();
        this.frames.delete(f.key);
        removed ||= slot.live;
        slot = undefined;
      }
      if (!slot) {
        this.frames.set(f.key, (slot = this.make(f)));
        this.host.appendChild(slot.el);
      }
      slot.revealOnLoad = f.reveal !== "message";
      if (slot.el instanceof HTMLVideoElement && f.video) {
        slot.el.muted = !!f.video.muted;
        slot.el.loop = f.video.loop ?? true;
        slot.el.style.objectFit = f.video.fit;
      }
      if (slot.el.src !== new URL(f.url, location.href).href) {
        this.mark(slot, false);
        slot.el.src = f.url;
      }
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
    const slot: Slot = { el, live: false, revealOnLoad: f.reveal !== "message" };
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
      el.addEventListener("load", () => this.loaded(slot));
    }
    el.addEventListener("error", () => this.mark(slot, false));
    return slot;
  }

  destroy(): void {
    this.clear();
    this.listeners.clear();
    window.removeEventListener("message", this.onMessage);
  }
}
