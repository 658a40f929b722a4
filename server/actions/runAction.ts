import { ACTION_SCHEMAS, describeIssues, isActionKey, type ActionKey, type ActionPayload, type ActionReply } from "../../domain/actions.ts";
import { projectRecordsIn, PUBLIC_VIEWER } from "../../domain/projection.ts";
import { z } from "zod";
import { issuesText, wordIssuesPlainly } from "../../domain/formMessages.ts";
import { NotFoundError } from "../store/ThingStore.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { ServerDeps } from "../deps.ts";
import { ActionError, notAuthenticated, unknownAction } from "./ActionError.ts";
import type { ActionDefinition } from "./defineAction.ts";
import { ACTIONS } from "./registry.ts";
import { viewerFor } from "../things/viewer.ts";

// Every schema refusal in this process says what to change in plain words (a schema's own message is kept):
// action payloads, socket events and the record schemas a write is checked against alike.
wordIssuesPlainly();

/** Each key's schema seen as the parser of that key's payload, so a lookup by a generic key stays typed. */
const SCHEMAS: { [K in ActionKey]: z.ZodType<ActionPayload<K>> } = ACTION_SCHEMAS;

type Runner = (deps: ServerDeps, rawPayload: unknown, player: PlayerRecord | null) => Promise<{ result: unknown; revision: number | null }>;

/** One action's path, typed by its key: parse, prepare outside the transaction, run inside it. */
function runnerOf<K extends ActionKey>(action: ActionDefinition<K, unknown>): Runner {
  const schema = SCHEMAS[action.key];
  return async (deps, rawPayload, player) => {
    const parsed = schema.safeParse(rawPayload ?? {});
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      // Once, with each field named as the pages label it: "Forfeit reason: use 500 characters or fewer".
      throw new ActionError(400, issuesText(issues), issues);
    }
    const payload = parsed.data;
    const base = { player, deps, now: deps.now() };
    const prepared = action.prepare ? await action.prepare({ ...base, store: deps.store }, payload) : undefined;
    const audit = { playerId: player?.id ?? null, playerName: player?.name ?? null, action: action.key };
    const done = await deps.store.commit((tx) => action.run({ ...base, tx }, payload, prepared), audit);
    return { ...done, result: await projectedReply(deps, done.result, player) };
  };
}

/** Any record an answer holds, as the caller may see it (the projection of /things): never another player's private fields. */
async function projectedReply(deps: ServerDeps, result: unknown, player: PlayerRecord | null): Promise<unknown> {
  if (!holdsRecord(result)) return result;
  const viewer = player ? await viewerFor(deps.store, player) : PUBLIC_VIEWER;
  return projectRecordsIn(result, viewer);
}

function holdsRecord(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some(holdsRecord);
  const record = value as Record<string, unknown>;
  return (typeof record.__tableName === "string" && typeof record.id === "string") || Object.values(record).some(holdsRecord);
}

const RUNNERS = new Map<string, Runner>(ACTIONS.map((action) => [action.key, runnerOf(action)]));
const SIGNED_IN_ONLY = new Set<string>(ACTIONS.filter((action) => action.auth !== "optional").map((action) => action.key));

/** Whether an action refuses anonymous callers (unknown keys are answered by runAction). */
export function needsSignIn(key: string): boolean {
  return SIGNED_IN_ONLY.has(key);
}

/** The answer every refusal gets. */
export function refusalResult(refusal: ActionError): ActionResult {
  return {
    status: refusal.status,
    body: { error: true, errorMessage: refusal.message, ...(refusal.issues ? { issues: refusal.issues } : {}) },
  };
}

export interface ActionResult {
  status: number;
  body: ActionReply;
}

/**
 * The one path every action takes, from HTTP or the socket: find who is asking, parse the
 * payload, run the action in one transaction, answer (with the store revision it wrote,
 * when it wrote). A refusal changes nothing. `player` is who the token signs in as when the
 * caller has read it already (for its rate limit), so the session is read once per action.
 */
export async function runAction(
  deps: ServerDeps,
  key: string,
  rawPayload: unknown,
  token: string | null,
  player?: PlayerRecord | null,
): Promise<ActionResult> {
  try {
    const { result, revision } = await perform(deps, key, rawPayload, token, player);
    // The reply goes before the fan-out; the version it carries is the one readers will hear.
    return { status: 200, body: { data: result ?? null, ...(revision !== null ? { version: revision } : {}) } };
  } catch (error) {
    const refusal = asRefusal(error);
    if (refusal) return refusalResult(refusal);
    deps.log.error(`[Actions] ${key} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { status: 500, body: { error: true, errorMessage: "Something went wrong on the server" } };
  }
}

async function perform(deps: ServerDeps, key: string, rawPayload: unknown, token: string | null, known?: PlayerRecord | null) {
  const run = isActionKey(key) ? RUNNERS.get(key) : undefined;
  if (!run) throw unknownAction(key);
  // Who is asking comes first: an anonymous caller is refused before the payload is read.
  const player = known === undefined ? await playerForToken(deps.store, token) : known;
  if (!player && needsSignIn(key)) throw notAuthenticated();
  return run(deps, rawPayload, player);
}

/**
 * An action taken on behalf of a socket event (a production trigger that writes): the same
 * path, but a refusal is thrown as its ActionError, so the event answers it with its own
 * status; a crash is thrown as it is.
 */
export async function performAction(deps: ServerDeps, key: string, rawPayload: unknown, token: string | null): Promise<unknown> {
  try {
    return (await perform(deps, key, rawPayload, token)).result;
  } catch (error) {
    throw asRefusal(error) ?? error;
  }
}

/** An expected failure as the refusal it answers; null for a crash. */
function asRefusal(error: unknown): ActionError | null {
  if (error instanceof ActionError) return error;
  // A write the record schemas refuse, or a record that vanished: the caller's request, not a crash.
  if (error instanceof z.ZodError) {
    const issues = describeIssues(error);
    return new ActionError(400, issuesText(issues) || "The change is not valid", issues);
  }
  if (error instanceof NotFoundError) return new ActionError(404, "Record not found");
  return null;
}
