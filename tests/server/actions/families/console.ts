import type { CONSOLE_ACTION_SCHEMAS } from "../../../../domain/console.ts";
import { CONSOLE_MESSAGES } from "../../../../domain/permissions.ts";
import { seedId } from "../../../../server/seed/demo.ts";
import { DEMO_EVENT_ID, TEAM_2 } from "../actors.ts";
import type { Family } from "./rule.ts";

// The demo event's staff and the organisers change the event's records; nobody else.
const EDITORS = ["eventStaff", "organiser"] as const;

export const CONSOLE_FAMILY: Family<keyof typeof CONSOLE_ACTION_SCHEMAS> = {
  rules: {
    "save-record": {
      allowed: EDITORS,
      refusal: CONSOLE_MESSAGES.manage,
      payload: { table: "Teams", fields: { name: "Matrix Team", code: "MTX", event: [DEMO_EVENT_ID] } },
    },
    "archive-record": { allowed: EDITORS, refusal: CONSOLE_MESSAGES.manage, payload: { table: "Teams", id: TEAM_2, archived: true } },
    // Each allowed undo puts the same change back: a fresh server (and change) each.
    "undo-change": {
      allowed: EDITORS,
      refusal: CONSOLE_MESSAGES.manage,
      fresh: true,
      payload: {},
      async prepare(t, tokens) {
        await t.post("/actions/save-record", { table: "Teams", id: TEAM_2, fields: { code: "UND" } }, tokens.organiser!);
        const audit = await t.get(`/audit?record=${TEAM_2}`, tokens.organiser!);
        return { auditId: (audit.body as { entries: { id: string }[] }).entries[0].id };
      },
    },
    // The demo event's theme: its staff and the organisers change it.
    "upload-theme-logo": {
      allowed: EDITORS,
      refusal: CONSOLE_MESSAGES.manage,
      payload: { theme: seedId("theme:spring"), logo: null },
    },
  },
  valid: {
    "save-record": { table: "Teams", fields: { name: "Fuzz Team" } },
    "archive-record": { table: "Teams", id: TEAM_2, archived: true },
    "undo-change": { auditId: "audFuzzFuzzFuzz" },
    "upload-theme-logo": { theme: seedId("theme:spring"), logo: null },
  },
};
