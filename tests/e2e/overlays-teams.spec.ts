import { expect, overlayTest as test, type Page } from "./test.ts";
import { io } from "socket.io-client";
import { bridge, expectFrame, openOverlay } from "./overlays-helpers.ts";
import { FIXTURES, fixtureTests } from "./overlay-fixtures.ts";
import { e2eState } from "./state.ts";
import { EVENTUALLY_MS } from "../eventually.ts";

test.use({ viewport: { width: 1920, height: 1080 } });

fixtureTests(FIXTURES.teams);

test("draft triggers sent to a client reach only that client's draft board", async ({ page, browser }) => {
  const { tokens, port } = e2eState();
  const deck = io(`http://localhost:${port}`, { transports: ["websocket"], auth: { token: tokens.crew }, forceNew: true });
  await new Promise<void>((resolve, reject) => deck.once("connect", () => resolve()).once("connect_error", reject));
  const trigger = (name: "advance_draft" | "reset_draft") =>
    deck.timeout(EVENTUALLY_MS).emitWithAck("prod_trigger", { trigger: name, broadcast: "main", client: "producer" });
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
