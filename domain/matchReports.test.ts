import { describe, expect, it } from "vitest";
import {
  canOpenRequest,
  latestReport,
  nothingPendingForStaff,
  openReport,
  parseRescheduleProposal,
  parseScoreProposal,
} from "./matchReports.ts";

const makeReport = (
  fields: Partial<{
    type: "score" | "reschedule";
    approved: boolean;
    denied_by_opponent: boolean;
    denied_by_staff: boolean;
    data: string;
  }> = {},
) => ({
  type: "score" as const,
  approved_by_team: true,
  ...fields,
});

describe("a match's reports", () => {
  it("the badges read the newest report of the kind", () => {
    const older = makeReport({ denied_by_opponent: true });
    const newer = makeReport();
    const reschedule = makeReport({ type: "reschedule" });
    expect(latestReport([older, newer, reschedule], "score")).toBe(newer);
    expect(latestReport([older, newer, reschedule], "reschedule")).toBe(reschedule);
    expect(latestReport([undefined, null], "score")).toBeNull();
  });

  it("only a report neither applied nor denied is open", () => {
    expect(openReport([makeReport()], "score")).not.toBeNull();
    expect(openReport([makeReport({ approved: true })], "score")).toBeNull();
    expect(openReport([makeReport({ denied_by_staff: true })], "score")).toBeNull();
    expect(openReport([makeReport(), makeReport({ denied_by_opponent: true })], "score")).toBeNull();
    expect(openReport([], "reschedule")).toBeNull();
  });
});

describe("making a request", () => {
  const match = { first_to: 3, score_1: 1, score_2: 0 };
  const onTeam = { side: 1 as const, staff: false };
  const open = { use: true };
  it("needs the kind open, a viewer on a team, none waiting and the match not complete", () => {
    expect(canOpenRequest(match, null, onTeam, open)).toBe(true);
    expect(canOpenRequest(match, null, onTeam, { use: false })).toBe(false);
    expect(canOpenRequest(match, null, { side: null, staff: true }, open)).toBe(false);
    expect(canOpenRequest(match, makeReport(), onTeam, open)).toBe(false);
    expect(canOpenRequest({ ...match, score_1: 3 }, null, onTeam, open)).toBe(false);
    expect(canOpenRequest({ ...match, forfeit: true }, null, onTeam, open)).toBe(false);
  });
});

describe("staff with nothing to answer", () => {
  const staff = { side: null, staff: true };
  it("is staff on neither team, with the kind open and no request waiting", () => {
    expect(nothingPendingForStaff(null, staff, { use: true })).toBe(true);
    expect(nothingPendingForStaff(makeReport(), staff, { use: true })).toBe(false);
    expect(nothingPendingForStaff(null, staff, { use: false })).toBe(false);
    expect(nothingPendingForStaff(null, { side: 1, staff: true }, { use: true })).toBe(false);
    expect(nothingPendingForStaff(null, { side: null, staff: false }, { use: true })).toBe(false);
  });
});

describe("proposals", () => {
  it("reads the scores, forfeit and maps a score report proposes", () => {
    const data = JSON.stringify({
      matchData: { score_1: 3, score_2: 1, forfeit: false },
      mapData: [{ name: "Busan", number: 1, score_1: 2, score_2: 0, winner: ["recTEAMA0000000001"] }],
    });
    expect(parseScoreProposal(data)).toEqual({
      matchData: { score_1: 3, score_2: 1, forfeit: false },
      mapData: [{ name: "Busan", number: 1, score_1: 2, score_2: 0, winner: ["recTEAMA0000000001"] }],
    });
  });

  it("answers null for missing, unreadable or malformed data", () => {
    expect(parseScoreProposal(undefined)).toBeNull();
    expect(parseScoreProposal("{not json")).toBeNull();
    expect(parseScoreProposal(JSON.stringify({ matchData: { score_1: -1 } }))).toBeNull();
    expect(parseRescheduleProposal(JSON.stringify({ start: "soon" }))).toBeNull();
  });

  it("reads the start time a reschedule request proposes", () => {
    expect(parseRescheduleProposal(JSON.stringify({ start: 1_800_000_000_000 }))).toBe(1_800_000_000_000);
  });
});
