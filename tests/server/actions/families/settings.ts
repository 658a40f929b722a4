import type { SETTINGS_ACTION_SCHEMAS } from "../../../../domain/eventSettings.ts";
import { PERMISSION_MESSAGES } from "../../../../domain/permissions.ts";
import { ACTOR_IDS, DEMO_EVENT_ID, TEAM_1 } from "../actors.ts";
import type { Family } from "./rule.ts";

// Event settings: the event's staff and organisers (Can edit any event). Team settings: the
// team's captains (Kitsune captains AUR), and the editors of the team's event.
const EVENT_EDITORS = ["eventStaff", "organiser"] as const;

export const SETTINGS_FAMILY: Family<keyof typeof SETTINGS_ACTION_SCHEMAS> = {
  rules: {
    "update-event-settings": {
      allowed: EVENT_EDITORS,
      refusal: PERMISSION_MESSAGES.editEvent,
      payload: { event: DEMO_EVENT_ID, settings: { short: "Matrix Cup", blocks: { foldy: { use: false } } } },
    },
    "set-event-relationship": {
      allowed: EVENT_EDITORS,
      refusal: PERMISSION_MESSAGES.editEvent,
      payload: { event: DEMO_EVENT_ID, player: ACTOR_IDS.stranger, singular_name: "Matrix Observer", permissions: ["Observer"] },
    },
    "update-team-settings": {
      allowed: ["teamMember", ...EVENT_EDITORS],
      refusal: PERMISSION_MESSAGES.editTeam,
      payload: { team: TEAM_1, settings: { name: "Matrix Aurora", theme: { color_theme: "#123456" } } },
    },
  },
  valid: {
    "update-event-settings": { event: DEMO_EVENT_ID, settings: { name: "Spring", about: "<p>Hi</p>" } },
    "set-event-relationship": { event: DEMO_EVENT_ID, player: ACTOR_IDS.stranger, singular_name: "Observer", permissions: [] },
    "update-team-settings": { team: TEAM_1, settings: { code: "AUR" } },
  },
};
