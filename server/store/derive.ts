import {
  DERIVED_FIELDS,
  MATCH_LINKS,
  discordControl,
  idsDiff,
  matchCodes,
  matchName,
  newsHeadline,
  orderedHeroes,
  reconcileLinks,
  relativeName,
  reverseIndex,
  teamHeroes,
  withLink,
  type MatchLink,
} from "../../domain/derived.ts";
import { longId } from "../../domain/ids.ts";
import { asTable, present, type TableName, type Thing } from "../../domain/tables.ts";
import type { Change, StoreTx } from "./ThingStore.ts";

/**
 * Keeps the derived fields of domain/derived.ts current: the store runs `deriveChanges` on every
 * transaction's changes before it commits, so a derived field changes in the same commit as
 * what it depends on. `deriveAll` recomputes everything, for data written before.
 */

type Fields = Record<string, unknown> | null;

/** What a round of changes asks to recompute; ids in stored form. */
interface Wants {
  /** Reverse-link edits per match field: the listed record → match ids to add (true) or take out (false), in order. */
  links: Record<MatchLink["field"], Map<string, [string, boolean][]>>;
  /** Teams and players whose reverse-link list is rebuilt from all matches (it was written by hand). */
  rebuild: Set<string>;
  /** Matches whose name and codes are recomputed. */
  names: Set<string>;
  /** Events whose short name changed: their matches' names are recomputed. */
  events: Set<string>;
  /** Matches whose maps or sides changed, and maps whose result or picks changed: broadcasts showing them recompute their heroes. */
  heroMatches: Set<string>;
  heroMaps: Set<string>;
  /** Events whose names or Discord settings changed: their broadcasts recompute. */
  broadcastEvents: Set<string>;
  /** Broadcasts whose derived fields are recomputed. */
  broadcasts: Set<string>;
  /** News whose headline is recomputed. */
  headlines: Set<string>;
}

function noWants(): Wants {
  return {
    links: { teams: new Map(), casters: new Map() },
    rebuild: new Set(),
    names: new Set(),
    events: new Set(),
    heroMatches: new Set(),
    heroMaps: new Set(),
    broadcastEvents: new Set(),
    broadcasts: new Set(),
    headlines: new Set(),
  };
}

/** An empty list, null and a missing field all mean "none", so writing one over another is no change. */
function none(value: unknown): unknown {
  return value === undefined || value === null || (Array.isArray(value) && !value.length) ? null : value;
}

/** Field values compare by content. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(none(a)) === JSON.stringify(none(b));
}

/** Whether any of these fields differs between two versions of a record. */
function changed(prev: Fields, next: Fields, fields: readonly string[]): boolean {
  return fields.some((f) => !same(prev?.[f], next?.[f]));
}

/** A list field of a record version (ids), empty when absent. */
function idList(record: Fields, field: string): string[] {
  const value = record?.[field];
  return Array.isArray(value) ? (value as string[]) : [];
}

/**
 * What a change of a record of each table asks to recompute, from its previous and next version
 * (null: absent). A derived field that differs was written by hand, so it is recomputed too.
 */
const RULES: Partial<Record<TableName, (id: string, prev: Fields, next: Fields, wants: Wants) => void>> = {
  Matches(id, prev, next, wants) {
    for (const link of MATCH_LINKS) {
      const { added, removed } = idsDiff(idList(prev, link.field), idList(next, link.field));
      const edits = wants.links[link.field];
      const edit = (target: string, present: boolean) => edits.set(target, [...(edits.get(target) ?? []), [id, present]]);
      for (const target of removed) edit(target, false);
      for (const target of added) edit(target, true);
    }
    if (next && changed(prev, next, ["teams", "event", "custom_name", "placeholder_teams", ...DERIVED_FIELDS.Matches])) wants.names.add(id);
    if (changed(prev, next, ["maps", "flip_teams"])) wants.heroMatches.add(id);
  },
  Teams(id, prev, next, wants) {
    if (changed(prev, next, ["name", "code"]))
      for (const match of [...idList(prev, "matches"), ...idList(next, "matches")]) wants.names.add(longId(match));
    if (next && changed(prev, next, DERIVED_FIELDS.Teams)) wants.rebuild.add(id);
  },
  Players(id, prev, next, wants) {
    if (next && changed(prev, next, DERIVED_FIELDS.Players)) wants.rebuild.add(id);
  },
  Events(id, prev, next, wants) {
    if (changed(prev, next, ["short"])) wants.events.add(id);
    if (changed(prev, next, ["name", "short", "series_name", "blocks"])) wants.broadcastEvents.add(id);
  },
  News(id, prev, next, wants) {
    if (next && changed(prev, next, ["name", ...DERIVED_FIELDS.News])) wants.headlines.add(id);
  },
  Maps(id, prev, next, wants) {
    if (changed(prev, next, ["winner", "draw", "banner", "team_1_picks", "team_2_picks"])) wants.heroMaps.add(id);
  },
  Broadcasts(id, prev, next, wants) {
    if (next && changed(prev, next, ["live_match", "name", "event", "team_1_cams", "team_2_cams", ...DERIVED_FIELDS.Broadcasts]))
      wants.broadcasts.add(id);
  },
};

/** Writes derived fields in one transaction, remembering what it wrote so its own writes are not taken for new changes. */
class Deriver {
  /** The version of each record the rules last saw (or the derivation last wrote). */
  readonly seen = new Map<string, Thing | null>();
  /** How many records it wrote, for the backfill's answer. */
  written = 0;

  constructor(private readonly tx: StoreTx) {}

  /** Run the rules over the changes not seen yet; answer what they ask for, or null when nothing is new. */
  collect(changes: ReadonlyMap<string, Change>): Wants | null {
    const pending = [...changes.values()].filter((c) => !this.seen.has(c.id) || this.seen.get(c.id) !== c.after);
    if (!pending.length) return null;
    const wants = noWants();
    for (const change of pending) {
      const prev = this.seen.has(change.id) ? this.seen.get(change.id)! : change.before;
      RULES[change.table]?.(change.id, prev, change.after, wants);
      this.seen.set(change.id, change.after);
    }
    return wants;
  }

  /** Recompute what was asked for, writing only values that differ. */
  async apply(wants: Wants): Promise<void> {
    if (wants.rebuild.size || wants.events.size) {
      const matches = await this.tx.list("Matches");
      await this.rebuildLinks(wants.rebuild, matches);
      for (const match of matches) if (match.event?.some((e) => wants.events.has(longId(e)))) wants.names.add(match.id);
    }
    for (const link of MATCH_LINKS) await this.editLinks(link, wants.links[link.field], wants.rebuild);
    if (wants.names.size) await this.writeNames(wants.names);
    await this.writeBroadcasts(await this.derivedBroadcasts(wants));
    if (wants.headlines.size) await this.writeHeadlines(wants.headlines);
  }

  /** Write a patch of derived fields unless every value is already there; a field with none is left out. */
  private async write(thing: Thing, patch: Record<string, unknown>): Promise<void> {
    const current = thing as Record<string, unknown>;
    if (Object.entries(patch).every(([field, value]) => same(current[field], value))) return;
    const fields = Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, none(value)]));
    this.seen.set(thing.id, await this.tx.update(thing.id, thing.__tableName, fields as never));
    this.written++;
  }

  /** Reverse-link lists made to hold exactly the matches that list their record. */
  private async rebuildLinks(ids: ReadonlySet<string>, matches: readonly Thing<"Matches">[]): Promise<void> {
    if (!ids.size) return;
    const indexes = new Map(MATCH_LINKS.map((link) => [link.table as TableName, { link, index: reverseIndex(matches, link.field) }]));
    for (const target of present(await this.tx.getMany([...ids]))) {
      const by = indexes.get(target.__tableName);
      if (!by) continue;
      const list = reconcileLinks(idList(target, by.link.reverse), by.index.get(target.id) ?? []);
      await this.write(target, { [by.link.reverse]: list });
    }
  }

  /** Reverse-link lists edited by the matches that joined or left them; lists being rebuilt are left to that. */
  private async editLinks(link: MatchLink, edits: ReadonlyMap<string, [string, boolean][]>, rebuilt: ReadonlySet<string>): Promise<void> {
    const ids = [...edits.keys()].filter((id) => !rebuilt.has(id));
    if (!ids.length) return;
    for (const target of (await this.tx.getMany(ids)).map((t) => asTable(t, link.table))) {
      if (!target) continue;
      const list = edits.get(target.id)!.reduce((l, [match, present]) => withLink(l, match, present), idList(target, link.reverse));
      await this.write(target, { [link.reverse]: list });
    }
  }

  /** Matches' names and codes, from their teams and event. */
  private async writeNames(ids: ReadonlySet<string>): Promise<void> {
    const matches = present((await this.tx.getMany([...ids])).map((t) => asTable(t, "Matches")));
    const wanted = new Set(matches.flatMap((m) => [...(m.teams ?? []).slice(0, 2), ...(m.event ?? []).slice(0, 1)].map(longId)));
    const related = new Map(present(await this.tx.getMany([...wanted])).map((t) => [t.id, t]));
    const of = (id: string | undefined) => (id ? related.get(longId(id)) : undefined);
    for (const match of matches) {
      const teams = [0, 1].map((i) => asTable(of(match.teams?.[i]), "Teams"));
      const event = asTable(of(match.event?.[0]), "Events");
      await this.write(match, { name: matchName(match, teams, event), _codes: matchCodes(match, teams) });
    }
  }

  /** The broadcasts to recompute: those asked for, those of the events that changed, and those whose live match or its maps changed. */
  private async derivedBroadcasts(wants: Wants): Promise<Set<string>> {
    const ids = new Set(wants.broadcasts);
    if (!wants.heroMatches.size && !wants.heroMaps.size && !wants.broadcastEvents.size) return ids;
    const broadcasts = await this.tx.list("Broadcasts");
    for (const b of broadcasts) if (b.event?.some((e) => wants.broadcastEvents.has(longId(e)))) ids.add(b.id);
    if (!wants.heroMatches.size && !wants.heroMaps.size) return ids;
    const live = broadcasts.filter((b) => b.live_match?.length);
    const matches = wants.heroMaps.size ? await this.tx.getMany(live.map((b) => b.live_match![0])) : [];
    for (const [i, broadcast] of live.entries()) {
      const maps = asTable(matches[i], "Matches")?.maps ?? [];
      if (wants.heroMatches.has(longId(broadcast.live_match![0])) || maps.some((m) => wants.heroMaps.has(longId(m)))) ids.add(broadcast.id);
    }
    return ids;
  }

  /** Broadcasts' ordered heroes, from their live match's current map, and the fields the Stream Deck module reads. */
  private async writeBroadcasts(ids: ReadonlySet<string>): Promise<void> {
    if (!ids.size) return;
    for (const broadcast of present((await this.tx.getMany([...ids])).map((t) => asTable(t, "Broadcasts")))) {
      const matchId = broadcast.live_match?.[0];
      const match = matchId ? await this.tx.getTyped(matchId, "Matches") : null;
      const maps = match?.maps?.length ? present((await this.tx.getMany(match.maps)).map((t) => asTable(t, "Maps"))) : [];
      const event = broadcast.event?.[0] ? await this.tx.getTyped(broadcast.event[0], "Events") : null;
      const { left, right } = orderedHeroes(match, maps);
      const { team1, team2 } = teamHeroes(match, maps);
      await this.write(broadcast, {
        ordered_hero_team_left_ids: left,
        ordered_hero_team_right_ids: right,
        team_1_ordered_heroes: team1,
        team_2_ordered_heroes: team2,
        team_1_player_cams: broadcast.team_1_cams,
        team_2_player_cams: broadcast.team_2_cams,
        relative_name: relativeName(broadcast, event),
        discord_control: discordControl(event),
      });
    }
  }

  /** News headlines, from their titles. */
  private async writeHeadlines(ids: ReadonlySet<string>): Promise<void> {
    for (const news of present((await this.tx.getMany([...ids])).map((t) => asTable(t, "News")))) {
      await this.write(news, { headline: newsHeadline(news) });
    }
  }
}

/**
 * Bring the derived fields up to date with a transaction's writes, in that transaction.
 * `changes` are its changes so far; the derived writes join them, and are looked at once
 * more, so a derived write that feeds another rule is followed until nothing new is left.
 */
export async function deriveChanges(tx: StoreTx, changes: ReadonlyMap<string, Change>): Promise<void> {
  const deriver = new Deriver(tx);
  for (let wants = deriver.collect(changes); wants; wants = deriver.collect(changes)) await deriver.apply(wants);
}

/** The backfill `deriveAll` runs once per database (ThingStore.once); a new derived field names a new one. */
export const DERIVED_FIELDS_BACKFILL = "backfill: derived fields 2";

/**
 * Recompute every derived field of the stored data in a transaction, for data written before
 * they existed; answers how many records it changed (none when all is current).
 */
export async function deriveAll(tx: StoreTx): Promise<number> {
  const deriver = new Deriver(tx);
  const ids = async (table: TableName) => (await tx.list(table)).map((t) => t.id);
  const wants = noWants();
  wants.rebuild = new Set([...(await ids("Teams")), ...(await ids("Players"))]);
  wants.names = new Set(await ids("Matches"));
  wants.broadcasts = new Set(await ids("Broadcasts"));
  wants.headlines = new Set(await ids("News"));
  await deriver.apply(wants);
  return deriver.written;
}
