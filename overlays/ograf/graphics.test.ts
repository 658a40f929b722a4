import { describe, expect, it } from "vitest";
import { feedOf } from "../../engine/buildData.ts";
import { manifestOf, parseData } from "../../engine/ograf/define.ts";
import { portableRecords } from "../../engine/ograf/portable.ts";
import { dataValidator, defaultsOf, manifestProblems, OGRAF_SCHEMA_URL } from "../../tests/ograf/manifestCheck.ts";
import { GRAPHICS } from "./graphics.ts";

const graphic = (id: string) => GRAPHICS.find((g) => g.id === id)!;
const manifest = (id: string) =>
  manifestOf(graphic(id), `${id}.mjs`, "1.0.0") as Record<string, unknown> & {
    schema: { properties: Record<string, { default?: unknown }> };
  };

describe("the OGraf export", () => {
  it("has the twelve graphics the issue names, with unique ids, four of them non-real-time", () => {
    expect(GRAPHICS.map((g) => g.id)).toEqual(
      expect.arrayContaining([
        "ingame",
        "versus",
        "winners",
        "break",
        "break-bar",
        "schedule",
        "standings",
        "bracket",
        "desk",
        "lower-third",
        "clock",
        "stinger",
      ]),
    );
    expect(new Set(GRAPHICS.map((g) => g.id)).size).toBe(GRAPHICS.length);
    expect(GRAPHICS.filter((g) => g.nonRealTime).map((g) => g.id)).toEqual(["ingame", "versus", "lower-third", "stinger"]);
    expect(graphic("stinger").stepCount).toBe(0);
    expect(graphic("break").stepCount).toBe(graphic("break").stepNames!.length);
  });

  it.each(GRAPHICS.map((g) => g.id))("%s: its manifest follows the specification's manifest table", (id) => {
    const m = manifest(id);
    expect(manifestProblems(m, `${id}.ograf.json`)).toEqual([]);
    expect(m.$schema).toBe(OGRAF_SCHEMA_URL);
    expect(m.main).toBe(`${id}.mjs`);
    expect(m.supportsRealTime).toBe(true);
    expect(m.supportsNonRealTime).toBe(graphic(id).nonRealTime);
  });

  it("finds what is wrong with a manifest that breaks the table", () => {
    const { name: _name, ...noName } = manifest("ingame");
    expect(manifestProblems(noName)).toContain("name is required");
    expect(manifestProblems({ ...manifest("ingame"), $schema: "https://example.com/schema.json" })).toContain(
      '$schema is "https://example.com/schema.json"',
    );
    expect(manifestProblems({ ...manifest("ingame"), editor: "x" })).toContain(
      "editor is not a manifest field (vendor fields start with v_)",
    );
    expect(manifestProblems({ ...manifest("ingame"), supportsNonRealTime: "yes" })).toContain("supportsNonRealTime is string, not boolean");
    expect(manifestProblems({ ...manifest("ingame"), schema: { type: "object", properties: { a: { type: "strin" } } } })[0]).toMatch(
      /^schema is not valid JSON Schema/,
    );
    expect(manifestProblems(manifest("ingame"), "ingame.json")).toContain("file name ingame.json does not end with .ograf.json");
  });

  it.each(GRAPHICS.map((g) => g.id))("%s: the manifest's schema and the graphic agree on good and bad data", (id) => {
    const m = manifest(id);
    const validate = dataValidator(m);
    const good = defaultsOf(m.schema);
    expect(validate(good)).toBe(true);
    const live = graphic(id).portable ? good : { ...good, server: "https://example.com", broadcast: "main" };
    expect(parseData(graphic(id), live).ok).toBe(true);
    // A colour that is not #RRGGBB, a number where text goes: both refuse.
    const bad = graphic(id).portable ? { ...good, eventColor: "blue" } : { ...good, server: 42 };
    expect(validate(bad)).toBe(false);
    expect(parseData(graphic(id), bad)).toEqual({ ok: false, message: expect.stringMatching(/^(eventColor|server): /) });
  });

  it("answers what is wrong or missing, in words", () => {
    expect(parseData(graphic("ingame"), { team1Score: "three" })).toEqual({ ok: false, message: expect.stringContaining("team1Score: ") });
    expect(parseData(graphic("ingame"), { teamOneScore: 3 })).toEqual({ ok: false, message: expect.stringContaining("teamOneScore") });
    expect(parseData(graphic("schedule"), { schedule: [{ team1Name: "A" }] })).toEqual({
      ok: false,
      message: expect.stringContaining("schedule.0.team2Name"),
    });
    expect(parseData(graphic("standings"), {})).toEqual({
      ok: false,
      message: expect.stringMatching(/^server: this graphic draws live data only/),
    });
    expect(parseData(graphic("ingame"), { server: "https://example.com" })).toEqual({
      ok: false,
      message: expect.stringMatching(/^broadcast: /),
    });
    expect(parseData(graphic("ingame"), { server: "https://example.com/path" })).toEqual({
      ok: false,
      message: expect.stringMatching(/^server: /),
    });
    // A vendor's own fields are not ours to refuse (element.ts drops them before parsing).
    expect(parseData(graphic("ingame"), { team1Name: "A" }).ok).toBe(true);
  });

  it("turns portable fields into the records a scene reads: the live match, its teams and colours, the schedule, the countdown", () => {
    const parsed = parseData(graphic("break"), {
      eventName: "Winter Open",
      countdown: 300_000,
      schedule: [{ team1Name: "Owls", team1Code: "OWL", team2Name: "Foxes", start: "2026-12-01T18:00:00Z", score1: 2, score2: 1 }],
    });
    if (!parsed.ok || parsed.source.kind !== "portable") throw new Error("expected portable data");
    const { broadcast, records } = portableRecords(parsed.source.data, 1_000, graphic("break").broadcast?.(parsed.source.data));
    const feed = feedOf(broadcast, records);
    expect(feed.event?.name).toBe("Winter Open");
    expect(feed.broadcast.countdown_end).toBe(301_000);
    expect(feed.schedule.map((m) => [m.names, m.codes, m.score, m.record.start])).toEqual([
      // A team with no code gets one from its name, as everywhere.
      [["Owls", "Foxes"], ["OWL", "FOXE"], [2, 1], Date.parse("2026-12-01T18:00:00Z")],
    ]);

    const ingame = parseData(graphic("ingame"), {
      team1Name: "Owls",
      team1Color: "#112233",
      team1Logo: "https://example.com/owl.png",
      team1Score: 2,
      firstTo: 3,
    });
    if (!ingame.ok || ingame.source.kind !== "portable") throw new Error("expected portable data");
    const live = portableRecords(ingame.source.data, 0);
    const match = feedOf(live.broadcast, live.records).match!;
    expect(match.names).toEqual(["Owls", "Crimson Tide"]);
    expect(match.score).toEqual([2, 0]);
    expect(match.teams[0]?.theme.background).toBe("#112233");
    expect(match.teams[0]?.theme.logoId).toBe("https://example.com/owl.png");
    expect(match.bestOf).toBe(5);
  });
});
