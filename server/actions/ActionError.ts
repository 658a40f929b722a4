import type { Issue } from "../../domain/actions.ts";

/** An expected refusal: its message is shown to the user as it is. */
export class ActionError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }
}

export const notAuthenticated = () => new ActionError(401, "Not authenticated");
export const forbidden = (message: string) => new ActionError(403, message);
export const notFound = (what: string) => new ActionError(404, `${what} not found`);
/** A key no action answers to, over HTTP or as a socket event. */
export const unknownAction = (key: string) => new ActionError(404, `Unknown action: ${key.slice(0, 64)}`);
