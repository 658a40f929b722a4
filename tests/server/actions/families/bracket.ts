import type { BRACKET_ACTION_SCHEMAS } from "../../../../domain/bracket/bracketActions.ts";
import { DEMO_EVENT_ID } from "../actors.ts";
import type { Family } from "./rule.ts";

/** A two-game final: the smallest layout the creator saves. */
const LAYOUT = {
  brackets: [
    {
      name: "Matrix",
      columns: [
        { header: "Semis", games: [1, 2] },
        { header: "Final", games: [3] },
      ],
    },
  ],
  connections: { 1: { win: "3.1" }, 2: { win: "3.2" }, 3: { win: "champion" } },
};

export const BRACKET_FAMILY: Family<keyof typeof BRACKET_ACTION_SCHEMAS> = {
  rules: {
    // Event editors only: the demo event's staff and whoever may edit any event. Each call creates a bracket.
    "save-bracket": {
      allowed: ["eventStaff", "organiser"],
      refusal: "You don't have permission to edit this event",
      payload: { event: DEMO_EVENT_ID, name: "Matrix bracket", layout: LAYOUT },
    },
  },
  valid: {
    "save-bracket": { event: DEMO_EVENT_ID, name: "Fuzz bracket", layout: LAYOUT },
  },
};
