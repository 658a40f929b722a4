import { gsap } from "gsap";
import { Container, type Text } from "pixi.js";
import { sponsorCards, sponsorIds, type SponsorCard } from "../../domain/sponsors.ts";
import type { BroadcastRecord } from "../../domain/tables.ts";
import type { NeedsInput } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { fitText, setText } from "../../engine/ui.ts";
import { FittedImage } from "./image.ts";
import { heading } from "./widgets.ts";

/** The sponsor records a scene must load: the broadcast's, then its event's (a `needs` helper). */
export function sponsorNeeds({ broadcast, get }: Pick<NeedsInput, "broadcast" | "get">): string[] {
  return sponsorIds(broadcast, get(broadcast.event?.[0], "Events"));
}

/** The sponsors the data holds, in the order they rotate. */
export function sponsorsOf(d: Pick<OverlayData, "broadcast" | "event" | "get">): SponsorCard[] {
  return sponsorCards(sponsorIds(d.broadcast as BroadcastRecord, d.event), (id) => d.get(id, "Themes"));
}

/** One sponsor card: its logo fitted in a box (wordmarks are wide), or its name where it has no logo. */
export class SponsorCardView extends Container {
  private readonly logo: FittedImage;
  private readonly nameText: Text;
  card: SponsorCard | null = null;

  constructor(
    private readonly w: number,
    private readonly h: number,
    invalidate: () => void,
    nameSize = 36,
  ) {
    super();
    this.logo = new FittedImage(w, h, "contain", invalidate);
    this.nameText = heading(nameSize);
    this.nameText.anchor.set(0.5);
    this.nameText.position.set(w / 2, h / 2);
    this.addChild(this.logo, this.nameText);
  }

  set(card: SponsorCard | null, fill: string): void {
    this.card = card;
    this.logo.setAttachment(card?.logoId ?? null);
    this.nameText.visible = !!card && !card.logoId;
    this.nameText.style.fill = fill;
    setText(this.nameText, (card && !card.logoId ? card.name : "").toUpperCase());
    fitText(this.nameText, this.w);
  }
}

/**
 * Sponsors one at a time, changing every `ms` (only when there are two or more): a cross-fade
 * when `animate`, else a cut. Nothing moves between changes.
 */
export class SponsorRotator extends Container {
  private readonly cards: [SponsorCardView, SponsorCardView];
  private list: SponsorCard[] = [];
  private index = 0;
  private front = 0;
  private fill = "#ffffff";

  constructor(
    w: number,
    h: number,
    private readonly invalidate: () => void,
    private readonly animate: boolean,
  ) {
    super();
    this.cards = [new SponsorCardView(w, h, invalidate), new SponsorCardView(w, h, invalidate)];
    this.cards[1].alpha = 0;
    this.addChild(...this.cards);
  }

  get count(): number {
    return this.list.length;
  }

  set(list: SponsorCard[], fill: string): void {
    const same = list.length === this.list.length && list.every((c, i) => c.id === this.list[i].id && c.logoId === this.list[i].logoId);
    this.list = list;
    this.fill = fill;
    if (same && this.cards[this.front].card) return;
    this.index = Math.min(this.index, Math.max(0, list.length - 1));
    this.cards[this.front].set(list[this.index] ?? null, fill);
  }

  /** Show the next sponsor (called from the scene's `ctx.every`). */
  next(): void {
    if (this.list.length < 2) return;
    this.index = (this.index + 1) % this.list.length;
    const from = this.cards[this.front];
    this.front = 1 - this.front;
    const to = this.cards[this.front];
    to.set(this.list[this.index], this.fill);
    gsap.killTweensOf([from, to]);
    if (!this.animate) {
      from.alpha = 0;
      to.alpha = 1;
      this.invalidate();
      return;
    }
    gsap.to(from, { alpha: 0, duration: 0.35, ease: "power2.in" });
    gsap.fromTo(to, { alpha: 0 }, { alpha: 1, duration: 0.5, delay: 0.2, ease: "power2.out" });
    this.invalidate();
  }

  override destroy(options?: Parameters<Container["destroy"]>[0]): void {
    gsap.killTweensOf(this.cards);
    super.destroy(options);
  }
}
