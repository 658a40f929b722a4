import type { OBSERVER_SETTINGS } from "./actions.ts";
import { longId } from "./ids.ts";
import type { ClientRecord, MatchRecord, RelationshipRecord } from "./tables.ts";

/**
 * Observer clients and what the broadcast's observer settings (SPEC §3 observer_settings, §4
 * "Observer settings") make their ingame overlay draw. An observer's feed goes on air with the
 * ingame drawn over it or not, as the producer says; every other client's ingame is the crew's
 * own choice, by its URL.
 */

type ObserverSetting = (typeof OBSERVER_SETTINGS)[number];
type RelationshipLike = Pick<RelationshipRecord, "singular_name" | "player">;

/** The broadcast role (SPEC §3 Roles) whose clients the observer settings govern. */
export const OBSERVER_ROLE = "Observer";

/**
 * A client whose staff member is an Observer on the live match (its player_relationships);
 * none without a live match. A relationship not loaded yet counts for nothing.
 */
export function isObserverClient(
  client: Pick<ClientRecord, "staff"> | null | undefined,
  liveMatch: Pick<MatchRecord, "player_relationships"> | null | undefined,
  relationship: (id: string) => RelationshipLike | null | undefined,
): boolean {
  const staff = new Set((client?.staff ?? []).map(longId));
  if (!staff.size) return false;
  return (liveMatch?.player_relationships ?? []).some((id) => {
    const r = relationship(id);
    return r?.singular_name === OBSERVER_ROLE && (r.player ?? []).some((p) => staff.has(longId(p)));
  });
}

/** What a client's ingame page draws. */
export interface IngameView {
  /** The ingame overlay itself. */
  ingame: boolean;
  /** Its basic form: team bars only (the ingame route's `basic`). */
  basic: boolean;
  /** The syncer's panel (overlays/syncer) over it, for the observer to line their feed up. */
  syncer: boolean;
}

/**
 * An observer client's ingame follows the observer settings: Show overlay draws it, Use basic
 * overlay draws it basic, Show syncer adds the syncer. Any other client's draws as its URL asks
 * (`basic` is the route's option).
 */
export function ingameView(observerClient: boolean, settings: readonly string[] | null | undefined, basic: boolean): IngameView {
  if (!observerClient) return { ingame: true, basic, syncer: false };
  const on = (setting: ObserverSetting) => (settings ?? []).includes(setting);
  return { ingame: on("Show overlay"), basic: basic || on("Use basic overlay"), syncer: on("Show syncer") };
}
