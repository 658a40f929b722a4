import { describe, expect, it } from "vitest";
import { CONSOLE_FIELDS, CONSOLE_TABLES, REQUIRED_FIELDS } from "../../domain/console.ts";
import { auditQueryString, listQueryString } from "../../live/console.ts";
import {
  auditValue,
  FIELDS,
  fieldsOf,
  formValuesOf,
  formIssues,
  formMessage,
  issuesByField,
  maxLengthOf,
  recordLabel,
  savePayloadFields,
  TABLE_INFO,
  tableOfSlug,
} from "./fields.ts";

describe("console field descriptions", () => {
  it("describe every field of every console table, and nothing else", () => {
    for (const table of CONSOLE_TABLES) {
      const schemaKeys = Object.keys(CONSOLE_FIELDS[table].shape).sort();
      expect(Object.keys(FIELDS[table]).sort(), table).toEqual(schemaKeys);
      for (const required of REQUIRED_FIELDS[table]) expect(schemaKeys, `${table}.${required}`).toContain(required);
    }
  });

  it("give each table a unique slug and name, and refs point at console tables", () => {
    const slugs = CONSOLE_TABLES.map((t) => TABLE_INFO[t].slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const table of CONSOLE_TABLES) {
      expect(tableOfSlug(TABLE_INFO[table].slug)).toBe(table);
      for (const [field, d] of fieldsOf(table)) {
        expect(d.label, `${table}.${field}`).not.toBe("");
        if (d.kind === "ref" || d.kind === "refs") expect(CONSOLE_TABLES, `${table}.${field}`).toContain(d.table);
      }
    }
    expect(tableOfSlug("maps")).toBe("Map Data");
    expect(tableOfSlug("nope")).toBeNull();
  });

  it("a select's options are the ones the schema accepts", () => {
    for (const table of CONSOLE_TABLES) {
      for (const [field, d] of fieldsOf(table)) {
        if (d.kind !== "select") continue;
        const schema = (CONSOLE_FIELDS[table].shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[field];
        for (const option of d.options) expect(schema.safeParse(option).success, `${table}.${field}=${option}`).toBe(true);
      }
    }
  });
});

describe("save payloads", () => {
  it("a new record sends what is filled in, and a missing required field stops it", () => {
    const values = { ...formValuesOf("Teams", null), name: " Console Cats ", code: "CAT", event: ["recEVENT"] };
    expect(savePayloadFields("Teams", null, values)).toEqual({
      fields: { name: "Console Cats", code: "CAT", event: ["recEVENT"] },
      issues: [],
    });
    expect(savePayloadFields("Teams", null, formValuesOf("Teams", null)).issues).toEqual([{ field: "name", message: "Required" }]);
  });

  it("an edit sends only what changed; an emptied field is null; numbers and times convert", () => {
    const record = { name: "Match", event: ["recE"], first_to: 3, score_1: 1, round: "Final", start: 1_800_000_000_000, forfeit: true };
    const initial = formValuesOf("Matches", record);
    expect(initial.first_to).toBe("3");
    const edited = { ...initial, score_1: "2", round: "", start: 1_800_000_300_000, forfeit: false, match_group: "Group A" };
    expect(savePayloadFields("Matches", initial, edited)).toEqual({
      fields: { score_1: 2, round: null, start: 1_800_000_300_000, forfeit: false, match_group: "Group A" },
      issues: [],
    });
    expect(savePayloadFields("Matches", initial, initial).fields).toEqual({});
    expect(savePayloadFields("Matches", initial, { ...initial, week: "two" }).issues).toEqual([
      { field: "week", message: "Enter a number" },
    ]);
  });
});

describe("helpers", () => {
  it("issues map to their fields", () => {
    expect(
      issuesByField([
        { path: "fields.name", message: "Required" },
        { path: "fields.teams.0", message: "Expected a record id" },
        { path: "table", message: "Invalid" },
      ]),
    ).toEqual({ byField: { name: ["Required"], teams: ["Expected a record id"] }, other: ["table: Invalid"] });
  });

  it("the server's messages reach the form in its words, each once, and inputs take the server's limits", () => {
    expect(
      formIssues([
        { path: "fields.forfeit_reason", message: "Too big: expected string to have <=500 characters" },
        { path: "fields.forfeit_reason", message: "Too big: expected string to have <=500 characters" },
        { path: "fields.first_to", message: "Too small: expected number to be >=1" },
        { path: "fields.teams", message: "Too big: expected array to have <=2 items" },
        { path: "fields.key", message: "That key is taken" },
      ]),
    ).toEqual({
      byField: {
        forfeit_reason: ["Keep it to 500 characters or fewer"],
        first_to: ["Use 1 or more"],
        teams: ["Choose at most 2"],
        key: ["That key is taken"],
      },
      other: [],
    });
    expect(formMessage("updatedData.forfeit_reason: Too big: expected string to have <=500 characters")).toBe(
      "Keep it to 500 characters or fewer",
    );
    expect(formMessage("use 500 characters or fewer")).toBe("Use 500 characters or fewer");
    expect(maxLengthOf("Matches", "forfeit_reason")).toBe(500);
    expect(maxLengthOf("Events", "subdomain")).toBe(63);
    expect(maxLengthOf("Teams", "code")).toBe(6);
    expect(maxLengthOf("Matches", "first_to")).toBeUndefined();
  });

  it("labels, audit values and query strings", () => {
    expect(recordLabel({ text: "Breaking" }, "x")).toBe("Breaking");
    expect(recordLabel(null, "recX")).toBe("recX");
    expect(auditValue(undefined)).toBe("—");
    expect(auditValue(["a", "b"])).toBe("a, b");
    expect(auditValue(2)).toBe("2");
    expect(listQueryString({ table: "Teams", q: "aur", sort: "name", dir: "asc", page: 1, size: 50, archived: "hide" })).toBe(
      "table=Teams&q=aur&size=50",
    );
    expect(listQueryString({ table: "Map Data", page: 2, dir: "desc", event: "recE", archived: "only" })).toBe(
      "table=Map+Data&dir=desc&page=2&event=recE&archived=only",
    );
    expect(auditQueryString({ match: "recM" })).toBe("match=recM");
  });
});
