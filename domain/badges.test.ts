import { describe, expect, it } from "vitest";
import { canDenyRequest, isFullyApproved, rescheduleBadge, scoreReportBadge } from "./badges.ts";

const match = { teams: ["recTEAMA0000000001", "recTEAMB0000000001"], first_to: 3, score_1: 1, score_2: 0, start: 1 };
const both = { use: true, staffApprove: true, opponentApprove: true };
const staffOnly = { use: true, staffApprove: true, opponentApprove: false };
const team1 = { side: 1 as const, staff: false };
const team2 = { side: 2 as const, staff: false };
const staff = { side: null, staff: true };
const stranger = { side: null, staff: false };
const submitted = { team: ["recTEAMA0000000001"], approved_by_team: true };

describe("score report badge", () => {
  it("is hidden when reporting is off or the match is complete without a report", () => {
    expect(scoreReportBadge(match, null, { ...both, use: false }, team1)).toBeNull();
    expect(scoreReportBadge({ ...match, score_1: 3 }, null, both, team1)).toBeNull();
  });

  it("offers Report to team members when there is no report, and nothing to strangers", () => {
    expect(scoreReportBadge(match, null, both, team1)).toEqual({ label: "Available", action: "Report" });
    expect(scoreReportBadge(match, null, both, stranger)).toBeNull();
  });

  it("reads Complete once approved", () => {
    expect(scoreReportBadge(match, { ...submitted, approved: true }, both, stranger)).toEqual({ label: "Complete", action: null });
  });

  it("waiting for the opponent: opponent approves, staff pre-approve, submitter waits", () => {
    expect(scoreReportBadge(match, submitted, both, team2)).toEqual({ label: "Needs approval", action: "Approve" });
    expect(scoreReportBadge(match, submitted, both, staff)).toEqual({ label: "Pre-approve", action: "Pre-approve" });
    expect(scoreReportBadge(match, { ...submitted, approved_by_staff: true }, both, staff)).toEqual({
      label: "Needs opponent",
      action: null,
    });
    expect(scoreReportBadge(match, submitted, both, team1)?.label).toBe("Submitted");
  });

  it("approved by the opponent while staff approval is required: staff approve, teams wait for staff", () => {
    const report = { ...submitted, approved_by_opponent: true };
    expect(scoreReportBadge(match, report, both, staff)).toEqual({ label: "Needs approval", action: "Approve" });
    expect(scoreReportBadge(match, report, both, team1)).toEqual({
      label: "Submitted",
      detail: "Waiting for staff approval",
      action: null,
    });
    expect(scoreReportBadge(match, submitted, staffOnly, team2)?.detail).toBe("Waiting for staff approval");
  });
});

describe("rescheduling badge", () => {
  it("is titled Schedule without a start and Reschedule with one", () => {
    expect(rescheduleBadge({ ...match, start: undefined }, null, both, team1)?.label).toBe("Schedule: Available");
    expect(rescheduleBadge(match, null, both, team1)?.label).toBe("Reschedule: Available");
  });

  it("is hidden for people neither on a team nor staff, and once approved", () => {
    expect(rescheduleBadge(match, null, both, stranger)).toBeNull();
    expect(rescheduleBadge(match, { ...submitted, approved: true }, both, team1)).toBeNull();
  });

  it("shows Denied after a denial, and each side's state while pending", () => {
    expect(rescheduleBadge(match, { ...submitted, denied_by_opponent: true }, both, team1)?.label).toBe("Reschedule: Denied");
    expect(rescheduleBadge(match, submitted, both, team2)).toEqual({ label: "Reschedule: Needs approval", action: "Approve" });
    expect(rescheduleBadge(match, submitted, both, staff)?.label).toBe("Reschedule: Pre-approve");
    expect(rescheduleBadge(match, { ...submitted, approved_by_opponent: true }, both, staff)?.label).toBe("Reschedule: Needs approval");
  });
});

describe("approval", () => {
  it("a report is fully approved only with every required approval", () => {
    expect(isFullyApproved({ ...submitted, approved_by_opponent: true }, both)).toBe(false);
    expect(isFullyApproved({ ...submitted, approved_by_opponent: true, approved_by_staff: true }, both)).toBe(true);
    expect(isFullyApproved({ ...submitted, approved_by_staff: true }, staffOnly)).toBe(true);
  });
});

describe("denying a request", () => {
  it("staff may deny at any time; the opponent only until they have approved it; the submitter never", () => {
    expect(canDenyRequest("staff", { approved_by_opponent: true })).toBe(true);
    expect(canDenyRequest("opponent", {})).toBe(true);
    expect(canDenyRequest("opponent", { approved_by_opponent: true })).toBe(false);
    expect(canDenyRequest("submitter", {})).toBe(false);
    expect(canDenyRequest(null, {})).toBe(false);
  });
});

describe("badge states the tests above leave out", () => {
  const none = { use: true, staffApprove: false, opponentApprove: false };
  const denied = { ...submitted, denied_by_staff: true };

  it("score report: a denied report reads Denied with Report again for the teams", () => {
    expect(scoreReportBadge(match, denied, both, team2)).toEqual({ label: "Denied", action: "Report" });
    expect(scoreReportBadge(match, denied, both, staff)).toBeNull();
  });

  it("score report: the submitter waits for the opponent; people outside the match see nothing", () => {
    expect(scoreReportBadge(match, submitted, both, team1)).toEqual({
      label: "Submitted",
      detail: "Waiting for opponent approval",
      action: null,
    });
    expect(scoreReportBadge(match, submitted, both, stranger)).toBeNull();
    expect(scoreReportBadge(match, { ...submitted, approved_by_opponent: true }, both, stranger)).toBeNull();
  });

  it("score report: a report whose team is gone is still shown to staff", () => {
    expect(scoreReportBadge(match, { approved_by_team: true }, both, staff)).toEqual({ label: "Pre-approve", action: "Pre-approve" });
  });

  it("never waits for an approval the event does not require", () => {
    const unconfirmed = { team: ["recTEAMA0000000001"], approved_by_team: false };
    expect(scoreReportBadge(match, unconfirmed, none, team1)).toBeNull();
    expect(scoreReportBadge(match, unconfirmed, none, staff)).toBeNull();
    expect(scoreReportBadge(match, { ...unconfirmed, approved_by_staff: true }, staffOnly, team1)).toBeNull();
  });

  it("rescheduling: hidden when rescheduling is off, even for the teams", () => {
    expect(rescheduleBadge(match, null, { ...both, use: false }, team1)).toBeNull();
    expect(rescheduleBadge(match, denied, { ...both, use: false }, staff)).toBeNull();
  });

  it("rescheduling: Available and Denied offer Request to the teams; staff see Denied without a button; others nothing", () => {
    expect(rescheduleBadge(match, null, both, team1)).toEqual({ label: "Reschedule: Available", action: "Request" });
    expect(rescheduleBadge(match, null, both, staff)).toBeNull();
    expect(rescheduleBadge(match, denied, both, team1)).toEqual({ label: "Reschedule: Denied", action: "Request" });
    expect(rescheduleBadge(match, denied, both, staff)).toEqual({ label: "Reschedule: Denied", action: null });
    expect(rescheduleBadge(match, denied, both, stranger)).toBeNull();
  });

  it("a denied or unconfirmed request is never fully approved, whatever else it holds", () => {
    const all = { approved_by_opponent: true, approved_by_staff: true };
    expect(isFullyApproved({ ...submitted, ...all, denied_by_opponent: true }, both)).toBe(false);
    expect(isFullyApproved({ team: ["recTEAMA0000000001"], ...all }, both)).toBe(false);
    expect(isFullyApproved({ ...submitted, ...all }, both)).toBe(true);
  });
});
