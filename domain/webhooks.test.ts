import { describe, expect, it } from "vitest";
import { discordMessage, retryScheduleText, WEBHOOK_ACTION_SCHEMAS, WEBHOOK_EXAMPLES, WEBHOOK_TYPES, webhookBody } from "./webhooks.ts";

const AT = Date.UTC(2026, 10, 28, 18, 42, 7);

describe("webhook bodies", () => {
  it("are Standard Webhooks' shape: type, ISO timestamp, data", () => {
    expect(JSON.parse(webhookBody({ type: "match.completed", at: AT, data: { a: 1 } }))).toEqual({
      type: "match.completed",
      timestamp: "2026-11-28T18:42:07.000Z",
      data: { a: 1 },
    });
  });

  it("every type has an example, and a Discord message with content and an embed", () => {
    for (const type of WEBHOOK_TYPES) {
      const message = discordMessage({ type, at: AT, data: WEBHOOK_EXAMPLES[type] });
      expect(message.content, type).not.toBe("");
      expect(message.embeds[0]!.title, type).not.toMatch(/undefined|null/);
      expect(message.embeds[0]!.timestamp).toBe("2026-11-28T18:42:07.000Z");
    }
  });

  it("a decided match names its winner and the score; a reschedule its new start in Discord's time tag", () => {
    const won = discordMessage({ type: "match.completed", at: AT, data: WEBHOOK_EXAMPLES["match.completed"] });
    expect(won.content).toBe("Aurora Foxes won Aurora Foxes vs Crimson Tide: Aurora Foxes 3 - 1 Crimson Tide");
    expect(won.embeds[0]!.url).toBe("https://example.org/match/recMatch000000001");
    const moved = discordMessage({ type: "match.rescheduled", at: AT, data: WEBHOOK_EXAMPLES["match.rescheduled"] });
    expect(moved.embeds[0]!.fields).toContainEqual({ name: "Start", value: "<t:1795888800:F>", inline: true });
    expect(moved.content).toBe("Rescheduled: Aurora Foxes vs Crimson Tide");
  });

  it("the retry schedule reads as the README says it", () => {
    expect(retryScheduleText()).toBe("5 s, 30 s, 2 min, 10 min, 1 h, 6 h");
  });
});

describe("save-webhook's payload", () => {
  const parse = (body: unknown) => WEBHOOK_ACTION_SCHEMAS["save-webhook"].safeParse(body);

  it("takes an http(s) address and known types", () => {
    expect(parse({ url: "https://example.org/hook", events: ["match.completed"], format: "discord" }).success).toBe(true);
  });

  it.each([
    [{ url: "ftp://example.org", events: ["match.completed"] }, "Use an http: or https: address"],
    [{ url: "https://user:pass@example.org", events: ["match.completed"] }, "Use an http: or https: address"],
    [{ url: "https://example.org", events: ["match.nope"] }, 'Unknown event type "match.nope"'],
    [{ url: "https://example.org", events: [] }, "Pick at least one event type"],
  ])("refuses %j: %s", (body, message) => {
    const parsed = parse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });
});
