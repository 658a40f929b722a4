import type { z } from "zod";
import { describeIssues, type ActionReply } from "../../domain/actions.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { Ack } from "../../domain/wire.ts";
import { ActionError } from "../actions/ActionError.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import type { AppSocket } from "./sockets.ts";

/** Who sends a signed-in socket event: the player, and the token the action path checks again. */
export interface Caller {
  player: PlayerRecord;
  token: string;
}

/**
 * The answer to a signed-in socket event (production and crew events alike): the payload is
 * parsed before anyone is looked up, then the token signs in; an expected refusal answers its
 * message, anything else is logged (the event's name and the error, never a token) and
 * answered with a generic text.
 */
export async function answerEvent<S extends z.ZodType, T>(
  deps: ServerDeps,
  label: string,
  event: string,
  schema: S,
  payload: unknown,
  token: string | null,
  run: (caller: Caller, payload: z.infer<S>) => Promise<ActionReply<T>>,
): Promise<ActionReply<T>> {
  try {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return { error: true, errorMessage: `Invalid ${event} payload`, issues: describeIssues(parsed.error) };
    const player = await playerForToken(deps.store, token);
    if (!player || !token) return { error: true, errorMessage: "Not authenticated" };
    return await run({ player, token }, parsed.data);
  } catch (error) {
    if (error instanceof ActionError)
      return { error: true, errorMessage: error.message, ...(error.issues ? { issues: error.issues } : {}) };
    deps.log.error(`[${label}] ${event} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { error: true, errorMessage: "Something went wrong on the server" };
  }
}

/** The listener of a crew event (source overview, reload, remote), answered as `answerEvent` says. */
export function crewEvent<S extends z.ZodType, T>(
  deps: ServerDeps,
  socket: AppSocket,
  event: string,
  schema: S,
  run: (player: PlayerRecord, payload: z.infer<S>) => Promise<T>,
): (payload: unknown, ack?: Ack<T>) => void {
  return (payload, ack) => {
    void answerEvent(deps, "Crew", event, schema, payload, socket.data.token, async ({ player }, parsed) => ({
      data: await run(player, parsed),
    })).then((reply) => {
      if (typeof ack === "function") ack(reply);
    });
  };
}
