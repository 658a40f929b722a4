import { BROADCAST_ROLES } from "../../domain/broadcastRoles.ts";
import type { EventRecord, MatchRecord, PlayerRecord, RelationshipRecord } from "../../domain/tables.ts";
import type { Lookup } from "../../engine/buildData.ts";

export interface StaffGroup {
  heading: string;
  names: string[];
}

const plural = (role: string, n: number) => (n > 1 && !/(s|staff)$/i.test(role) ? `${role}s` : role);

/**
 * The staff as grouped on screen: the live match's casters, then each broadcast role of the
 * match and event (SPEC §2.9 order first, others after), then the event's other staff. Each
 * person is listed once, in the first group that names them; empty groups are left out.
 */
export function staffGroups(match: MatchRecord | null, event: EventRecord | null, get: Lookup): StaffGroup[] {
  const seen = new Set<string>();
  const people = (ids: readonly string[] | undefined) =>
    (ids ?? []).flatMap((id) => {
      if (seen.has(id)) return [];
      const p = get(id, "Players");
      if (!p) return [];
      seen.add(id);
      return [p];
    });
  const rels = [...(match?.player_relationships ?? []), ...(event?.player_relationships ?? [])]
    .map((id) => get(id, "Player Relationships"))
    .filter((r): r is RelationshipRecord => !!r);
  const roles = [...new Set(rels.map((r) => r.singular_name))].sort((a, b) => rank(a) - rank(b));
  const groups: { role: string; players: PlayerRecord[] }[] = [];
  const casterIds = [...(match?.casters ?? []), ...rels.filter((r) => r.singular_name === "Caster").flatMap((r) => r.player ?? [])];
  groups.push({ role: "Caster", players: people(casterIds) });
  for (const role of roles.filter((r) => r !== "Caster"))
    groups.push({ role, players: people(rels.filter((r) => r.singular_name === role).flatMap((r) => r.player ?? [])) });
  groups.push({ role: "Event Staff", players: people(event?.staff) });
  return groups
    .filter((g) => g.players.length)
    .map((g) => ({ heading: plural(g.role, g.players.length), names: g.players.map((p) => p.name) }));
}

function rank(role: string): number {
  const i = (BROADCAST_ROLES as readonly string[]).indexOf(role);
  return i < 0 ? BROADCAST_ROLES.length : i;
}

/** Groups packed into `cols` columns, each group going to the shortest column (by lines). */
export function packColumns(groups: readonly StaffGroup[], cols: number): StaffGroup[][] {
  const out: StaffGroup[][] = Array.from({ length: Math.max(1, cols) }, () => []);
  const size = (c: StaffGroup[]) => c.reduce((n, g) => n + g.names.length + 1.5, 0);
  for (const g of groups) out.reduce((best, c) => (size(c) < size(best) ? c : best)).push(g);
  return out.filter((c) => c.length);
}

/** What the staff overlay must load: the live match's casters and roles, the event's staff and roles. */
export function staffNeeds(match: MatchRecord | null, event: EventRecord | null, get: Lookup): (string | null | undefined)[] {
  const rels = [...(match?.player_relationships ?? []), ...(event?.player_relationships ?? [])];
  return [
    ...rels,
    ...rels.flatMap((id) => get(id, "Player Relationships")?.player ?? []),
    ...(match?.casters ?? []),
    ...(event?.staff ?? []),
  ];
}
