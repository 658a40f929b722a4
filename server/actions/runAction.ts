import { ACTION_SCHEMAS, describeIssues, isActionKey, type ActionReply } from "../../domain/actions.ts";
import { z } from "zod";
import { NotFoundError } from "../store/ThingStore.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import { ActionError, notAuthenticated } from "./ActionError.ts";
import type { AnyAction } from "./defineAction.ts";
import { ACTIONS } from "./registry.ts";

const byKey = new Map<string, AnyAction>(ACTIONS.map((a) => [a.key, a]));

export interface ActionResult {
  status: number;
  body: ActionReply;
}

/**
 * The one path every action takes, from HTTP or the socket: parse the payload, find who
 * is asking, run the action in one transaction, answer. A refusal changes nothing.
 */
export async function runAction(deps: ServerDeps, key: string, rawPayload: unknown, token: string | null): Promise<ActionResult> {
  try {
    const action = isActionKey(key) ? byKey.get(key) : undefined;
    if (!action) throw new ActionError(404, `Unknown action: ${key.slice(0, 64)}`);
    const parsed = ACTION_SCHEMAS[action.key].safeParse(rawPayload ?? {});
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      throw new ActionError(400, issues.map((i) => `${i.path}: ${i.message}`).join("; "), issues);
    }
    const player = await playerForToken(deps.store, token);
    if (!player && action.auth !== "optional") throw notAuthenticated();
    const base = { player, deps, now: deps.now() };
    const prepared = action.prepare
      ? await (action.prepare as (ctx: unknown, payload: unknown) => Promise<unknown>)({ ...base, store: deps.store }, parsed.data)
      : undefined;
    const data = await deps.store.transaction((tx) =>
      (action.run as (ctx: unknown, payload: unknown, prepared: unknown) => Promise<unknown>)({ ...base, tx }, parsed.data, prepared),
    );
    return { status: 200, body: { data: data ?? null } };
  } catch (error) {
    // A write the record schemas refuse, or a record that vanished: the caller's request, not a crash.
    if (error instanceof z.ZodError) error = new ActionError(400, "The change is not valid", describeIssues(error));
    if (error instanceof NotFoundError) error = new ActionError(404, "Record not found");
    if (error instanceof ActionError) {
      return { status: error.status, body: { error: true, errorMessage: error.message, ...(error.issues ? { issues: error.issues } : {}) } };
    }
    deps.log.error(`[Actions] ${key} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { status: 500, body: { error: true, errorMessage: "Something went wrong on the server" } };
  }
}
