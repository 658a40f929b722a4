import { expect, test, type Page } from "@playwright/test";
import { io } from "socket.io-client";
import { bridge, expectFrame, openOverlay } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

/** The history, draft and roster overlays against the demo data, with what a viewer must see. */
const OVERLAYS: [name: string, path: string, expected: string[]][] = [
  ["history", "/broadcast/main/history", ["RECENT RESULTS", "AURORA FOXES", "VERDANT WOLVES", "CRIMSON TIDE", "W", "L"]],
  ["history-oldest-first", "/broadcast/main/history?max=3&reverse=false", ["AURORA FOXES", "LAST 3"]],
  ["season-history", "/broadcast/main/season-history?headers", ["SPRING CUP RESULTS", "GROUP A", "MIDNIGHT OWLS", "W-L"]],
  ["season-history-group", "/broadcast/main/season-history?group=Group%20A&max=2", ["GROUP A RESULTS", "AURORA FOXES"]],
  ["player-history", "/broadcast/main/player-history", ["KITSUNE", "TEAM HISTORY", "Community Cup Winter Invitational", "TANK · CAPTAIN"]],
  ["player-history-minor", "/broadcast/main/player-history?minor", ["KITSUNE", "AURORA FOXES"]],
  ["draft", "/broadcast/main/draft", ["SPRING CUP DRAFT", "AURORA FOXES", "STORM RAVENS", "Kitsune", "Blaze"]],
  ["draft-roles", "/broadcast/main/draft?cols=role", ["TANK", "DAMAGE", "SUPPORT", "Kitsune (C)"]],
  ["draft-rows", "/broadcast/main/draft?cols=4&order", ["GOLDEN LYNX", "1", "Blaze"]],
  ["auction", "/broadcast/main/auction", ["PLAYER AUCTION · OPEN", "ON THE BLOCK", "HOWL", "185", "LEFT"]],
  ["auction-pool", "/broadcast/main/auction?captain&undrafted", ["CAPTAIN", "Kitsune", "STILL IN POOL"]],
  ["rosters", "/broadcast/main/rosters?roles&sort&badges", ["ROSTERS", "AURORA FOXES", "VERDANT WOLVES", "Kitsune", "TANK", "C"]],
  ["rosters-split", "/broadcast/main/rosters?split=2", ["ROSTERS", "Alpha"]],
  ["hero-roster", "/broadcast/main/hero-roster?roles&pronouns", ["AURORA FOXES", "KITSUNE", "Tank · he/him"]],
  ["hero-roster-team2", "/broadcast/main/hero-roster?team=2", ["VERDANT WOLVES", "ALPHA"]],
  ["boxed-roster", "/broadcast/main/boxed-roster?headshots&roles", ["AURORA FOXES", "KITSUNE", "Tank"]],
  [
    "boxed-roster-alternate",
    "/broadcast/main/boxed-roster?team=2&alternate&fill&subtitle=Group%20A",
    ["VERDANT WOLVES", "Group A", "ALPHA"],
  ],
  ["staff", "/broadcast/main/staff", ["BROADCAST STAFF", "CASTERS", "Caster Quinn", "Caster Rowan"]],
  ["branding", "/broadcast/main/branding", ["AUR", "AURORA FOXES"]],
];

for (const [name, path, expected] of OVERLAYS) {
  test(`${name} draws the demo data and is saved as a 1920x1080 fixture`, async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => m.type() === "error" && warnings.push(m.text()));
    page.on("pageerror", (e) => warnings.push(e.message));
    const b = await openOverlay(page, path);
    expect(b.error).toBeNull();
    expect(b.drawn).toBe(true);
    for (const text of expected) expect(b.texts).toContain(text);
    await expectFrame(page, name);
    expect(warnings).toEqual([]);
  });
}

test("draft triggers sent to a client reach only that client's draft board", async ({ page, browser }) => {
  const { tokens, port } = e2eState();
  const deck = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.crew }, forceNew: true });
  await new Promise<void>((resolve, reject) => deck.once("connect", () => resolve()).once("connect_error", reject));
  const trigger = (name: "advance_draft" | "reset_draft") =>
    deck.timeout(5000).emitWithAck("prod_trigger", { trigger: name, broadcast: "main", client: "producer" });
  const observer = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const texts = async (p: Page) => (await bridge(p)).texts;
  try {
    await openOverlay(page, "/client/producer/draft?noAnimate&order");
    await openOverlay(observer, "/client/observer/draft?noAnimate&order");
    // Both boards start with every pick shown.
    for (const p of [page, observer]) expect(await texts(p)).toEqual(expect.arrayContaining(["Kitsune", "Blaze", "Talon"]));

    expect(await trigger("reset_draft")).toEqual({ data: true });
    // Captains stay; every pick is hidden behind its number on the producer's board.
    await expect.poll(() => texts(page)).toContain("PICK 1");
    expect(await texts(page)).toContain("Kitsune");
    expect(await texts(page)).not.toContain("Blaze");

    expect(await trigger("advance_draft")).toEqual({ data: true });
    // The first pick in snake order is the first team's first player after its captain.
    await expect.poll(() => texts(page)).toContain("Blaze");
    expect(await texts(page)).not.toContain("PICK 1");
    expect(await texts(page)).toContain("PICK 2");
    await expectFrame(page, "draft-first-pick");

    // The observer's board heard neither trigger: still every pick, no hidden slot.
    // Waits for nothing to happen: half a second, by when the producer's own board had already changed.
    await observer.waitForTimeout(500);
    const seen = await texts(observer);
    expect(seen).toEqual(expect.arrayContaining(["Blaze", "Talon"]));
    expect(seen.some((t) => t.startsWith("PICK "))).toBe(false);
  } finally {
    deck.close();
    await observer.close();
  }
});
