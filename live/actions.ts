import type { ActionData, ActionInput, ActionKey, ActionReply } from "../domain/actions.ts";

export interface CallOptions {
  token: string | null | undefined;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Call an action over HTTP (SPEC §7), its payload typed by the action's schema and its
 * answer by domain/actions.ts. Messages follow SPEC §8: no token makes no call and answers
 * 'Not authenticated'; a network failure answers 'Request failed: connection error'.
 */
export async function callAction<K extends ActionKey>(
  key: K,
  payload: ActionInput<K>,
  options: CallOptions,
): Promise<ActionReply<ActionData<K>>> {
  if (!options.token) return { error: true, errorMessage: "Not authenticated" };
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl ?? ""}/actions/${key}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${options.token}` },
      body: JSON.stringify(payload ?? {}),
    });
  } catch {
    return { error: true, errorMessage: "Request failed: connection error" };
  }
  try {
    // The server answers every action in this shape (server/actions/runAction.ts).
    return (await response.json()) as ActionReply<ActionData<K>>;
  } catch {
    return { error: true, errorMessage: `Request error: the server answered ${response.status}` };
  }
}
