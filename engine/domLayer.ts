/**
 * HTML under the canvas for things Pixi cannot draw (peer video views, embedded pages).
 * Frames are keyed, so an unchanged URL is never reloaded; the canvas leaves their areas
 * transparent.
 */
export interface DomFrame {
  key: string;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export class DomLayer {
  private readonly frames = new Map<string, HTMLIFrameElement>();

  constructor(private readonly host: HTMLElement) {}

  /** Make the layer show exactly these frames. */
  set(list: DomFrame[]): void {
    const keep = new Set(list.map((f) => f.key));
    for (const [key, el] of this.frames) {
      if (!keep.has(key)) {
        el.remove();
        this.frames.delete(key);
      }
    }
    for (const f of list) {
      let el = this.frames.get(f.key);
      if (!el) {
        el = document.createElement("iframe");
        el.setAttribute("allow", "autoplay; camera; microphone");
        el.style.cssText = "position:absolute;border:0;background:transparent";
        el.dataset.testid = `dom-frame-${f.key}`;
        this.host.appendChild(el);
        this.frames.set(f.key, el);
      }
      if (el.src !== new URL(f.url, location.href).href) el.src = f.url;
      Object.assign(el.style, { left: `${f.x}px`, top: `${f.y}px`, width: `${f.w}px`, height: `${f.h}px` });
    }
  }

  clear(): void {
    this.set([]);
  }
}
