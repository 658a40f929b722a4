import { defineScene } from "../../engine/sceneDef.ts";
import { Scene } from "../../engine/Scene.ts";
import type { OverlayData } from "../../engine/types.ts";
import { FittedImage } from "../shared/image.ts";
import { teamIdFor, teamMedia } from "./layout.ts";
import { teamImageRoute } from "./options.ts";

type Opts = { team: number; index: number; override?: string };

/** A team's image full frame (cropped to cover it), or its video in the DOM layer. */
class TeamImageScene extends Scene<Opts> {
  private readonly image: FittedImage;
  private video = "";

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.image = new FittedImage(1920, 1080, "cover", ctx.invalidate);
    this.root.addChild(this.image);
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const team = d.get(teamIdFor(o.team, d.match, d.broadcast), "Teams");
    const media = teamMedia(team, o.index, o.override);
    this.image.set(media?.kind === "image" ? media.url : null);
    const video = media?.kind === "video" ? new URL(media.url, location.href).href : "";
    if (video === this.video) return;
    this.video = video;
    this.ctx.dom.set(video ? [{ key: "team-video", url: video, x: 0, y: 0, w: 1920, h: 1080, video: { fit: "cover" } }] : []);
  }

  override destroy(): void {
    this.ctx.dom.clear();
    super.destroy();
  }
}

export const teamImage = defineScene(teamImageRoute, {
  create: (ctx) => new TeamImageScene(ctx),
  needs: (o, { broadcast }) => (o.team === 3 ? (broadcast.highlight_team ?? []) : []),
});
