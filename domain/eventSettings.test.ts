import { describe, expect, it } from "vitest";
import { blocksObject, EditableBlocksSchema, mergeBlocks, parseEventBlocks, signupSettings } from "./eventBlocks.ts";
import { SETTINGS_ACTION_SCHEMAS } from "./eventSettings.ts";

const eventSettings = SETTINGS_ACTION_SCHEMAS["update-event-settings"];
const teamSettings = SETTINGS_ACTION_SCHEMAS["update-team-settings"];

describe("update-event-settings payload", () => {
  it("accepts any subset of the settings and normalises subdomains", () => {
    expect(eventSettings.parse({ event: "rec1", settings: {} })).toEqual({ event: "rec1", settings: {} });
    const parsed = eventSettings.parse({ event: "rec1", settings: { subdomain: " Spring-Cup ", theme: { color_theme: "#aabbcc" } } });
    expect(parsed.settings.subdomain).toBe("spring-cup");
  });

  it("refuses bad colours, subdomains, socials, unknown settings and long about texts", () => {
    for (const settings of [
      { theme: { color_theme: "red" } },
      { subdomain: "spring cup" },
      { subdomain: "-x" },
      { socials: [{ type: "Twitch", url: "javascript:alert(1)" }] },
      { socials: [{ type: "Myspace", url: "https://x.example" }] },
      { colour: "#fff" },
      { about: "x".repeat(20_001) },
      { blocks: { reporting: { score: { staffApprove: "yes" } } } },
      { blocks: { discord: { guildId: "not a number" } } },
      { blocks: { discordLogging: { events: ["everything"] } } },
    ])
      expect(eventSettings.safeParse({ event: "rec1", settings }).success, JSON.stringify(settings)).toBe(false);
  });
});

describe("update-team-settings payload", () => {
  it("uppercases codes and accepts only image data URLs as logos", () => {
    expect(teamSettings.parse({ team: "rec1", settings: { code: "aur" } }).settings.code).toBe("AUR");
    expect(teamSettings.safeParse({ team: "rec1", settings: { logo: "data:image/png;base64,AAAA" } }).success).toBe(true);
    expect(teamSettings.safeParse({ team: "rec1", settings: { logo: "data:image/svg+xml;base64,AAAA" } }).success).toBe(false);
    expect(teamSettings.safeParse({ team: "rec1", settings: { code: "TOOLONGCODE" } }).success).toBe(false);
  });
});

describe("editable blocks", () => {
  it("keeps blocks it does not know and the fields of known ones", () => {
    const parsed = EditableBlocksSchema.parse({ custom: { x: 1 }, auction: { public: true, note: "kept" } });
    expect(parsed).toEqual({ custom: { x: 1 }, auction: { public: true, note: "kept" } });
  });

  it("merges edits over the stored blocks: given blocks replace, null removes, others stay", () => {
    const stored = JSON.stringify({ standings: [{ title: "A" }], foldy: { use: true }, custom: 1 });
    const merged = JSON.parse(mergeBlocks(stored, { foldy: null, draft: { use: true } }));
    expect(merged).toEqual({ standings: [{ title: "A" }], custom: 1, draft: { use: true } });
    expect(JSON.parse(mergeBlocks("not json", { draft: { use: false } }))).toEqual({ draft: { use: false } });
  });

  it("reads reporting as the badges do, and the sign-up settings", () => {
    const text = mergeBlocks(null, {
      reporting: { score: { use: true, staffApprove: true, opponentApprove: false } },
      signups: { open: true, closes: 1000, splitSrByRole: true },
    });
    expect(parseEventBlocks(text).reporting.score).toEqual({ use: true, staffApprove: true, opponentApprove: false });
    expect(signupSettings(text)).toEqual({ open: true, closes: 1000, splitSrByRole: true, showAllSrInputs: false });
    expect(signupSettings(text, 2000).open).toBe(false);
    expect(signupSettings(null)).toEqual({ open: false, closes: null, splitSrByRole: false, showAllSrInputs: false });
    expect(blocksObject("[1]")).toEqual({});
  });
});
