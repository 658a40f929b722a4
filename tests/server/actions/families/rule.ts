// What the permission matrix and the fuzz test know of each action: a rule per action, and a
// valid payload to start malformed ones from. Each family of actions keeps its own here.
import type { TestServer } from "../../harness.ts";
import type { Actor } from "../actors.ts";

export type { CoreActionKey } from "../../../../domain/actions.ts";

export interface Rule {
  allowed: readonly Actor[];
  /** What an allowed caller gets: 200, or 503 where Twitch is not configured in this test. */
  ok?: number;
  refusal: string;
  /** Where a caller is refused for another reason than the rule's. */
  refusalFor?: Partial<Record<Actor, string>>;
  /** Allowed calls change state another allowed call would trip over: a fresh server each. */
  fresh?: boolean;
  payload: Record<string, unknown>;
  /**
   * What the action changes, read before and after each call, for an action that writes beside the
   * records (webhooks): a refusal leaves it as it was, an allowed call changes it. Others: the store revision.
   */
  state?: (t: TestServer) => Promise<unknown>;
  /** A payload that depends on the server's state (an audit entry's id): made once per server, before any call. */
  prepare?: (t: TestServer, tokens: Record<Actor, string | null>) => Promise<Record<string, unknown>>;
}

/** A family's rules and valid payloads, one of each per action key. */
export interface Family<K extends string> {
  rules: Record<K, Rule>;
  valid: Record<K, Record<string, unknown>>;
}
