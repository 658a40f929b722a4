import { describe, expect, it } from "vitest";
import {
  compositionSummary,
  csvCell,
  eligibleWithMain,
  filterSignups,
  parseSignupSettings,
  roleSr,
  SIGNUP_ACTION_SCHEMAS,
  SIGNUP_MESSAGES,
  signupsCsv,
  signupSr,
  signupsOpen,
  sortSignups,
  srInputsFor,
  srText,
  withSignupSettings,
  type SignupEntry,
} from "./signups.ts";

const entry = (name: string, signup: SignupEntry["signup"], team: SignupEntry["team"] = null): SignupEntry => ({
  id: `s-${name}`,
  playerId: `p-${name}`,
  name,
  signup,
  team,
});

describe("sign-up settings in the event's blocks", () => {
  it("read as closed when missing, malformed or unreadable", () => {
    const closed = { open: false, splitSrByRole: false, showAllSrInputs: false };
    expect(parseSignupSettings(undefined)).toEqual(closed);
    expect(parseSignupSettings("not json")).toEqual(closed);
    expect(parseSignupSettings("[1]")).toEqual(closed);
    expect(parseSignupSettings(JSON.stringify({ signups: "yes" }))).toEqual(closed);
    expect(parseSignupSettings(JSON.stringify({ signups: { open: "yes", splitSrByRole: 1 } }))).toEqual(closed);
  });
  it("read open, closing time and the SR input options", () => {
    const text = JSON.stringify({
      draft: { use: true },
      signups: { open: true, closes: 5000, splitSrByRole: true, showAllSrInputs: true },
    });
    expect(parseSignupSettings(text)).toEqual({ open: true, closes: 5000, splitSrByRole: true, showAllSrInputs: true });
  });
  it("close by themselves at the closing time", () => {
    const s = parseSignupSettings(JSON.stringify({ signups: { open: true, closes: 5000 } }));
    expect(signupsOpen(s, 4999)).toBe(true);
    expect(signupsOpen(s, 5000)).toBe(false);
    expect(signupsOpen(parseSignupSettings(JSON.stringify({ signups: { open: true } })), 1e13)).toBe(true);
    expect(signupsOpen(parseSignupSettings(JSON.stringify({ signups: { open: false } })), 0)).toBe(false);
  });
  it("are changed in the blocks without touching other blocks", () => {
    const before = JSON.stringify({ draft: { use: true }, signups: { splitSrByRole: true } });
    const after = JSON.parse(withSignupSettings(before, { open: true })) as Record<string, unknown>;
    expect(after).toEqual({ draft: { use: true }, signups: { open: true, splitSrByRole: true, showAllSrInputs: false } });
    expect(JSON.parse(withSignupSettings("garbage", { open: true }))).toEqual({
      signups: { open: true, splitSrByRole: false, showAllSrInputs: false },
    });
  });
  it("choose the SR inputs: one, the played roles, or all three", () => {
    const base = parseSignupSettings(undefined);
    expect(srInputsFor(base, "Tank", [])).toBe("single");
    expect(srInputsFor({ ...base, splitSrByRole: true }, "Support", ["Tank"])).toEqual(["Tank", "Support"]);
    expect(srInputsFor({ ...base, splitSrByRole: true, showAllSrInputs: true }, "Support", [])).toEqual(["Tank", "DPS", "Support"]);
  });
});

describe("submit-signup payload", () => {
  const schema = SIGNUP_ACTION_SCHEMAS["submit-signup"];
  const ok = { event: "recEVENT", main_role: "Tank", sr: 3500, eligible_roles: ["Tank"] };
  it("takes whole SRs from 0 to 5000", () => {
    expect(schema.safeParse(ok).success).toBe(true);
    expect(schema.safeParse({ ...ok, sr: 0 }).success).toBe(true);
    expect(schema.safeParse({ ...ok, sr: 5000 }).success).toBe(true);
    for (const bad of [-1, 5001, 12.5, "3000", Number.NaN]) {
      const result = schema.safeParse({ ...ok, sr: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["sr"], message: SIGNUP_MESSAGES.srRange });
    }
  });
  it("takes an SR per role instead, but needs the main role's SR", () => {
    expect(schema.safeParse({ event: "e", main_role: "DPS", dps_sr: 3000, tank_sr: 2000, eligible_roles: [] }).success).toBe(true);
    const missing = schema.safeParse({ event: "e", main_role: "DPS", tank_sr: 2000, eligible_roles: [] });
    expect(missing.error?.issues[0]).toMatchObject({ path: ["sr"], message: SIGNUP_MESSAGES.srMissing });
    expect(schema.safeParse({ ...ok, support_sr: 6000 }).success).toBe(false);
  });
  it("takes only Tank, DPS and Support, and notes up to 500 characters", () => {
    expect(schema.safeParse({ ...ok, main_role: "Flex" }).success).toBe(false);
    expect(schema.safeParse({ ...ok, eligible_roles: ["Healer"] }).success).toBe(false);
    expect(schema.safeParse({ ...ok, info_for_captains: "x".repeat(500) }).success).toBe(true);
    expect(schema.safeParse({ ...ok, info_for_captains: "x".repeat(501) }).error?.issues[0].message).toBe(SIGNUP_MESSAGES.infoTooLong);
    expect(schema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
  it("keeps the main role among the eligible ones", () => {
    expect(eligibleWithMain("Support", ["DPS", "Tank", "Support"])).toEqual(["Support", "Tank", "DPS"]);
    expect(eligibleWithMain("Tank", [])).toEqual(["Tank"]);
  });
  it("limits a team from sign-ups to 12 players", () => {
    const team = SIGNUP_ACTION_SCHEMAS["create-team-from-signups"];
    expect(team.safeParse({ event: "e", name: "A", players: Array(12).fill("p") }).success).toBe(true);
    expect(team.safeParse({ event: "e", name: "A", players: Array(13).fill("p") }).success).toBe(false);
    expect(team.safeParse({ event: "e", name: " ", players: [] }).success).toBe(false);
  });
});

describe("SR of a sign-up", () => {
  it("uses the one SR, else the main role's, else the highest", () => {
    expect(signupSr({ sr: 3000, tank_sr: 4000, main_role: "Tank" })).toBe(3000);
    expect(signupSr({ main_role: "DPS", tank_sr: 4000, dps_sr: 3100 })).toBe(3100);
    expect(signupSr({ main_role: "DPS", tank_sr: 4000, support_sr: 3500 })).toBe(4000);
    expect(signupSr({})).toBeUndefined();
  });
  it("per role: the role's SR, else the one SR for roles they play", () => {
    expect(roleSr({ sr: 3000, main_role: "Tank", eligible_roles: ["Tank", "Support"] }, "Support")).toBe(3000);
    expect(roleSr({ sr: 3000, main_role: "Tank", eligible_roles: ["Tank"] }, "DPS")).toBeUndefined();
    expect(roleSr({ sr: 3000, dps_sr: 2500, main_role: "Tank" }, "DPS")).toBe(2500);
  });
  it("is shown as one number or per role", () => {
    expect(srText({ sr: 3000 })).toBe("3000");
    expect(srText({ tank_sr: 4000, support_sr: 3500 })).toBe("T 4000 · D — · S 3500");
    expect(srText({})).toBe("—");
  });
});

describe("the organisers' list", () => {
  const list = [
    entry("Moss", { main_role: "Support", sr: 3860, eligible_roles: ["Support"], info_for_captains: "Evenings only" }),
    entry("Álvaro", { main_role: "Tank", tank_sr: 4200, dps_sr: 3000, eligible_roles: ["Tank", "DPS"] }, { id: "t", name: "Foxes" }),
    entry("blaze", { main_role: "DPS", sr: 4100, eligible_roles: ["DPS", "Support"] }),
    entry("Quiet", { main_role: "DPS", eligible_roles: ["DPS"] }),
  ];
  const names = (entries: SignupEntry[]) => entries.map((e) => e.name);
  it("filters by role (main or eligible), SR range, text and team", () => {
    expect(names(filterSignups(list, { role: "Support" }))).toEqual(["Moss", "blaze"]);
    expect(names(filterSignups(list, { minSr: 4000 }))).toEqual(["Álvaro", "blaze"]);
    expect(names(filterSignups(list, { role: "DPS", maxSr: 3500 }))).toEqual(["Álvaro"]);
    expect(names(filterSignups(list, { search: "alvaro" }))).toEqual(["Álvaro"]);
    expect(names(filterSignups(list, { search: "EVENINGS" }))).toEqual(["Moss"]);
    expect(names(filterSignups(list, { onTeam: "yes" }))).toEqual(["Álvaro"]);
    expect(names(filterSignups(list, { onTeam: "no" }))).toEqual(["Moss", "blaze", "Quiet"]);
    expect(filterSignups(list, {})).toHaveLength(4);
  });
  it("sorts by SR either way (no SR last) or by name", () => {
    expect(names(sortSignups(list, "sr-desc"))).toEqual(["Álvaro", "blaze", "Moss", "Quiet"]);
    expect(names(sortSignups(list, "sr-asc"))).toEqual(["Moss", "blaze", "Álvaro", "Quiet"]);
    expect(names(sortSignups(list, "name"))).toEqual(["Álvaro", "blaze", "Moss", "Quiet"]);
  });
  it("exports CSV with RFC 4180 quoting", () => {
    const csv = signupsCsv([entry('Moss, the "Healer"', { main_role: "Support", sr: 3860, info_for_captains: "line 1\nline 2" })]);
    expect(csv).toBe(
      'Player,Main role,SR,Tank SR,DPS SR,Support SR,Eligible roles,Notes for captains,Team\r\n"Moss, the ""Healer""",Support,3860,,,,,"line 1\nline 2",\r\n',
    );
  });
  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("fine = ok")).toBe("fine = ok");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(undefined)).toBe("");
  });
  it("summarises a team's composition: average SR overall and per main role", () => {
    const summary = compositionSummary(list.map((e) => e.signup));
    expect(summary.players).toBe(4);
    expect(summary.average).toBe(Math.round((3860 + 4200 + 4100) / 3));
    expect(summary.roles).toEqual({
      Tank: { count: 1, average: 4200 },
      DPS: { count: 2, average: 4100 },
      Support: { count: 1, average: 3860 },
    });
    expect(compositionSummary([])).toEqual({
      players: 0,
      average: null,
      roles: { Tank: { count: 0, average: null }, DPS: { count: 0, average: null }, Support: { count: 0, average: null } },
    });
  });
});

describe("sign-up settings in blocks that are not an object", () => {
  it("read as closed, and are written as the only block", () => {
    const closed = { open: false, splitSrByRole: false, showAllSrInputs: false };
    expect(parseSignupSettings("null")).toEqual(closed);
    for (const text of ["null", "[1]", '"ab"', "7"]) {
      expect(JSON.parse(withSignupSettings(text, { open: true })), text).toEqual({ signups: { ...closed, open: true } });
    }
  });
});

describe("SR of a sign-up, by role", () => {
  it("uses the one SR for the main role even when no eligible roles are listed", () => {
    expect(roleSr({ sr: 3000, main_role: "Tank" }, "Tank")).toBe(3000);
    expect(roleSr({ sr: 3000, main_role: "Tank" }, "DPS")).toBeUndefined();
  });
});

describe("the organisers' list, edge cases", () => {
  const names = (entries: SignupEntry[]) => entries.map((e) => e.name);
  it("filters by role on the main role alone when no eligible roles are listed", () => {
    const list = [entry("Main", { main_role: "Support", sr: 3000 }), entry("Other", { main_role: "Tank", sr: 3000 })];
    expect(names(filterSignups(list, { role: "Support" }))).toEqual(["Main"]);
  });
  it("includes both SR bounds", () => {
    const list = [entry("Low", { sr: 2000 }), entry("Mid", { sr: 2500 }), entry("High", { sr: 3000 })];
    expect(names(filterSignups(list, { minSr: 2000, maxSr: 3000 }))).toEqual(["Low", "Mid", "High"]);
    expect(names(filterSignups(list, { minSr: 2500, maxSr: 2500 }))).toEqual(["Mid"]);
  });
  it("sorts sign-ups without an SR last in name order, either way", () => {
    const list = [entry("Zed", {}), entry("Mid", { sr: 2500 }), entry("Abe", {}), entry("High", { sr: 3000 }), entry("Kay", {})];
    expect(names(sortSignups(list, "sr-desc"))).toEqual(["High", "Mid", "Abe", "Kay", "Zed"]);
    expect(names(sortSignups(list, "sr-asc"))).toEqual(["Mid", "High", "Abe", "Kay", "Zed"]);
  });
  it("treats names that differ only in case or accents as ties, keeping the list's order", () => {
    const list = [entry("ALVARO", {}), entry("Álvaro", {}), entry("alvaro", {}), entry("Bea", {})];
    expect(names(sortSignups(list, "name"))).toEqual(["ALVARO", "Álvaro", "alvaro", "Bea"]);
  });
  it("exports the eligible roles separated by semicolons", () => {
    const csv = signupsCsv([
      entry("Moss", { main_role: "Support", sr: 3860, eligible_roles: ["Support", "DPS"] }, { id: "t", name: "Foxes" }),
    ]);
    expect(csv.split("\r\n")[1]).toBe("Moss,Support,3860,,,,Support; DPS,,Foxes");
  });
  it("writes empty cells for missing values and numbers as they are, negative ones included", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(-2)).toBe("-2");
  });
});
