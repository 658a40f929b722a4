import { PERMISSION_MESSAGES } from "../../../../domain/permissions.ts";
import { SIGNUP_MESSAGES, type SIGNUP_ACTION_SCHEMAS } from "../../../../domain/signups.ts";
import { DEMO_EVENT_ID } from "../actors.ts";
import type { Family } from "./rule.ts";

// The demo event's sign-ups are closed (its blocks have no signups block): every signed-in
// caller gets the closed refusal, and nobody changes anything. The open case, and who may
// withdraw what, are covered over HTTP in tests/server/signups.test.ts.
const EDITORS = ["eventStaff", "organiser"] as const;

export const SIGNUP_FAMILY: Family<keyof typeof SIGNUP_ACTION_SCHEMAS> = {
  rules: {
    "submit-signup": {
      allowed: [],
      refusal: SIGNUP_MESSAGES.closed,
      payload: { event: DEMO_EVENT_ID, main_role: "Tank", sr: 3000, eligible_roles: ["Tank"] },
    },
    "withdraw-signup": { allowed: [], refusal: SIGNUP_MESSAGES.closed, payload: { event: DEMO_EVENT_ID } },
    // No one signed up for the demo event: a team with no players yet (each allowed call adds one).
    "create-team-from-signups": {
      allowed: EDITORS,
      refusal: PERMISSION_MESSAGES.editEvent,
      payload: { event: DEMO_EVENT_ID, name: "Matrix Draft Team", code: "MDT", players: [] },
    },
    "set-signups-open": { allowed: EDITORS, refusal: PERMISSION_MESSAGES.editEvent, payload: { event: DEMO_EVENT_ID, open: true } },
  },
  valid: {
    "submit-signup": { event: DEMO_EVENT_ID, main_role: "Support", sr: 3500, eligible_roles: ["Support", "DPS"], info_for_captains: "Hi" },
    "withdraw-signup": { event: DEMO_EVENT_ID },
    "create-team-from-signups": { event: DEMO_EVENT_ID, name: "Draft Team", code: "DRT", players: [], captain: DEMO_EVENT_ID },
    "set-signups-open": { event: DEMO_EVENT_ID, open: false },
  },
};
