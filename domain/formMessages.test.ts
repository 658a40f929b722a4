import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssues } from "./actions.ts";
import { fieldLabel, issuesText, issuesToList, plainIssueMessage } from "./formMessages.ts";

const refusal = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { error: plainIssueMessage });
  if (parsed.success) throw new Error("accepted");
  return describeIssues(parsed.error);
};

describe("form messages in the page's words (issue 33)", () => {
  const details = z.strictObject({
    updatedData: z.strictObject({
      forfeit_reason: z.string().max(500).optional(),
      vod: z.string().max(500).optional(),
      first_to: z.number().int().min(1).max(99).optional(),
      role: z.enum(["DPS", "Tank"]).optional(),
      name: z.string().min(1, "Name the team").optional(),
    }),
  });

  it("names the field as the page labels it and says what to change, once", () => {
    const issues = refusal(details, { updatedData: { forfeit_reason: "x".repeat(501) } });
    expect(issuesText(issues)).toBe("Forfeit reason: use 500 characters or fewer");
    expect(issuesText([...issues, ...issues])).toBe("Forfeit reason: use 500 characters or fewer");
    expect(issuesText(refusal(details, { updatedData: { vod: "x".repeat(501) } }))).toBe("VOD: use 500 characters or fewer");
  });

  it("words numbers, choices, missing fields and unknown fields", () => {
    expect(issuesText(refusal(details, { updatedData: { first_to: 100 } }))).toBe("First to: use 99 or less");
    expect(issuesText(refusal(details, { updatedData: { first_to: 1.5 } }))).toBe("First to: enter a whole number");
    expect(issuesText(refusal(details, { updatedData: { role: "Healer" } }))).toBe("Role: choose one of DPS, Tank");
    expect(issuesText(refusal(details, {}))).toBe("Updated data: fill this in");
    expect(issuesText(refusal(details, { updatedData: { colour: 1 } }))).toBe("Updated data: remove colour: this form has no such field");
  });

  it("keeps a schema's own message", () => {
    expect(issuesText(refusal(details, { updatedData: { name: "" } }))).toBe("Name: Name the team");
  });

  it("never shows the validator's text", () => {
    const text = issuesText(refusal(details, { updatedData: { forfeit_reason: "x".repeat(501), first_to: 0 } }));
    expect(text).not.toMatch(/Too big|Too small|expected|updatedData\./);
  });

  it("labels paths by their last named part", () => {
    expect(fieldLabel("updatedData.forfeit_reason")).toBe("Forfeit reason");
    expect(fieldLabel("maps.2.score_1")).toBe("Team 1 score");
    expect(fieldLabel("profileData.favourite_hero")).toBe("Favourite hero");
    expect(fieldLabel("settings.signupNotes")).toBe("Signup notes");
  });

  it("lists under a refusal only what its text does not already say", () => {
    const issues = [{ path: "updatedData.forfeit_reason", message: "use 500 characters or fewer" }];
    expect(issuesToList(issuesText(issues), issues)).toEqual([]);
    expect(issuesToList("Check the match details", issues)).toEqual(["Forfeit reason: use 500 characters or fewer"]);
    expect(issuesToList("That key is taken", [{ path: "fields.key", message: "That key is taken" }])).toEqual([]);
  });
});
