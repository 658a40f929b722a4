import type { Container } from "pixi.js";
import { applyDraftTrigger, type Revealed } from "../../domain/draftBoard.ts";
import { Scene } from "../../engine/Scene.ts";
import { defineScene } from "../../engine/sceneDef.ts";
import type { OverlayData } from "../../engine/types.ts";
import { ImageBox, Rebuilt, contrastOn, display, fitted, place, rect, text, titleBar } from "../shared/teamsKit.ts";
import { teamKeys } from "../shared/teamsData.ts";
import { roleGlyph } from "../shared/teamsRoles.ts";
import { INK } from "../shared/widgets.ts";
import { byRole, draftBoard, eventTeams, teamsPerRow, type DraftTeam } from "./layout.ts";
import { draftRoute } from "./options.ts";

type Opts = {
  cols?: string;
  icons: boolean;
  staff: boolean;
  logos: boolean;
  rows: number;
  eachTeam: number;
  category?: string;
  order: boolean;
};
interface Layout {
  title: string;
  accent: string;
  teams: DraftTeam[];
  perRow: number;
  byRole: boolean;
  o: Pick<Opts, "icons" | "staff" | "logos" | "order">;
}

const X0 = 96;
const WIDTH = 1728;
const GAP = 12;

/**
 * The draft board. It starts with every pick shown; `reset_draft` hides the picks (captains
 * stay), each `advance_draft` reveals the next pick in snake order. The count is this page's
 * own state: triggers reach the overlays of the client (or broadcast) that sent them.
 */
class DraftScene extends Scene<Opts> {
  private revealed: Revealed = null;
  private picks = 0;
  private readonly board = new Rebuilt<Layout>((l, into) => (l.byRole ? this.roles(l, into) : this.grid(l, into)));
  private readonly off: () => void;

  constructor(ctx: ConstructorParameters<typeof Scene<Opts>>[0]) {
    super(ctx);
    this.root.addChild(this.board);
    this.off = ctx.onTrigger((trigger) => {
      if (trigger !== "advance_draft" && trigger !== "reset_draft") return;
      this.revealed = applyDraftTrigger(this.revealed, trigger, this.picks);
      if (this.data) this.draw(this.data);
      ctx.invalidate();
    });
  }

  protected draw(d: OverlayData): void {
    const o = this.ctx.options;
    const teams = eventTeams(d.event?.teams ?? [], d.get, d.teams);
    const { teams: board, picks } = draftBoard(teams, d.get, d.theme, this.revealed, {
      eachTeam: o.eachTeam,
      category: o.category ?? null,
    });
    this.picks = picks;
    const shown = board.filter((t) => t.cells.length);
    this.board.set({
      title: this.ctx.shared.title ?? `${d.event?.short || d.event?.name || ""} Draft`.trim(),
      accent: d.theme.accent,
      teams: shown,
      perRow: teamsPerRow(shown.length, o.cols, o.rows),
      byRole: o.cols?.toLowerCase() === "role",
      o: { icons: o.icons, staff: o.staff, logos: o.logos, order: o.order },
    });
  }

  private grid(l: Layout, into: Container): void {
    if (!l.teams.length) return;
    const boardRows = Math.ceil(l.teams.length / l.perRow);
    const colW = (WIDTH - (l.perRow - 1) * GAP) / l.perRow;
    const staffH = l.o.staff && l.teams.some((t) => t.staff.length) ? 48 : 0;
    // Narrow columns stack the logo over the name so the name keeps its size.
    const stacked = colW < 320;
    const head = stacked ? (l.o.logos ? 132 : 76) : 92;
    const maxCells = Math.max(...l.teams.map((t) => t.cells.length));
    const room = 1080 - 108 - 104 - 20;
    const rowRoom = room / boardRows - 20;
    const cellH = Math.max(48, Math.min(76, Math.floor((rowRoom - head - 8 - staffH) / maxCells) - 6));
    const blockH = head + 8 + maxCells * (cellH + 6) + staffH;
    const totalH = 104 + 20 + boardRows * (blockH + 20) - 20;
    const top = titleBar(into, l.title, l.accent, Math.max(54, Math.round((1080 - totalH) / 2))) + 20;
    l.teams.forEach((t, i) => {
      const x = X0 + (i % l.perRow) * (colW + GAP);
      const y = top + Math.floor(i / l.perRow) * (blockH + 20);
      const c = t.colours;
      into.addChild(rect(x, y, colW, head, c.bg));
      into.addChild(rect(x, y + head - 6, colW, 6, c.accent));
      if (stacked) {
        if (l.o.logos && c.logo) {
          const logo = new ImageBox(c.logo, 64, 64, this.ctx.invalidate);
          logo.position.set(x + (colW - 64) / 2, y + 8);
          into.addChild(logo);
        }
        into.addChild(place(fitted(t.name.toUpperCase(), colW - 16, display(28, c.text), 0.72), x + colW / 2, y + head - 32, 0.5));
      } else {
        let nx = x + 14;
        if (l.o.logos && c.logo) {
          const logo = new ImageBox(c.logo, head - 28, head - 28, this.ctx.invalidate);
          logo.position.set(x + 10, y + 11);
          into.addChild(logo);
          nx = x + head - 6;
        }
        into.addChild(place(fitted(t.name.toUpperCase(), x + colW - nx - 12, display(34, c.text), 0.6), nx, y + head / 2 - 3));
      }
      t.cells.forEach((cell, k) => {
        const cy = y + head + 8 + k * (cellH + 6);
        if (!cell.revealed) {
          into.addChild(rect(x, cy, colW, cellH, INK, 0.8));
          if (cell.pick)
            into.addChild(place(fitted(`PICK ${cell.pick}`, colW - 24, text(22, "#8090a8", "700")), x + colW / 2, cy + cellH / 2, 0.5));
          return;
        }
        const hot = l.o.order && cell.latest;
        into.addChild(rect(x, cy, colW, cellH, hot ? c.bg : INK));
        into.addChild(rect(x, cy, 6, cellH, c.bg === INK ? l.accent : hot ? c.accent : c.bg));
        const fg = hot ? c.text : "#ffffff";
        let tx = x + 18;
        if (l.o.icons) {
          const glyph = roleGlyph(cell.role, 26, hot ? c.text : "#9fb0c8");
          if (glyph) {
            glyph.position.set(tx, cy + (cellH - 26) / 2);
            into.addChild(glyph);
            tx += 36;
          }
        }
        let right = x + colW - 12;
        if (cell.captain) {
          const badge = place(fitted("C", 26, display(22, contrastOn(c.accent))), right - 13, cy + cellH / 2, 0.5);
          into.addChild(rect(right - 26, cy + cellH / 2 - 15, 26, 30, c.accent));
          into.addChild(badge);
          right -= 34;
        } else if (l.o.order && cell.pick) {
          const num = place(fitted(String(cell.pick), 40, text(20, hot ? c.text : "#8090a8", "800")), right, cy + cellH / 2, 1);
          into.addChild(num);
          right -= num.width + 10;
        }
        into.addChild(place(fitted(cell.name, right - tx, text(28, fg, "700"), 0.72), tx, cy + cellH / 2));
      });
      if (staffH && t.staff.length) {
        const sy = y + head + 8 + maxCells * (cellH + 6);
        into.addChild(rect(x, sy, colW, staffH - 6, INK, 0.75));
        into.addChild(place(fitted(`STAFF  ${t.staff.join(", ")}`, colW - 24, text(20, "#c9d4e5", "700")), x + 12, sy + (staffH - 6) / 2));
      }
    });
  }

  private roles(l: Layout, into: Container): void {
    if (!l.teams.length) return;
    const top = titleBar(into, l.title, l.accent, 54) + 20;
    const plateW = 420;
    const colW = (WIDTH - plateW - 3 * GAP) / 3;
    const headH = 52;
    const rowH = Math.max(56, Math.min(100, Math.floor((1080 - 54 - top - headH - 8) / l.teams.length) - 8));
    ["Tank", "Damage", "Support"].forEach((role, i) => {
      const x = X0 + plateW + GAP + i * (colW + GAP);
      into.addChild(rect(x, top, colW, headH, INK));
      into.addChild(rect(x, top + headH - 4, colW, 4, l.accent));
      const glyph = l.o.icons ? roleGlyph(role, 28, l.accent) : null;
      const label = fitted(role.toUpperCase(), colW - 80, display(30, "#ffffff"));
      const w = label.width + (glyph ? 40 : 0);
      if (glyph) {
        glyph.position.set(x + (colW - w) / 2, top + (headH - 28) / 2 - 2);
        into.addChild(glyph);
      }
      into.addChild(place(label, x + (colW - w) / 2 + (glyph ? 40 : 0), top + headH / 2 - 2));
    });
    l.teams.forEach((t, k) => {
      const y = top + headH + 8 + k * (rowH + 8);
      const c = t.colours;
      into.addChild(rect(X0, y, plateW, rowH, c.bg));
      into.addChild(rect(X0 + plateW - 6, y, 6, rowH, c.accent));
      let nx = X0 + 16;
      if (l.o.logos && c.logo) {
        const logo = new ImageBox(c.logo, rowH - 16, rowH - 16, this.ctx.invalidate);
        logo.position.set(X0 + 8, y + 8);
        into.addChild(logo);
        nx = X0 + rowH + 4;
      }
      into.addChild(
        place(fitted(t.name.toUpperCase(), X0 + plateW - nx - 20, display(Math.min(36, rowH * 0.42), c.text), 0.6), nx, y + rowH / 2),
      );
      byRole(t).forEach((cell, i) => {
        const x = X0 + plateW + GAP + i * (colW + GAP);
        into.addChild(rect(x, y, colW, rowH, INK, 0.88));
        if (cell.names.length)
          into.addChild(place(fitted(cell.names.join(" · "), colW - 32, text(28, "#ffffff", "700")), x + 16, y + rowH / 2));
      });
    });
  }

  override destroy(): void {
    this.off();
    super.destroy();
  }
}

export const draft = defineScene(draftRoute, {
  create: (ctx) => new DraftScene(ctx),
  needs: (_o, { broadcast, get }) => {
    const event = get(broadcast.event?.[0], "Events");
    return (event?.teams ?? []).flatMap((id) => teamKeys(get, id, true));
  },
});
