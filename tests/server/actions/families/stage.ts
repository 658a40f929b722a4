import type { STAGE_ACTION_SCHEMAS } from "../../../../domain/stages/actions.ts";
import { CONSOLE_MESSAGES } from "../../../../domain/permissions.ts";
import { TEAMS } from "../../../../server/seed/demoData.ts";
import { seedId } from "../../../../server/seed/demo.ts";
import { DEMO_EVENT_ID } from "../actors.ts";
import type { Family } from "./rule.ts";

/** Four of the demo event's teams, in seed order. */
const SEEDED = TEAMS.slice(0, 4).map((team) => seedId(`team:${team.code}`));

export const STAGE_FAMILY: Family<keyof typeof STAGE_ACTION_SCHEMAS> = {
  rules: {
    // Whoever may create the event's brackets and matches in the console: its staff and the organisers. Each call makes a stage.
    "create-stage": {
      allowed: ["eventStaff", "organiser"],
      refusal: CONSOLE_MESSAGES.manage,
      payload: { event: DEMO_EVENT_ID, name: "Matrix stage", format: "single-elimination", teams: SEEDED },
    },
  },
  valid: {
    "create-stage": { event: DEMO_EVENT_ID, name: "Fuzz stage", format: "single-elimination", teams: SEEDED },
  },
};
