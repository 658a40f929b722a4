import { describe, expect, it } from "vitest";
import { BROADCAST_ROLES, relationshipsAddedNotice, roleRowsFrom, rolesPayload, sameAssignments } from "./broadcastRoles.ts";

const rel = (singular_name: string, player?: string) => ({ singular_name, player: player ? [player] : undefined });

describe("broadcast roles form", () => {
  it("starts with the default rows: Observer 4, Caster 2, every other role 1", () => {
    const rows = roleRowsFrom([]);
    expect(BROADCAST_ROLES.map((role) => rows[role].length)).toEqual([2, 1, 4, 1, 1, 1]);
    expect(rows.Observer).toEqual([null, null, null, null]);
  });

  it("fills the rows with the match's people and grows a role that has more than its default", () => {
    const rows = roleRowsFrom([rel("Producer", "recP"), rel("Producer", "recQ"), rel("Caster", "recC"), rel("Tournament Admin", "recT")]);
    expect(rows.Producer).toEqual(["recP", "recQ"]);
    expect(rows.Caster).toEqual(["recC", null]);
    expect(Object.keys(rows)).not.toContain("Tournament Admin");
  });

  it("sends each role's row count and its people once each, leaving out empty rows", () => {
    const rows = roleRowsFrom([rel("Observer", "recA")]);
    rows.Observer[2] = "recB";
    rows.Observer[3] = "recA";
    expect(rolesPayload(rows).Observer).toEqual({ count: 4, selected: ["recA", "recB"] });
    expect(rolesPayload(rows).Caster).toEqual({ count: 2, selected: [] });
  });

  it("compares assignments, not row order or empty rows", () => {
    const a = roleRowsFrom([rel("Caster", "recA"), rel("Caster", "recB")]);
    const b = roleRowsFrom([rel("Caster", "recB"), rel("Caster", "recA")]);
    expect(sameAssignments(a, b)).toBe(true);
    b.Observer[0] = "recC";
    expect(sameAssignments(a, b)).toBe(false);
  });

  it("words the save notice as '{n} relationship(s) added'", () => {
    expect(relationshipsAddedNotice(1)).toBe("1 relationship added");
    expect(relationshipsAddedNotice(3)).toBe("3 relationships added");
    expect(relationshipsAddedNotice(0)).toBe("0 relationships added");
  });
});

describe("broadcast roles form, edge cases", () => {
  it("skips relationships without a player and takes the first player of each", () => {
    const rows = roleRowsFrom([rel("Caster"), { singular_name: "Producer", player: ["recA", "recB"] }]);
    expect(rows.Caster).toEqual([null, null]);
    expect(rows.Producer).toEqual(["recA"]);
  });

  it("never gives a role more than 12 rows", () => {
    const many = Array.from({ length: 13 }, (_, i) => rel("Observer", `recO${i}`));
    expect(roleRowsFrom(many).Observer).toEqual(many.slice(0, 12).map((r) => r.player![0]));
  });

  it("tells apart people whose ids would run together", () => {
    const a = roleRowsFrom([rel("Caster", "recA"), rel("Caster", "recBrecC")]);
    const b = roleRowsFrom([rel("Caster", "recArecB"), rel("Caster", "recC")]);
    expect(sameAssignments(a, b)).toBe(false);
  });
});
