import type { WEBHOOK_ACTION_SCHEMAS } from "../../../../domain/webhooks.ts";
import { WEBHOOK_MESSAGES } from "../../../../domain/webhooks.ts";
import type { TestServer } from "../../harness.ts";
import { insertHook } from "../../webhookRows.ts";
import { DEMO_EVENT_ID } from "../actors.ts";
import type { Family } from "./rule.ts";

// An event's webhooks: its editors (staff, Event Editors) and organisers. The address is a public
// IP, so saving it asks no DNS of this machine.
const HOOK = { event: DEMO_EVENT_ID, url: "https://93.184.216.34/matrix", events: ["match.completed"] };
const hooks = async (t: TestServer) => (await t.store.db.selectFrom("webhooks").select("id").orderBy("id").execute()).map((r) => r.id);

export const WEBHOOK_FAMILY: Family<keyof typeof WEBHOOK_ACTION_SCHEMAS> = {
  rules: {
    "save-webhook": { allowed: ["eventStaff", "organiser"], refusal: WEBHOOK_MESSAGES.editEvent, payload: HOOK, state: hooks },
    // Each allowed call deletes the hook: a fresh server (and hook) each.
    "delete-webhook": {
      allowed: ["eventStaff", "organiser"],
      refusal: WEBHOOK_MESSAGES.editEvent,
      fresh: true,
      payload: {},
      state: hooks,
      async prepare(t) {
        await insertHook(t.store.db, { id: "recMatrixHook0001", event: DEMO_EVENT_ID, url: HOOK.url, events: HOOK.events });
        return { id: "recMatrixHook0001" };
      },
    },
  },
  valid: {
    "save-webhook": HOOK,
    "delete-webhook": { id: "recMatrixHook0001" },
  },
};
