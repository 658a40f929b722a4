import type { Container } from "pixi.js";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { Rebuilt, display, fitted, place, rect, text, titleBar } from "../shared/teamsKit.ts";
import { INK } from "../shared/widgets.ts";
import { packColumns, staffGroups, staffNeeds, type StaffGroup } from "./layout.ts";
import { staffRoute } from "./options.ts";

interface Layout {
  title: string;
  accent: string;
  columns: StaffGroup[][];
}

const LINE = 48;
const HEAD = 64;

/** The people behind the broadcast, in columns of role groups on the dark glass. */
class StaffScene extends Scene<Record<string, never>> {
  private readonly board = new Rebuilt<Layout>((l, into) => this.build(l, into));
  constructor(ctx: ConstructorParameters<typeof Scene<Record<string, never>>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
  }

  protected draw(d: OverlayData): void {
    const groups = staffGroups(d.match?.record ?? null, d.event, d.get);
    const cols = groups.length >= 3 ? 3 : Math.max(1, groups.length);
    this.board.set({
      title: this.ctx.shared.title ?? "Broadcast staff",
      accent: d.theme.accent,
      columns: groups.length ? packColumns(groups, cols) : [],
    });
  }

  private build(l: Layout, into: Container): void {
    if (!l.columns.length) return;
    const colW = 520;
    const gap = 40;
    const lines = (c: StaffGroup[]) => c.reduce((n, g) => n + HEAD + g.names.length * LINE + 24, 0);
    const bodyH = Math.max(...l.columns.map(lines));
    const w = l.columns.length * colW + (l.columns.length - 1) * gap + 96;
    const h = 84 + 32 + bodyH + 24;
    const top = Math.max(54, Math.round((1080 - h) / 2));
    const x0 = 960 - w / 2;
    into.addChild(rect(x0, top + 84, w, h - 84, INK, 0.88));
    titleBar(into, l.title, l.accent, top);
    l.columns.forEach((col, c) => {
      const x = x0 + 48 + c * (colW + gap);
      let y = top + 84 + 32;
      for (const g of col) {
        into.addChild(rect(x, y + 8, 6, HEAD - 24, l.accent));
        into.addChild(place(fitted(g.heading.toUpperCase(), colW - 24, display(34, l.accent)), x + 20, y + HEAD / 2 - 4));
        y += HEAD;
        for (const name of g.names) {
          into.addChild(place(fitted(name, colW - 20, text(30, "#ffffff", "600")), x + 20, y + LINE / 2));
          y += LINE;
        }
        y += 24;
      }
    });
  }
}

export const staff = defineScene(staffRoute, {
  create: (ctx) => new StaffScene(ctx),
  needs: (_o, { broadcast, get }) => {
    const match = get(broadcast.live_match?.[0], "Matches");
    const event = get(broadcast.event?.[0], "Events");
    return staffNeeds(match, event, get);
  },
});
