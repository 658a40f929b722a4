import { describe, expect, it } from "vitest";
import {
  IMPORT_ACTION_SCHEMAS,
  matchImport,
  nameKey,
  parseCsv,
  parseStart,
  previewImport,
  readImport,
  TOO_MANY_ROWS,
  type ImportExisting,
} from "./importRows.ts";

const NONE: ImportExisting = { teams: [], players: [], matches: [] };
const EXISTING: ImportExisting = {
  teams: [
    { id: "recTEAMAAAAAAAAAAA", name: "Aurora Foxes", code: "AUR", players: ["recPLAYERAAAAAAAAA"], captains: ["recPLAYERAAAAAAAAA"] },
    { id: "recTEAMBBBBBBBBBBB", name: "Midnight Owls", code: "MNO" },
  ],
  players: [{ id: "recPLAYERAAAAAAAAA", name: "Kitsune", role: "Tank", manual_sr: 4210, member_of: ["recTEAMAAAAAAAAAAA"] }],
  matches: [{ id: "recMATCHAAAAAAAAAA", teams: ["recTEAMAAAAAAAAAAA", "recTEAMBBBBBBBBBBB"], match_number: 1, match_group: "Playoffs" }],
};

const csv = (kind: "teams" | "players" | "matches", text: string, existing = NONE, timezone?: string) =>
  previewImport({ kind, format: "csv", text, timezone }, existing);

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, CRLF, a BOM and a trailing newline", () => {
    const { records, error } = parseCsv('\uFEFFname,note\r\n"Foxes, the","say ""hi"""\r\nOwls,"two\nlines"\r\n');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ["name", "note"] },
      { line: 2, fields: ["Foxes, the", 'say "hi"'] },
      { line: 3, fields: ["Owls", "two\nlines"] },
    ]);
  });

  it("keeps empty fields and a last line without a newline", () => {
    expect(parseCsv("a,,c\nd,e,").records.map((r) => r.fields)).toEqual([
      ["a", "", "c"],
      ["d", "e", ""],
    ]);
  });

  it("counts lines inside quoted fields and names the line of an unterminated quote", () => {
    const { records, error } = parseCsv('name\n"a\nb"\nok\n"broken\nrest');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
    expect(error).toEqual({ line: 5, message: "Unterminated quoted field starting on line 5" });
  });

  it("counts a line break inside quotes once, whether LF, CRLF or a lone CR", () => {
    const { records, error } = parseCsv('a,"x\r\ny"\nb,"p\rq"\nc,"long text"\nd\n');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ["a", "x\r\ny"] },
      { line: 3, fields: ["b", "p\rq"] },
      { line: 5, fields: ["c", "long text"] },
      { line: 6, fields: ["d"] },
    ]);
  });

  it("ends records on LF, CRLF or a lone CR, and keeps blank lines", () => {
    expect(parseCsv("a\rb\r\n\n\nc").records).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, fields: ["b"] },
      { line: 3, fields: [""] },
      { line: 4, fields: [""] },
      { line: 5, fields: ["c"] },
    ]);
  });

  it("reads a quote inside an unquoted field as text", () => {
    expect(parseCsv('say "hi",x\n')).toEqual({ records: [{ line: 1, fields: ['say "hi"', "x"] }], error: null });
  });
});

describe("parseStart", () => {
  it("reads ISO 8601 with an offset, and local times in the given zone", () => {
    expect(parseStart("2026-12-01T19:00:00Z", "UTC")).toBe(Date.UTC(2026, 11, 1, 19));
    expect(parseStart("2026-12-01T19:00:00+01:00", "UTC")).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseStart("2026-12-01 19:00", "Europe/Berlin")).toBe(Date.UTC(2026, 11, 1, 18));
    expect(parseStart("2026-07-01 19:00", "America/New_York")).toBe(Date.UTC(2026, 6, 1, 23));
    expect(parseStart("tomorrow", "UTC")).toBeNull();
    expect(parseStart("2026-13-01 19:00", "UTC")).toBeNull();
  });

  it("answers null for a local time in an unknown zone", () => {
    expect(parseStart("2026-12-01 19:00", "Mars/Olympus")).toBeNull();
  });
});

describe("nameKey", () => {
  it("matches names whatever their case and surrounding spaces", () => {
    expect(nameKey("  Aurora FOXES ")).toBe("aurora foxes");
  });
});

describe("previewImport: our CSV", () => {
  it("creates new teams with their players and captain, and matches existing ones by name", () => {
    const preview = csv("teams", "Name,Code,Players,Captain\nStorm Ravens,STR,Gale;Zephyr,Gale\naurora foxes,AUR,Kitsune,\n", EXISTING);
    expect(preview.error).toBeNull();
    expect(preview.rows.map((r) => [r.row, r.status])).toEqual([
      [2, "create"],
      [3, "skip"],
    ]);
    expect(preview.rows[0].values).toEqual({ name: "Storm Ravens", code: "STR", players: ["Gale", "Zephyr"], captain: "Gale" });
    expect(preview.rows[1].id).toBe("recTEAMAAAAAAAAAAA");
    expect(preview.counts).toEqual({ create: 1, update: 0, skip: 1, error: 0 });
  });

  it("flags per-row problems: a missing name, a long code, a captain not on the team, a duplicate", () => {
    const preview = csv("teams", "name,code,players,captain\n,AB\nLong,TOOLONGX\nOwls,,A;B,C\nowls\n");
    expect(preview.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [2, "error", ["name: Required"]],
      [3, "error", ["code: At most 6 characters"]],
      [4, "error", ["captain: must be one of the players"]],
      [5, "error", ["name: duplicate of row 4"]],
    ]);
  });

  it("checks players: role, SR and a known team; an existing player with new values is an update", () => {
    const preview = csv(
      "players",
      "name,battletag,discord_id,role,sr,team\nKitsune,Kit#1234,,tank,4300,Aurora Foxes\nNew,,,Healer,-5,Nowhere\nFresh,F#1,123,Support,3000,midnight owls\n",
      EXISTING,
    );
    expect(preview.rows[0]).toMatchObject({ status: "update", id: "recPLAYERAAAAAAAAA", values: { role: "Tank", sr: 4300 } });
    expect(preview.rows[1].status).toBe("error");
    expect(preview.rows[1].errors).toEqual([
      "role: Expected one of Tank, DPS, Damage, Support, Flex",
      "sr: Expected 0 to 5000",
      'team: unknown team "Nowhere"',
    ]);
    expect(preview.rows[2]).toMatchObject({ status: "create", values: { name: "Fresh", sr: 3000, team: "midnight owls" } });
  });

  it("reports an unknown team of an otherwise valid row", () => {
    const preview = csv("players", "name,team\nNew,Nowhere\n", EXISTING);
    expect(preview.rows[0].errors).toEqual(['team: unknown team "Nowhere"']);
  });

  it("checks matches: known teams, a start that parses in the given zone, first_to and duplicates", () => {
    const text = [
      "team_1,team_2,start,first_to,group,round,week,match_number",
      "Aurora Foxes,Midnight Owls,2026-12-01 19:00,3,Group A,Round 1,1,11",
      "Aurora Foxes,Nobody,2026-12-01T19:00:00Z,3,,,,",
      "Aurora Foxes,Midnight Owls,next week,100,,,,",
      "Midnight Owls,Aurora Foxes,,,Group A,,,11",
      "Aurora Foxes,Midnight Owls,,5,Playoffs,,,1",
    ].join("\n");
    const preview = csv("matches", text, EXISTING, "Europe/London");
    expect(preview.rows.map((r) => r.status)).toEqual(["create", "error", "error", "error", "update"]);
    expect(preview.rows[0].values).toMatchObject({
      start: Date.UTC(2026, 11, 1, 19),
      first_to: 3,
      group: "Group A",
      week: 1,
      match_number: 11,
    });
    expect(preview.rows[1].errors).toEqual(['team_2: unknown team "Nobody"']);
    expect(preview.rows[2].errors).toEqual([
      'start: Not a date and time: "next week" (use 2026-12-01T19:00:00Z or 2026-12-01 19:00)',
      "first_to: Expected 1 to 99",
    ]);
    expect(preview.rows[3].errors).toEqual(["match_number: duplicate of row 2"]);
    expect(preview.rows[4].id).toBe("recMATCHAAAAAAAAAA");
  });

  it("answers file problems: a missing column, an empty file, an unterminated quote as the row's error", () => {
    expect(csv("matches", "team_1,start\nA,B\n").error).toBe("Missing column: team_2 (the first line names the columns)");
    expect(csv("teams", "\n\n").error).toBe("The file is empty");
    const broken = csv("teams", 'name\nOne\n"Two\nThree\n');
    expect(broken.error).toBeNull();
    expect(broken.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [2, "create", []],
      [3, "error", ["Unterminated quoted field starting on line 3"]],
    ]);
  });

  it("refuses more than 2000 rows", () => {
    const text = `name\n${Array.from({ length: 2001 }, (_, i) => `Team ${i}`).join("\n")}`;
    expect(csv("teams", text).error).toBe("At most 2000 rows (the file has more)");
  });

  it("stops reading at the first row past the limit: what follows it is never read", () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `Team ${i}`).join("\n");
    // An unterminated quote after the limit would be a row error if it were read.
    const text = `name\n${rows}\n"never read\n${"x,".repeat(100_000)}`;
    expect(csv("teams", text)).toMatchObject({ error: TOO_MANY_ROWS, rows: [] });
    const read = parseCsv(text, 2001);
    expect(read.more).toBe(true);
    expect(read.records).toHaveLength(2002);
    expect(read.records.at(-1)).toEqual({ line: 2002, fields: ["Team 2000"] });
  });

  it("counts only rows with text towards the limit", () => {
    const { records, more } = parseCsv("name\n\n , \nA\nB\nC", 2);
    expect(more).toBe(true);
    expect(records.map((r) => r.fields[0])).toEqual(["name", "", " ", "A", "B"]);
    expect(parseCsv("name\n\nA\n", 2)).toEqual(parseCsv("name\n\nA\n"));
  });

  it("refuses a JSON list of more than 2000 rows", () => {
    const text = JSON.stringify(Array.from({ length: 2001 }, (_, i) => ({ name: `Team ${i}` })));
    expect(previewImport({ kind: "teams", format: "json", text }, NONE).error).toBe(TOO_MANY_ROWS);
  });
});

describe("readImport and matchImport", () => {
  it("read without the event, copied as plain data, then matched: the same preview as previewImport", () => {
    const input = {
      kind: "players" as const,
      format: "csv" as const,
      text: 'name,team,sr\nKitsune,Aurora Foxes,4300\nNew,Nowhere,x\nFresh,,\n"bad',
    };
    const read = structuredClone(readImport(input));
    expect(matchImport(read, EXISTING)).toEqual(previewImport(input, EXISTING));
    expect(matchImport(read, EXISTING).rows.map((r) => [r.row, r.status])).toEqual([
      [2, "update"],
      [3, "error"],
      [4, "create"],
      [5, "error"],
    ]);
  });
});

describe("previewImport: JSON", () => {
  const json = (kind: "teams" | "players" | "matches", data: unknown, existing = NONE) =>
    previewImport({ kind, format: "json", text: JSON.stringify(data) }, existing);

  it("reads an array of our rows", () => {
    const preview = json("players", [{ name: "Zed", SR: 2500, role: "DPS" }, { name: "" }]);
    expect(preview.rows.map((r) => [r.row, r.status])).toEqual([
      [1, "create"],
      [2, "error"],
    ]);
    expect(preview.rows[0].values).toEqual({ name: "Zed", sr: 2500, role: "DPS" });
  });

  it("reads a Challonge export: participants as teams, matches with the teams they name", () => {
    const participants = [
      { participant: { id: 11, name: "Storm Ravens", group_player_ids: [111] } },
      { participant: { id: 12, name: "Aurora Foxes" } },
    ];
    const matches = [
      {
        match: { player1_id: 111, player2_id: 12, round: 1, scheduled_time: "2026-12-01T19:00:00.000-05:00", identifier: "B", group_id: 7 },
      },
      { match: { player1_id: null, player2_id: null, round: 2, identifier: "C" } },
    ];
    expect(json("teams", participants).rows.map((r) => r.values.name)).toEqual(["Storm Ravens", "Aurora Foxes"]);
    const preview = json("matches", { tournament: { participants, matches } }, EXISTING);
    expect(preview.rows.map((r) => [r.table, r.status])).toEqual([
      ["Teams", "create"],
      ["Matches", "create"],
      ["Matches", "skip"],
    ]);
    expect(preview.rows[1].values).toEqual({
      team_1: "Storm Ravens",
      team_2: "Aurora Foxes",
      start: Date.UTC(2026, 11, 2, 0),
      round: "1",
      group: "7",
      match_number: 2,
    });
    expect(preview.rows[2].note).toBe("teams not decided yet");
  });

  it("reads a start.gg export: entrants with their players, sets with their teams", () => {
    const data = {
      data: {
        event: {
          entrants: {
            nodes: [
              { id: 1, name: "Storm Ravens", participants: [{ gamerTag: "Gale" }, { gamerTag: "Zephyr" }] },
              { id: 2, name: "Aurora Foxes", participants: [{ gamerTag: "Kitsune" }] },
            ],
          },
          sets: {
            nodes: [
              {
                id: 9,
                fullRoundText: "Winners Final",
                startAt: 1796151600,
                slots: [{ entrant: { id: 1, name: "Storm Ravens" } }, { entrant: { id: 2 } }],
              },
            ],
          },
        },
      },
    };
    const teams = json("teams", data, EXISTING);
    expect(teams.rows.map((r) => [r.status, r.values])).toEqual([
      ["create", { name: "Storm Ravens", players: ["Gale", "Zephyr"] }],
      ["skip", { name: "Aurora Foxes", players: ["Kitsune"] }],
    ]);
    const players = json("players", data, EXISTING);
    expect(players.rows.map((r) => [r.table, r.status, r.values.name])).toEqual([
      ["Teams", "create", "Storm Ravens"],
      ["Players", "create", "Gale"],
      ["Players", "create", "Zephyr"],
      ["Players", "skip", "Kitsune"],
    ]);
    const sets = json("matches", data, EXISTING);
    expect(sets.rows[1]).toMatchObject({
      table: "Matches",
      status: "create",
      values: { team_1: "Storm Ravens", team_2: "Aurora Foxes", start: 1796151600000, round: "Winners Final" },
    });
  });

  it("answers JSON it does not know", () => {
    expect(json("teams", { hello: 1 }).error).toMatch(/^Unrecognised JSON/);
    expect(previewImport({ kind: "teams", format: "json", text: "{nope" }, NONE).error).toMatch(/^Not valid JSON/);
  });
});

describe("import-records payload", () => {
  const schema = IMPORT_ACTION_SCHEMAS["import-records"];
  it("takes an IANA zone and refuses an unknown one", () => {
    const base = { event: "recX", kind: "teams", format: "csv", text: "", confirm: false };
    expect(schema.safeParse({ ...base, timezone: "Europe/Berlin" }).success).toBe(true);
    expect(schema.safeParse({ ...base, timezone: "Mars/Olympus" }).success).toBe(false);
    expect(schema.safeParse({ ...base, kind: "maps" }).success).toBe(false);
  });
});
