import type { RelationshipRecord } from "./tables.ts";

/** SPEC §2.9 Broadcast Roles: the roles the dashboard assigns on the live match, in table order. */
export const BROADCAST_ROLES = ["Caster", "Producer", "Observer", "Observer Director", "Replay Producer", "Lobby Admin"] as const;
export type BroadcastRole = (typeof BROADCAST_ROLES)[number];

/** SPEC §9: default role row counts. */
const DEFAULT_ROWS: Partial<Record<BroadcastRole, number>> = { Observer: 4, Caster: 2 };
/** The most rows a role may have, and the most people set-player-relationships accepts a role. */
export const MAX_ROLE_ROWS = 12;

export function defaultRoleRows(role: BroadcastRole): number {
  return DEFAULT_ROWS[role] ?? 1;
}

/** The roles form: for each role, one entry per row, the chosen player's id or null for an empty row. */
export type RoleRows = Record<BroadcastRole, (string | null)[]>;

type RelationshipLike = Pick<RelationshipRecord, "singular_name" | "player">;

/**
 * The form as the match stores it: each role's people in stored order, padded with empty
 * rows up to the role's default count (a role with more people gets a row for each).
 */
export function roleRowsFrom(relationships: readonly RelationshipLike[]): RoleRows {
  const rows = {} as RoleRows;
  for (const role of BROADCAST_ROLES) {
    const people = [...new Set(relationships.filter((r) => r.singular_name === role).flatMap((r) => r.player?.slice(0, 1) ?? []))];
    const count = Math.min(MAX_ROLE_ROWS, Math.max(defaultRoleRows(role), people.length));
    rows[role] = [...people.slice(0, count), ...Array<null>(Math.max(0, count - people.length)).fill(null)];
  }
  return rows;
}

/** Each role's chosen people, once each, in row order. */
export function chosenPeople(rows: RoleRows, role: BroadcastRole): string[] {
  return [...new Set(rows[role].filter((id): id is string => !!id))];
}

/** The `roles` of set-player-relationships: each role's row count and the people chosen. */
export function rolesPayload(rows: RoleRows): Record<BroadcastRole, { count: number; selected: string[] }> {
  const payload = {} as Record<BroadcastRole, { count: number; selected: string[] }>;
  for (const role of BROADCAST_ROLES) payload[role] = { count: rows[role].length, selected: chosenPeople(rows, role) };
  return payload;
}

/** Whether two forms assign the same people to each role (row order and empty rows aside). */
export function sameAssignments(a: RoleRows, b: RoleRows): boolean {
  const key = (rows: RoleRows, role: BroadcastRole) => chosenPeople(rows, role).sort().join(",");
  return BROADCAST_ROLES.every((role) => key(a, role) === key(b, role));
}

/** SPEC §8: '{n} relationship(s) added'. */
export function relationshipsAddedNotice(added: number): string {
  return `${added} relationship${added === 1 ? "" : "s"} added`;
}
