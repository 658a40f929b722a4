import { expect, type Page } from "@playwright/test";
import { seedId } from "../../server/seed/demo.ts";
import { e2eState } from "./state.ts";

/** A 41-character team name (OVERLAYS.md "Long names fit"): longer than any panel holds at its design size. */
export const LONG_NAME = "Verdant Wolves of the Northern Evergreens";

/** The demo's live match teams: Aurora Foxes (AUR) and Verdant Wolves (VRW). */
export const VRW = seedId("team:VRW");

/** Save fields of a record as an organiser does in the console, over the same HTTP action. */
export async function saveRecord(page: Page, table: string, id: string, fields: Record<string, unknown>): Promise<void> {
  const { tokens, port } = e2eState();
  const res = await page.request.post(`http://localhost:${port}/actions/save-record`, {
    headers: { Authorization: `Bearer ${tokens.admin}` },
    data: { table, id, fields },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export const renameTeam = (page: Page, id: string, name: string) => saveRecord(page, "Teams", id, { name });

export interface FittedName {
  text: string;
  fontSize: number;
  scale: number;
}

/**
 * The drawn texts that show `name` (whole, in capitals or not, or cut with an ellipsis): each
 * with the size it is drawn at. A text that only contains the name among other words counts too.
 */
export async function drawnNames(page: Page, name: string): Promise<FittedName[]> {
  const boxes: { text: string; wanted: string; fontSize: number; scale: number }[] = await page.evaluate(() =>
    (window as any).__overlay.textBoxes(),
  );
  const target = name.toLowerCase();
  return boxes.filter((b) => b.wanted.toLowerCase().includes(target)).map((b) => ({ text: b.text, fontSize: b.fontSize, scale: b.scale }));
}

/**
 * The one long-name rule: every text showing `name` is drawn at 70 % of its design size or more,
 * and shows the whole name or a start of it ending in "…". Returns how many texts showed it.
 */
export async function expectNamesFit(page: Page, name: string, where: string): Promise<number> {
  const names = await drawnNames(page, name);
  for (const n of names) {
    expect(n.scale, `${where}: "${n.text}" shrunk under 70 %`).toBeGreaterThanOrEqual(0.7 - 1e-6);
    const whole = n.text.toLowerCase().includes(name.toLowerCase());
    expect(whole || n.text.endsWith("…"), `${where}: "${n.text}" is neither whole nor cut with an ellipsis`).toBe(true);
  }
  return names.length;
}
