import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import { stingerRoute } from "./options.ts";
import type { OverlayData } from "../../engine/types.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";

type Opts = { team: number };

/** Only the stinger: event colours, or team 1, team 2, or the highlighted team (3). */
class StingerScene extends Scene<Opts> {
  protected draw(): void {}

  stingerTheme(d: OverlayData): ResolvedTheme | null {
    const t = this.ctx.options.team;
    if (t === 1 || t === 2) return d.match?.teams[t - 1]?.theme ?? null;
    if (t === 3) {
      const id = (d.broadcast.highlight_team as string[] | undefined)?.[0];
      return (id && d.teams.get(id)?.theme) || null;
    }
    return null;
  }
}

export const stinger = defineScene(stingerRoute, { isStinger: true, create: (ctx) => new StingerScene(ctx) });
