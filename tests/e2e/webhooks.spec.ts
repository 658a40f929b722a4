// Webhooks as their users see them: an organiser adds a JSON hook for the demo event in the
// console, a score change reaches a receiver this test runs, signed with the secret the console
// showed, and the console lists the delivery as delivered; an ftp: address is refused in the
// server's words. Then the event's Discord logging page adds a Discord channel webhook and lists it.
// The e2e server allows private addresses (WEBHOOKS_ALLOW_PRIVATE), so the receiver is local.
import { createHmac } from "node:crypto";
import { expect, test } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { retryScheduleText, WEBHOOK_MESSAGES } from "../../domain/webhooks.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startReceiver } from "../server/stand-ins/webhookReceiver.ts";
import { e2eState } from "./state.ts";

const LIVE_MATCH = seedId("match:0:4");

test("an organiser's hook receives a signed score change and the console shows it delivered; the event's Discord page adds a channel webhook", async ({
  page,
  request,
}) => {
  const { tokens } = e2eState();
  const receiver = await startReceiver();
  try {
    await page.addInitScript((t) => localStorage.setItem("auth_token", t), tokens.admin);
    await page.goto("/organiser/webhooks");
    await page.getByTestId("org-event-scope").selectOption(DEMO_EVENT_ID);
    await expect(page.getByTestId("org-webhooks")).toContainText("No webhooks yet.");

    // An ftp: address is refused by the server, in its words, and nothing is added.
    const form = page.getByTestId("webhook-new");
    await form.getByTestId("webhook-new-url").fill("ftp://x");
    await form.getByTestId("webhook-new-type-match.score_updated").check();
    await form.getByTestId("webhook-new-save").click();
    await expect(form.getByTestId("webhook-new-error")).toContainText(WEBHOOK_MESSAGES.notHttp);
    await expect(page.getByTestId("webhook")).toHaveCount(0);

    // A JSON hook to the receiver: its secret is shown once, then behind "Show secret".
    await form.getByTestId("webhook-new-url").fill(`${receiver.url}/json`);
    await form.getByTestId("webhook-new-save").click();
    const secretValue = page.getByTestId("webhook-secret-value");
    await expect(secretValue).toHaveText(/^whsec_/);
    const secret = (await secretValue.textContent())!;
    const hook = page.getByTestId("webhook");
    await expect(hook).toHaveCount(1);
    await expect(hook.getByTestId("webhook-url")).toHaveText(`${receiver.url}/json`);
    await expect(hook.getByTestId("webhook-state")).toHaveText("Active");
    await hook.getByTestId("webhook-show-secret").click();
    await expect(hook.getByTestId("webhook-secret")).toHaveText(secret);

    // A score change of the live match reaches the receiver, signed with that secret.
    const match = (await (await request.get(`/thing/${LIVE_MATCH}`)).json()) as { score_2?: number | null };
    const reply = await request.post("/actions/update-match-data", {
      headers: { Authorization: `Bearer ${tokens.admin}` },
      data: { matchID: LIVE_MATCH, updatedData: { score_2: (match.score_2 ?? 0) + 1 } },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    const scored = () => receiver.ofType("match.score_updated").find((r) => r.path === "/json");
    await expect.poll(() => !!scored(), { timeout: 45_000 }).toBe(true);
    const delivery = scored()!;
    expect(JSON.parse(delivery.body).data.match.id).toBe(LIVE_MATCH);
    const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
    const signed = `${delivery.headers["webhook-id"]}.${delivery.headers["webhook-timestamp"]}.${delivery.body}`;
    expect(delivery.headers["webhook-signature"]).toBe(`v1,${createHmac("sha256", key).update(signed).digest("base64")}`);
    // The console reads its hooks every 5 s: the delivery shows as delivered.
    await expect(hook.getByTestId("webhook-deliveries-row").filter({ hasText: "match.score_updated" }).first()).toHaveAttribute(
      "data-state",
      "delivered",
    );

    // The event's Discord logging page adds a Discord channel webhook and lists it (the JSON hook is not one).
    await page.goto(`/event/${shortId(DEMO_EVENT_ID)}/settings/discord-logging`);
    const discord = page.getByTestId("event-discord-logging");
    await expect(page.getByTestId("discord-logging-hook")).toHaveCount(0);
    await discord.getByTestId("event-discord-logging-url").fill(`${receiver.url}/discord`);
    await discord.getByTestId("event-discord-logging-type-match.completed").check();
    await discord.getByTestId("event-discord-logging-save").click();
    const listed = page.getByTestId("discord-logging-hook");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(`${receiver.url}/discord`);
    await expect(listed).toContainText("A match was decided");

    // The learn page the console links to tells the retry schedule.
    await page.goto("/learn/webhooks");
    await expect(page.getByTestId("webhooks-retries")).toHaveText(retryScheduleText());
  } finally {
    await receiver.close();
  }
});
