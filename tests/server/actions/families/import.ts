import type { IMPORT_ACTION_SCHEMAS } from "../../../../domain/importRows.ts";
import { PERMISSION_MESSAGES } from "../../../../domain/permissions.ts";
import { DEMO_EVENT_ID } from "../../../../server/seed/demo.ts";
import type { Family } from "./rule.ts";

// A tiny confirmed import: one new team joins the demo event (a second identical call skips it).
const tinyImport = { event: DEMO_EVENT_ID, kind: "teams", format: "csv", text: "name,code\nMatrix Import,MTX\n", confirm: true };

export const IMPORT_FAMILY: Family<keyof typeof IMPORT_ACTION_SCHEMAS> = {
  rules: {
    "import-records": { allowed: ["eventStaff", "organiser"], refusal: PERMISSION_MESSAGES.editEvent, payload: tinyImport },
  },
  valid: {
    "import-records": { ...tinyImport, timezone: "Europe/Berlin" },
  },
};
