import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WEBHOOK_TYPES } from "../../domain/webhooks.ts";
import { EXAMPLE_BODIES, EXAMPLE_HEADERS, EXAMPLE_SECRET, exampleWireBody } from "./webhookSnippets.ts";

const headers = Object.fromEntries(EXAMPLE_HEADERS.split("\n").map((line) => line.split(": ") as [string, string]));

describe("the webhooks learn page's examples", () => {
  it("shows one example body per type, in Standard Webhooks' shape", () => {
    expect(EXAMPLE_BODIES.map((b) => b.type)).toEqual([...WEBHOOK_TYPES]);
    for (const { type, body } of EXAMPLE_BODIES) expect(JSON.parse(body)).toMatchObject({ type, timestamp: "2026-11-28T18:42:07.000Z" });
  });

  it("signs its example headers as the page tells a receiver to check them", () => {
    // The page's node:crypto recipe, step by step, over the one-line body.
    const key = Buffer.from(EXAMPLE_SECRET.replace(/^whsec_/, ""), "base64");
    const signed = `${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${exampleWireBody("match.score_updated")}`;
    const expected = Buffer.from(createHmac("sha256", key).update(signed).digest("base64"));
    const given = Buffer.from(headers["webhook-signature"]!.replace(/^v1,/, ""));
    expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
  });
});
