import { Graphics } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { box, fitText, redraw, setText, textOf } from "../../engine/ui.ts";
import { INK, body, heading } from "../shared/widgets.ts";
import { observerLine, syncMatchLine, syncTime, syncZoneLabel } from "./layout.ts";

const W = 1200;
const X = 960 - W / 2;
const TOP = 300;

/**
 * For an observer lining their feed up with the ingame overlay: the synced clock's time to the
 * second in the broadcast's zone, labelled with that zone (checked four times a second, drawn
 * only when the second changes: one frame a second), the
 * live match's map and score as ingame shows them, and the broadcast's observer settings.
 * A part with nothing to show is left out, and the panel shrinks to what is left. An observer
 * client's ingame draws it too while the broadcast's Show syncer is on (overlays/ingame).
 */
export class SyncerScene extends Scene<Record<string, never>> {
  private readonly bg = new Graphics();
  private readonly label = body(24, "800");
  private readonly time = heading(170);
  private readonly match = heading(52, "500");
  private readonly settingsLabel = body(22, "800");
  private readonly settings = body(30, "600");

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    for (const t of [this.label, this.time, this.match, this.settingsLabel, this.settings]) t.anchor.set(0.5);
    this.root.addChild(this.bg, this.label, this.time, this.match, this.settingsLabel, this.settings);
    ctx.every(250, () => this.tick());
  }

  private tick(): void {
    if (!this.data) return;
    const now = this.ctx.now();
    const zone = this.data.broadcast.timezone as string | undefined;
    const next = syncTime(now, zone);
    // The label names the zone shown (its abbreviation changes with daylight saving).
    const label = (this.ctx.shared.title ?? syncZoneLabel(now, zone)).toUpperCase();
    if (next === this.time.text && label === textOf(this.label)) return;
    setText(this.time, next);
    setText(this.label, label);
    fitText(this.label, W - 80);
    this.ctx.invalidate();
  }

  protected draw(d: OverlayData): void {
    // Codes, as the ingame overlay's bars may show them; long names would be scaled down here.
    const match = syncMatchLine(d.match, true);
    const observer = observerLine(d.broadcast.observer_settings as string[] | undefined);
    let y = TOP + 50;
    this.label.position.set(960, y);
    y += 130;
    this.time.position.set(960, y);
    y += 150;
    this.match.visible = !!match;
    if (match) {
      this.match.position.set(960, y);
      y += 80;
    }
    this.settingsLabel.visible = this.settings.visible = !!observer;
    if (observer) {
      this.settingsLabel.position.set(960, y);
      this.settings.position.set(960, y + 42);
      y += 100;
    }
    const bottom = y - 10;
    redraw(this.bg, [d.theme.accent, bottom], (g) => {
      box(g, X, TOP, W, bottom - TOP, INK, 1, 12);
      box(g, X, bottom - 6, W, 6, d.theme.accent);
    });
    this.label.style.fill = this.settingsLabel.style.fill = d.theme.accent;
    for (const t of [this.time, this.match, this.settings]) t.style.fill = "#ffffff";
    setText(this.match, match ?? "");
    fitText(this.match, W - 80);
    setText(this.settingsLabel, "OBSERVER SETTINGS");
    setText(this.settings, observer ?? "");
    fitText(this.settings, W - 80);
    this.tick();
  }
}
