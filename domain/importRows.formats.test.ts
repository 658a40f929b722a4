import { describe, expect, it } from "vitest";
import { previewImport, type ImportExisting } from "./importRows.ts";

const NONE: ImportExisting = { teams: [], players: [], matches: [] };
const AURORA = "recTEAMAAAAAAAAAAA";
const OWLS = "recTEAMBBBBBBBBBBB";
const RAVENS = "recTEAMCCCCCCCCCCC";
const START = Date.UTC(2026, 11, 1, 19);
const EXISTING: ImportExisting = {
  teams: [
    { id: AURORA, name: "Aurora Foxes", code: "AUR", players: ["recPLAYERAAAAAAAAA"], captains: ["recPLAYERAAAAAAAAA"] },
    { id: OWLS, name: "Midnight Owls", code: "MNO" },
    { id: RAVENS, name: "Storm Ravens", code: "STR" },
  ],
  players: [{ id: "recPLAYERAAAAAAAAA", name: "Kitsune", role: "Tank", manual_sr: 4210, member_of: [AURORA] }],
  matches: [
    { id: "recMATCHPLACEHOLDR", start: START },
    { id: "recMATCHFOXRAVENSS", teams: [AURORA, RAVENS], start: START },
    {
      id: "recMATCHFOXOWLSSSS",
      teams: [AURORA, OWLS],
      start: START,
      first_to: 3,
      match_group: "Group A",
      round: "Round 1",
      week: 2,
      match_number: 7,
    },
    { id: "recMATCHPLAYOFFSSS", teams: [AURORA, OWLS], match_number: 1, match_group: "Playoffs" },
  ],
};

const csv = (kind: "teams" | "players" | "matches", text: string, existing = NONE, timezone?: string) =>
  previewImport({ kind, format: "csv", text, timezone }, existing);
const json = (kind: "teams" | "players" | "matches", data: unknown, existing = NONE) =>
  previewImport({ kind, format: "json", text: JSON.stringify(data) }, existing);
const summary = (preview: ReturnType<typeof previewImport>) => preview.rows.map((r) => [r.row, r.table, r.status, r.values.name]);

describe("previewImport: reading CSV", () => {
  it("reads column names in any case and spacing, with dashes or spaces for underscores", () => {
    const preview = csv("players", "  Name ,Discord - ID,SR\nZed,1234,2500\n");
    expect(preview.error).toBeNull();
    expect(preview.rows[0]).toMatchObject({ status: "create", values: { name: "Zed", discord_id: "1234", sr: 2500 } });
  });

  it("leaves out lines that hold only spaces or empty fields", () => {
    expect(summary(csv("teams", "name\n   \n , \nFoxes\n"))).toEqual([[4, "Teams", "create", "Foxes"]]);
  });

  it("answers a file that is only an unterminated quote with that row's error", () => {
    const preview = csv("teams", '"Foxes\n');
    expect(preview.error).toBeNull();
    expect(preview.rows).toEqual([
      { row: 1, table: "Teams", status: "error", values: {}, errors: ["Unterminated quoted field starting on line 1"] },
    ]);
  });

  it("names every missing column", () => {
    expect(csv("matches", "start\n2026-12-01 19:00\n").error).toBe("Missing column: team_1, team_2 (the first line names the columns)");
  });

  it("takes exactly 2000 rows, and counts an unterminated last row towards the limit", () => {
    const names = Array.from({ length: 2000 }, (_, i) => `Team ${i}`).join("\n");
    const full = csv("teams", `name\n${names}\n`);
    expect(full.error).toBeNull();
    expect(full.counts.create).toBe(2000);
    expect(csv("teams", `name\n${names}\n"Broken`).error).toBe("At most 2000 rows (the file has more)");
  });

  it("reads a start without a zone as UTC when no time zone is given", () => {
    const preview = csv("matches", "team_1,team_2,start\nAurora Foxes,Midnight Owls,2026-12-05 19:00\n", EXISTING);
    expect(preview.rows[0]).toMatchObject({ status: "create", errors: [], values: { start: Date.UTC(2026, 11, 5, 19) } });
  });
});

describe("previewImport: reading JSON", () => {
  it("reads null as empty, a nested value as its JSON text, and leaves out unknown keys", () => {
    const preview = json("teams", [
      { name: "Foxes", code: null, colour: "orange" },
      { name: { first: "Storm" }, code: "TOOLONGX", colour: "red" },
    ]);
    expect(preview.rows.map((r) => [r.status, r.values, r.errors])).toEqual([
      ["create", { name: "Foxes" }, []],
      ["error", { name: '{"first":"Storm"}', code: "TOOLONGX" }, ["code: At most 6 characters"]],
    ]);
  });

  it("says a missing name is required", () => {
    expect(json("players", [{ sr: 2500 }]).rows[0].errors).toEqual(["name: Required"]);
  });

  it("refuses an array whose items are not all rows", () => {
    for (const data of [["Foxes"], [{ name: "Foxes" }, null], [{ name: "Foxes" }, "Owls"], [[{ name: "Foxes" }]]]) {
      const preview = json("teams", data);
      expect(preview.error).toBe("Unrecognised JSON: expected an array of rows, a Challonge export or a start.gg export");
      expect(preview.rows).toEqual([]);
    }
  });

  it("reads a file that starts with a byte order mark", () => {
    const preview = previewImport({ kind: "teams", format: "json", text: `\uFEFF${JSON.stringify([{ name: "Foxes" }])}` }, NONE);
    expect(preview.error).toBeNull();
    expect(summary(preview)).toEqual([[1, "Teams", "create", "Foxes"]]);
  });
});

describe("previewImport: Challonge exports", () => {
  const foxes = { participant: { id: 1, name: "Aurora Foxes" } };
  const owls = { participant: { id: 2, name: "Midnight Owls" } };

  it("reads participants without the tournament wrapper and without matches, numbering rows from 1", () => {
    const preview = json("teams", { participants: [foxes, owls] });
    expect(preview.error).toBeNull();
    expect(summary(preview)).toEqual([
      [1, "Teams", "create", "Aurora Foxes"],
      [2, "Teams", "create", "Midnight Owls"],
    ]);
  });

  it("reads participants as players without declaring teams", () => {
    expect(summary(json("players", [foxes, owls]))).toEqual([
      [1, "Players", "create", "Aurora Foxes"],
      [2, "Players", "create", "Midnight Owls"],
    ]);
  });

  it("numbers matches from their letters or digits, else from the suggested play order", () => {
    const match = (identifier: string, order?: number) => ({
      match: { player1_id: 1, player2_id: 2, identifier, suggested_play_order: order },
    });
    const preview = json("matches", {
      tournament: { participants: [foxes, owls], matches: [match("AA"), match("c"), match("12"), match("AAAA", 40), match("1X2", 41)] },
    });
    const matches = preview.rows.filter((r) => r.table === "Matches");
    expect(matches.map((r) => [r.status, r.values.match_number])).toEqual([
      ["create", 27],
      ["create", 3],
      ["create", 12],
      ["create", 40],
      ["create", 41],
    ]);
  });

  it("skips a match with one team still to be decided", () => {
    const preview = json("matches", [foxes, owls, { match: { player1_id: 1, player2_id: null, identifier: "A" } }]);
    expect(preview.rows.map((r) => [r.row, r.table, r.status])).toEqual([
      [1, "Teams", "create"],
      [2, "Matches", "skip"],
    ]);
    expect(preview.rows[1]).toEqual({
      row: 2,
      table: "Matches",
      status: "skip",
      values: { team_1: "Aurora Foxes", team_2: "", start: "", round: "", group: "", match_number: "1" },
      errors: [],
      note: "teams not decided yet",
    });
  });

  it("ignores entries that are neither participants nor matches", () => {
    const preview = json("matches", [foxes, null, 7, owls, { match: { player1_id: 1, player2_id: 2, identifier: "A" } }]);
    expect(preview.error).toBeNull();
    expect(preview.rows.map((r) => [r.table, r.status])).toEqual([
      ["Teams", "create"],
      ["Teams", "create"],
      ["Matches", "create"],
    ]);
  });

  it("does not give an undecided slot the name of a participant without an id", () => {
    const walkIn = { participant: { name: "Walk-in" } };
    const preview = json("matches", [walkIn, owls, { match: { player1_id: null, player2_id: 2, identifier: "A" } }]);
    expect(preview.rows.map((r) => [r.table, r.status, r.values.team_1 ?? r.values.name])).toEqual([
      ["Teams", "create", "Midnight Owls"],
      ["Matches", "skip", ""],
    ]);
  });

  it("refuses a team of the export whose name is over 120 characters", () => {
    const long = "L".repeat(121);
    const preview = json("matches", [
      foxes,
      { participant: { id: 2, name: long } },
      { match: { player1_id: 1, player2_id: 2, identifier: "A" } },
    ]);
    expect(preview.rows.filter((r) => r.table === "Teams").map((r) => [r.status, r.errors])).toEqual([
      ["create", []],
      ["error", ["name: At most 120 characters"]],
    ]);
  });
});

describe("previewImport: start.gg exports", () => {
  it("skips sets whose teams are not decided yet, naming a slot's team from its entrant", () => {
    const data = {
      event: {
        entrants: { nodes: [{ id: 1, name: "Storm Ravens", participants: [{ gamerTag: "Gale" }] }, null] },
        sets: {
          nodes: [
            { fullRoundText: "Final", slots: [{ entrant: { id: 1 } }, { entrant: null }] },
            { fullRoundText: "Semi", startAt: 1796151600, slots: [{ entrant: { id: 1, name: "Storm Ravens" } }, { entrant: { id: 99 } }] },
            null,
          ],
        },
      },
    };
    const preview = json("matches", data);
    expect(preview.error).toBeNull();
    expect(preview.rows).toEqual([
      { row: 1, table: "Teams", status: "create", values: { name: "Storm Ravens" }, errors: [] },
      {
        row: 2,
        table: "Matches",
        status: "skip",
        values: { team_1: "Storm Ravens", team_2: "", start: "", round: "Final" },
        errors: [],
        note: "teams not decided yet",
      },
      {
        row: 3,
        table: "Matches",
        status: "skip",
        values: { team_1: "Storm Ravens", team_2: "", start: "2026-12-01T19:00:00.000Z", round: "Semi" },
        errors: [],
        note: "teams not decided yet",
      },
    ]);
  });

  it("reads players of entrants without a name, and entrants without participants", () => {
    const entrants = [
      { id: 1, name: "  ", participants: [{ gamerTag: "Solo" }] },
      { id: 2, participants: [{ gamerTag: "Lone" }, null] },
      { id: 3, name: "Storm Ravens" },
    ];
    const data = { data: { event: { entrants: { nodes: entrants } } } };
    expect(summary(json("players", data))).toEqual([
      [1, "Teams", "create", "Storm Ravens"],
      [2, "Players", "create", "Solo"],
      [3, "Players", "create", "Lone"],
      [4, "Players", "error", ""],
    ]);
    const teams = json("teams", {
      event: { entrants: { nodes: [{ id: 1, name: "Gale Force", participants: [{ gamerTag: "Gale" }, null] }] } },
    });
    expect(teams.rows.map((r) => r.values)).toEqual([{ name: "Gale Force", players: ["Gale"] }]);
  });
});

describe("previewImport: checking rows", () => {
  it("explains a number that is not one or not whole, and trims values, a blank one being left out", () => {
    const preview = csv("players", "name,battletag,sr\nA,,abc\nB,,3.5\nC,,   \nD, D#1 ,2000\n");
    expect(preview.rows.map((r) => [r.status, r.errors])).toEqual([
      ["error", ["sr: Expected a number"]],
      ["error", ["sr: Expected a whole number"]],
      ["create", []],
      ["create", []],
    ]);
    expect(preview.rows[2].values).toEqual({ name: "C" });
    expect(preview.rows[3].values).toEqual({ name: "D", battletag: "D#1", sr: 2000 });
  });

  it("splits players on semicolons, ignores blank entries and names the player at fault", () => {
    const preview = csv("teams", `name,players\nFoxes,"Gale; ;Zephyr"\nOwls,"Hoot;${"H".repeat(121)}"\n`);
    expect(preview.rows[0]).toMatchObject({ status: "create", values: { name: "Foxes", players: ["Gale", "Zephyr"] } });
    expect(preview.rows[1].errors).toEqual(["players.1: At most 120 characters"]);
  });

  it("skips an existing player the row does not change, and updates one whose SR or team changes", () => {
    const one = (line: string) => {
      const row = csv("players", `name,battletag,discord_id,role,sr,team\n${line}\n`, EXISTING).rows[0];
      return [row.status, row.id];
    };
    expect(one("Kitsune,,,tank,4210,Aurora Foxes")).toEqual(["skip", "recPLAYERAAAAAAAAA"]);
    expect(one("Kitsune,,,,,")).toEqual(["skip", "recPLAYERAAAAAAAAA"]);
    expect(one("Kitsune,,,,4300,")).toEqual(["update", "recPLAYERAAAAAAAAA"]);
    expect(one("Kitsune,,,,,Midnight Owls")).toEqual(["update", "recPLAYERAAAAAAAAA"]);
  });

  it("names the unknown teams of a row with other errors, trimmed, and only those", () => {
    const long = "L".repeat(121);
    const text = `team_1,team_2,start\n Aurora Foxes ,Nobody,next week\nGhosts, Phantoms ,later\nAurora Foxes,${long},2026-12-01 19:00\n`;
    const notADate = (v: string) => `start: Not a date and time: "${v}" (use 2026-12-01T19:00:00Z or 2026-12-01 19:00)`;
    expect(csv("matches", text, EXISTING).rows.map((r) => r.errors)).toEqual([
      [notADate("next week"), 'team_2: unknown team "Nobody"'],
      [notADate("later"), 'team_1: unknown team "Ghosts"', 'team_2: unknown team "Phantoms"'],
      ["team_2: At most 120 characters"],
    ]);
    expect(csv("players", "name,sr,team\nA,-1,   \n", EXISTING).rows[0].errors).toEqual(["sr: Expected 0 to 5000"]);
  });

  it("refuses a team playing itself", () => {
    const preview = csv("matches", "team_1,team_2\nAurora Foxes,aurora foxes\n", EXISTING);
    expect(preview.rows[0]).toMatchObject({ status: "error", errors: ["team_2: a team cannot play itself"] });
  });

  it("does not take a player's name for a team", () => {
    const preview = csv("players", "name,team\nZed,\nNova,Zed\n");
    expect(preview.rows.map((r) => [r.status, r.errors])).toEqual([
      ["create", []],
      ["error", ['team: unknown team "Zed"']],
    ]);
  });
});

describe("previewImport: matches against the event's matches", () => {
  const one = (line: string) => {
    const row = csv("matches", `team_1,team_2,start,first_to,group,round,week,match_number\n${line}\n`, EXISTING).rows[0];
    return [row.status, row.id];
  };

  it("skips a match the row does not change, found by number or by its teams and start", () => {
    expect(one("Midnight Owls,Aurora Foxes,2026-12-01T19:00:00Z,3,Group A,Round 1,2,7")).toEqual(["skip", "recMATCHFOXOWLSSSS"]);
    expect(one("Aurora Foxes,Midnight Owls,,,Group A,,,7")).toEqual(["skip", "recMATCHFOXOWLSSSS"]);
    expect(one("Aurora Foxes,Midnight Owls,2026-12-01T19:00:00Z,,,,,")).toEqual(["skip", "recMATCHFOXOWLSSSS"]);
    expect(one("Storm Ravens,Aurora Foxes,2026-12-01T19:00:00Z,,,,,")).toEqual(["skip", "recMATCHFOXRAVENSS"]);
  });

  it("updates a match when any of its fields changes", () => {
    for (const line of [
      "Aurora Foxes,Midnight Owls,2026-12-02T19:00:00Z,,Group A,,,7",
      "Aurora Foxes,Midnight Owls,,5,Group A,,,7",
      "Aurora Foxes,Midnight Owls,,,Group A,Round 2,,7",
      "Aurora Foxes,Midnight Owls,,,Group A,,3,7",
      "Aurora Foxes,Midnight Owls,2026-12-01T19:00:00Z,,Group B,,,",
    ])
      expect(one(line)).toEqual(["update", "recMATCHFOXOWLSSSS"]);
  });

  it("creates a match with the same teams at another start, or with no start and no number", () => {
    expect(one("Aurora Foxes,Midnight Owls,2026-12-03T19:00:00Z,,,,,")).toEqual(["create", undefined]);
    expect(one("Aurora Foxes,Midnight Owls,,3,,,,")).toEqual(["create", undefined]);
  });

  it("flags the same two teams at the same start twice in a file, and nothing else", () => {
    const text = [
      "team_1,team_2,start",
      "Aurora Foxes,Midnight Owls,2026-12-05T19:00:00Z",
      "Midnight Owls,Aurora Foxes,2026-12-05T19:00:00Z",
      "Aurora Foxes,Storm Ravens,2026-12-05T19:00:00Z",
      "Aurora Foxes,Midnight Owls,",
      "Aurora Foxes,Midnight Owls,",
      "Ab,C,2026-12-05T19:00:00Z",
      "A,Bc,2026-12-05T19:00:00Z",
    ].join("\n");
    const rows = csv("matches", text, EXISTING).rows;
    expect(rows.map((r) => r.errors.filter((e) => e.includes("duplicate")))).toEqual([
      [],
      ["match_number: duplicate of row 2"],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
