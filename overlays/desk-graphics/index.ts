import { gsap } from "gsap";
import { Container, FillGradient, Graphics } from "pixi.js";
import { sponsorAt, sponsorIds } from "../../domain/sponsors.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Logo, box, color, fitText, imageUrl, redraw, setText } from "../../engine/ui.ts";
import { framedImage, type FittedImage } from "../shared/image.ts";
import { body, heading } from "../shared/widgets.ts";
import { SPONSOR_MS } from "../sponsors/layout.ts";
import { deskSponsors, deskTeams, type Sponsor } from "./layout.ts";
import { deskGraphicsRoute } from "./options.ts";

/**
 * The physical desk's screen, full frame: the event logo, the live match's two team logos
 * with a VS, and the sponsors, one at a time on their own colours.
 */
class DeskGraphicsScene extends Scene<Record<string, never>> {
  private readonly bg = new Graphics();
  private readonly eventLogo: Logo;
  private readonly teams = new Container();
  private readonly teamBgs = [new Graphics(), new Graphics()];
  private readonly teamLogos: Logo[];
  private readonly teamNames = [heading(44), heading(44)];
  private readonly vs = heading(96);
  private readonly title = heading(40, "500");
  private readonly sponsorBox = new Container();
  private readonly sponsorBg = new Graphics();
  private readonly sponsorLabel = body(22, "800");
  private readonly sponsorLogo: FittedImage;
  private readonly sponsorName = heading(48);
  private sponsors: Sponsor[] = [];
  private step = 0;

  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.eventLogo = new Logo(220, ctx.invalidate);
    this.eventLogo.position.set(960 - 110, 70);
    this.title.anchor.set(0.5, 0);
    this.title.position.set(960, 300);
    this.teamLogos = [new Logo(240, ctx.invalidate), new Logo(240, ctx.invalidate)];
    [0, 1].forEach((i) => {
      const x = i === 0 ? 260 : 1920 - 260 - 520;
      this.teamBgs[i].position.set(x, 380);
      this.teamLogos[i].position.set(x + 140, 400);
      this.teamNames[i].anchor.set(0.5);
      this.teamNames[i].position.set(x + 260, 690);
      this.teams.addChild(this.teamBgs[i], this.teamLogos[i], this.teamNames[i]);
    });
    this.vs.anchor.set(0.5);
    this.vs.position.set(960, 550);
    this.teams.addChild(this.vs);
    this.sponsorLabel.anchor.set(0.5, 0);
    this.sponsorLabel.position.set(960, 790);
    this.sponsorBox.addChild(
      this.sponsorBg,
      (this.sponsorLogo = framedImage({ x: -200, y: 20, w: 400, h: 140 }, "contain", ctx.invalidate)),
      this.sponsorName,
    );
    this.sponsorBox.position.set(960, 830);
    this.sponsorName.anchor.set(0, 0.5);
    this.root.addChild(this.bg, this.eventLogo, this.title, this.teams, this.sponsorLabel, this.sponsorBox);
    ctx.every(SPONSOR_MS, () => this.rotate());
  }

  protected draw(d: OverlayData): void {
    const t = d.theme;
    redraw(this.bg, [t.background, t.accent, t.alt], (g) => {
      box(g, 0, 0, 1920, 1080, t.background);
      const glow = new FillGradient({
        type: "radial",
        center: { x: 0.5, y: 0.45 },
        innerRadius: 0,
        outerCenter: { x: 0.5, y: 0.45 },
        outerRadius: 0.7,
        colorStops: [
          { offset: 0, color: t.alt },
          { offset: 1, color: t.background },
        ],
        textureSpace: "local",
      });
      g.rect(0, 0, 1920, 1080).fill({ fill: glow, alpha: 0.35 });
      box(g, 0, 0, 1920, 10, t.accent);
      box(g, 0, 1070, 1920, 10, t.accent);
    });
    this.eventLogo.set(t.logoId);
    this.title.style.fill = t.textOnTheme;
    setText(this.title, (d.event?.name ?? "").toUpperCase());
    fitText(this.title, 1400);
    const teams = deskTeams(d);
    this.teams.visible = !!teams;
    if (teams) {
      teams.forEach((team, i) => {
        redraw(this.teamBgs[i], [team.theme.background, team.theme.accent], (g) => {
          box(g, 0, 0, 520, 360, team.theme.background, 1, 12);
          box(g, 0, 350, 520, 10, team.theme.accent);
        });
        this.teamLogos[i].set(team.theme.logoId);
        this.teamNames[i].style.fill = team.theme.textOnTheme;
        setText(this.teamNames[i], team.name.toUpperCase());
        fitText(this.teamNames[i], 480);
      });
      this.vs.style.fill = t.accent;
      setText(this.vs, d.match?.played ? d.match.scoreText.join(" - ") : "VS");
    }
    this.sponsors = deskSponsors(d);
    this.showSponsor();
  }

  private rotate(): void {
    if (this.sponsors.length < 2) return;
    this.step++;
    if (this.ctx.shared.noAnimate) {
      this.showSponsor();
      this.ctx.invalidate();
      return;
    }
    gsap
      .timeline()
      .to(this.sponsorBox, { alpha: 0, duration: 0.3, ease: "power2.in", onComplete: () => this.showSponsor() })
      .to(this.sponsorBox, { alpha: 1, duration: 0.5, ease: "power2.out" });
    this.ctx.invalidate();
  }

  private showSponsor(): void {
    const s = sponsorAt(this.sponsors, this.step);
    this.sponsorBox.visible = this.sponsorLabel.visible = !!s;
    if (!s) return;
    this.sponsorLabel.style.fill = this.data?.theme.accent ?? "#ffffff";
    setText(this.sponsorLabel, "PRESENTED BY");
    this.sponsorLogo.set(s.theme.logoId ? imageUrl(s.theme.logoId, 720) : null);
    // A sponsor without a logo shows its name; with one, its logo alone (the logo is its name).
    this.sponsorName.visible = !s.theme.logoId;
    setText(this.sponsorName, s.name.toUpperCase());
    this.sponsorName.style.fill = s.theme.textOnTheme;
    fitText(this.sponsorName, 560);
    const w = s.theme.logoId ? 480 : this.sponsorName.width + 80;
    this.sponsorName.position.set(-w / 2 + 40, 90);
    redraw(this.sponsorBg, [s.theme.logoBackground, s.theme.accent, w], (g) => {
      box(g, -w / 2, 0, w, 180, s.theme.logoBackground, 1, 12);
      g.roundRect(-w / 2, 0, w, 180, 12).stroke({ color: color(s.theme.accent), width: 4 });
    });
  }
}

export const deskGraphics = defineScene(deskGraphicsRoute, {
  needs: (_o, { broadcast, get }) => sponsorIds(broadcast, get(broadcast.event?.[0], "Events")),
  create: (ctx) => new DeskGraphicsScene(ctx),
});
