import { gsap } from "gsap";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { MVP_LAYOUT, MvpCard } from "./MvpCard.ts";
import { mvpCard, mvpSponsor } from "./layout.ts";

export interface MvpOptions {
  sponsor: boolean;
  alternate: boolean;
}

/** The match MVP on the shared MVP card (MvpCard.ts), with an optional presenting sponsor. */
export class MvpScene extends Scene<MvpOptions> {
  private readonly card: MvpCard;

  constructor(ctx: ConstructorParameters<typeof Scene<MvpOptions>>[0]) {
    super(ctx);
    this.card = new MvpCard(ctx.options.alternate, ctx.invalidate);
    this.root.addChild(this.card);
  }

  protected draw(d: OverlayData): void {
    const card = mvpCard(d.match, d.get, d.ids("Heroes"));
    this.root.visible = !!card;
    if (!card) return;
    const sponsor = this.ctx.options.sponsor ? mvpSponsor([d.broadcast.sponsors, d.event?.sponsors], d.get) : null;
    this.card.set(card, this.ctx.shared.title ?? "Player of the match", d.theme, d.theme.accent, sponsor);
  }

  override in(): gsap.core.Timeline {
    const alt = this.ctx.options.alternate;
    const L = alt ? MVP_LAYOUT.alternate : MVP_LAYOUT.main;
    const panelY = this.card.panel.y;
    return gsap
      .timeline({ paused: true })
      .fromTo(this.root, { alpha: 0 }, { alpha: 1, duration: 0.3 }, 0)
      .fromTo(
        this.card.art,
        alt ? { y: L.art.y - 60 } : { x: L.art.x - 200 },
        { ...(alt ? { y: L.art.y } : { x: L.art.x }), duration: 0.6, ease: "power3.out" },
        0,
      )
      .fromTo(
        this.card.panel,
        alt ? { y: panelY + 60 } : { x: L.text.x + 200 },
        { ...(alt ? { y: panelY } : { x: L.text.x }), duration: 0.6, ease: "power3.out" },
        0.08,
      );
  }
}
