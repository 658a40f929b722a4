import type { z } from "zod";
import { describeIssues, type ActionReply, type Issue } from "../../domain/actions.ts";
import { issuesText } from "../../domain/formMessages.ts";
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

/** An event's answer, with the HTTP-like status a client without a callback reads as `action_error`'s code. */
export interface EventAnswer<T> {
  reply: ActionReply<T>;
  status: number;
}

/**
 * A payload's refusal as one line, as an action's reads: `action_error` carries no issues, so
 * its message says what is wrong ("Unknown trigger: fade_map", "Trigger: Unknown trigger").
 */
export function issuesMessage(issues: readonly Issue[]): string {
  return issuesText(issues);
}

/**
 * The answer to a signed-in socket event (production and crew events alike): the payload is
 * parsed before anyone is looked up, then the token signs in; an expected refusal answers its
 * message and status, anything else is logged (the event's name and the error, never a
 * token) and answered with a generic text.
 */
export async function answerEvent<S extends z.ZodType, T>(
  deps: ServerDeps,
  label: string,
  event: string,
  schema: S,
  payload: unknown,
  token: string | null,
  run: (caller: Caller, payload: z.infer<S>) => Promise<T>,
): Promise<EventAnswer<T>> {
  try {
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      return { reply: { error: true, errorMessage: issuesMessage(issues), issues }, status: 400 };
    }
    const player = await playerForToken(deps.store, token);
    if (!player || !token) return { reply: { error: true, errorMessage: "Not authenticated" }, status: 401 };
    return { reply: { data: await run({ player, token }, parsed.data) }, status: 200 };
  } catch (error) {
    if (error instanceof ActionError)
      return {
        reply: { error: true, errorMessage: error.message, ...(error.issues ? { issues: error.issues } : {}) },
        status: error.status,
      };
    deps.log.error(`[${label}] ${event} failed`, { error: error instanceof Error ? error.message : String(error) });
    return { reply: { error: true, errorMessage: "Something went wrong on the server" }, status: 500 };
  }
}

/** The handler of a crew event (source overview, reload, remote) for any socket, answered as `answerEvent` says. */
export function crewEvent<S extends z.ZodType, T>(
  deps: ServerDeps,
  event: string,
  schema: S,
  run: (player: PlayerRecord, payload: z.infer<S>, socket: AppSocket) => Promise<T>,
): (socket: AppSocket, payload: unknown, ack?: unknown) => void {
  return (socket, payload, ack) => {
    void answerEvent(deps, "Crew", event, schema, payload, socket.data.token, ({ player }, parsed) => run(player, parsed, socket)).then(
      ({ reply }) => {
        if (typeof ack === "function") (ack as Ack<T>)(reply);
      },
    );
  };
}
