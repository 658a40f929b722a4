import { z } from "zod";
import type { Issue } from "./actions.ts";

/**
 * Form messages in the page's words (issue 33): a refused field is named as the pages label it
 * and told what to change, once. The server words every schema refusal with `plainIssueMessage`
 * (zod's error map, so a schema's own message is kept) and joins them with `issuesText`; the
 * pages show the text, and list an issue only when the text does not already say it.
 */

/** Fields whose label is not their name made readable. */
const FIELD_LABELS: Record<string, string> = {
  vod: "VOD",
  vod_2: "Second-part VOD",
  alternative_vod: "Alternative VOD",
  score_1: "Team 1 score",
  score_2: "Team 2 score",
  first_to: "First to",
  start: "Start time",
  sr: "SR",
  discord_id: "Discord id",
  mvpPlayerID: "MVP",
  matchID: "Match",
  teamID: "Team",
  playerID: "Player",
  eventID: "Event",
  profile_picture_theme: "Profile picture theme",
  favourite_hero: "Favourite hero",
  url: "Address",
};

/** A field's label from its path: the last named part (list positions skipped), as the pages call it. */
export function fieldLabel(path: string): string {
  const parts = path.split(".").filter((p) => p && p !== "(root)" && !/^\d+$/.test(p));
  const name = parts.at(-1);
  if (!name) return "This form";
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The parts of a schema issue its message is made from (zod's issue, read structurally). */
export interface IssueFacts {
  code?: string;
  origin?: string;
  expected?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number;
  input?: unknown;
}

const listOf = (values: readonly unknown[]) => values.map((v) => (typeof v === "string" ? v || "(empty)" : String(v))).join(", ");

/** What to change, in plain words, for a schema issue; undefined keeps the validator's own text. */
export function plainIssueMessage(issue: IssueFacts): string | undefined {
  const max = issue.maximum === undefined ? undefined : Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
  const min = issue.minimum === undefined ? undefined : Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
  switch (issue.code) {
    case "too_big":
      if (issue.origin === "string") return `use ${max} characters or fewer`;
      if (issue.origin === "array" || issue.origin === "set") return `choose ${max} or fewer`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return `use ${max} or less`;
      return `make this smaller (at most ${max})`;
    case "too_small":
      if (issue.origin === "string") return min === 1 ? "fill this in" : `use at least ${min} characters`;
      if (issue.origin === "array" || issue.origin === "set") return min === 1 ? "choose at least one" : `choose at least ${min}`;
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return `use ${min} or more`;
      return `make this larger (at least ${min})`;
    case "invalid_type":
      if (issue.input === undefined) return "fill this in";
      if (issue.expected === "int") return "enter a whole number";
      if (issue.expected === "number") return "enter a number";
      if (issue.expected === "string") return "enter text";
      if (issue.expected === "boolean") return "choose yes or no";
      if (issue.expected === "array") return "give a list";
      if (issue.expected === "object") return "give the form's fields";
      return "this is not a value the form takes";
    case "invalid_value":
      return issue.values && issue.values.length && issue.values.length <= 12
        ? `choose one of ${listOf(issue.values)}`
        : "choose one of the options";
    case "invalid_format":
      if (issue.format === "url") return "enter a web address (https://…)";
      if (issue.format === "email") return "enter an email address";
      return "this is not in the form it takes";
    case "not_multiple_of":
      return `use a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return `remove ${listOf(issue.keys ?? [])}: this form has no such field`;
    case "invalid_union":
      return "this is not a value the form takes";
    default:
      return undefined;
  }
}

/** One issue as a line a user reads: "Forfeit reason: use 500 characters or fewer". */
export function issueLine(issue: Issue): string {
  const whole = !issue.path.split(".").some((p) => p && p !== "(root)" && !/^\d+$/.test(p));
  return whole ? issue.message.charAt(0).toUpperCase() + issue.message.slice(1) : `${fieldLabel(issue.path)}: ${issue.message}`;
}

/** A refusal's text: each different issue once, in order. */
export function issuesText(issues: readonly Issue[]): string {
  return [...new Set(issues.map(issueLine))].join("; ");
}

/** The issues a page lists under a refusal's text: those the text does not already say, each once. */
export function issuesToList(text: string, issues: readonly Issue[]): string[] {
  return [...new Set(issues.map(issueLine))].filter((line) => !text.includes(line) && !text.includes(line.slice(line.indexOf(": ") + 2)));
}

/**
 * Word every schema refusal of this process or page plainly (zod's error map; a schema's own
 * message is kept): the server's actions and events, and the pages' own form checks.
 */
export function wordIssuesPlainly(): void {
  z.config({ customError: plainIssueMessage });
}
