import { longId } from "../../../domain/ids.ts";
import { recordPath } from "../../../domain/links.ts";
import { isMatchComplete, isPlayed, matchWinner } from "../../../domain/match.ts";
import { parseRescheduleProposal, parseScoreProposal } from "../../../domain/matchReports.ts";
import type { EventSummary, MatchSummary, TeamSummary, WebhookType } from "../../../domain/webhooks.ts";
import type { BracketRecord, MatchRecord, ReportRecord, TeamRecord, Thing } from "../../../domain/tables.ts";
import type { Change, StoreReader } from "../../store/ThingStore.ts";

/** An event found in a commit, before the log numbers it. */
export interface FoundEvent {
  type: WebhookType;
  event: string | null;
  /** The record it is about: `match.started` and `stage.completed` are sent once per subject. */
  subject: string;
  data: Record<string, unknown>;
}

/** Types told once per record in the life of the log (a match starts once; a stage completes once). */
export const ONCE_PER_SUBJECT: readonly WebhookType[] = ["match.started", "stage.completed"];

/**
 * The events a commit's changes mean. Only a commit that touched matches, reports, broadcasts
 * or sign-ups reads anything; the reads are of the few records its payloads name (teams, the
 * event), each once per commit. `publicOrigin` makes the match links.
 */
export async function eventsOfCommit(tx: StoreReader, changes: readonly Change[], publicOrigin: string): Promise<FoundEvent[]> {
  const relevant = changes.filter((c) => c.after && RELEVANT.has(c.table));
  if (!relevant.length) return [];
  const reader = new Summaries(tx, changes, publicOrigin);
  // What the payloads name, read in one query.
  await reader.prefetch(relevant.flatMap((c) => namedBy(c.after as Thing & Record<string, unknown>)));
  const found: FoundEvent[] = [];
  for (const change of relevant) {
    switch (change.table) {
      case "Matches":
        found.push(...(await matchEvents(reader, change.before as MatchRecord | null, change.after as MatchRecord)));
        break;
      case "Reports":
        found.push(...(await reportEvents(reader, change.before as ReportRecord | null, change.after as ReportRecord)));
        break;
      case "Broadcasts":
        found.push(...(await broadcastEvents(reader, change.before as Thing<"Broadcasts"> | null, change.after as Thing<"Broadcasts">)));
        break;
      case "Signup Data":
        if (!change.before) {
          const signup = change.after as Thing<"Signup Data">;
          const eventId = signup.event[0] ?? null;
          const player = signup.player?.[0] ? await reader.record(signup.player[0], "Players") : null;
          found.push({
            type: "signup.created",
            event: eventId,
            subject: signup.id,
            data: {
              event: await reader.event(eventId),
              signup: { id: signup.id, player: player ? { id: player.id, name: player.name } : null },
            },
          });
        }
        break;
    }
  }
  return found;
}

const RELEVANT = new Set(["Matches", "Reports", "Broadcasts", "Signup Data"]);

/** The records a changed record's events name: its teams, event, match, player, live match and brackets. */
function namedBy(record: Record<string, unknown>): string[] {
  return ["teams", "event", "match", "team", "player", "live_match", "brackets"].flatMap((field) => {
    const value = record[field];
    return Array.isArray(value) ? (value as string[]) : [];
  });
}

async function matchEvents(reader: Summaries, before: MatchRecord | null, after: MatchRecord): Promise<FoundEvent[]> {
  // A match made now (a stage, an import) has nothing to tell yet: its changes from here on do.
  if (!before) return [];
  const found: FoundEvent[] = [];
  const base = async () => ({ event: await reader.event(after.event?.[0] ?? null), match: await reader.match(after) });
  const event = after.event?.[0] ?? null;
  const scored = before.score_1 !== after.score_1 || before.score_2 !== after.score_2 || !!before.forfeit !== !!after.forfeit;
  if (!isPlayed(before) && isPlayed(after) && !after.forfeit)
    found.push({ type: "match.started", event, subject: after.id, data: await base() });
  if (scored) found.push({ type: "match.score_updated", event, subject: after.id, data: await base() });
  if (!isMatchComplete(before) && isMatchComplete(after)) {
    found.push({ type: "match.completed", event, subject: after.id, data: await base() });
    found.push(...(await completedStages(reader, after)));
  }
  if (before.start !== undefined && before.start !== after.start)
    found.push({ type: "match.rescheduled", event, subject: after.id, data: { ...(await base()), previous_start: before.start } });
  const gained = (after.teams ?? []).filter((t) => !(before.teams ?? []).includes(t));
  if (gained.length && after.brackets?.length) {
    const bracket = await reader.record(after.brackets[0]!, "Brackets");
    found.push({
      type: "bracket.advanced",
      event,
      subject: after.id,
      data: { ...(await base()), bracket: bracket ? { id: bracket.id, name: bracket.name ?? null } : null },
    });
  }
  return found;
}

/** A stage (a bracket made by create-stage) every match of which is now decided. */
async function completedStages(reader: Summaries, match: MatchRecord): Promise<FoundEvent[]> {
  const found: FoundEvent[] = [];
  for (const bracketId of match.brackets ?? []) {
    const bracket = await reader.record(bracketId, "Brackets");
    if (!bracket?.stage || !bracket.ordered_matches?.length) continue;
    const matches = await reader.records(bracket.ordered_matches, "Matches");
    if (!matches.every((m) => m && isMatchComplete(m))) continue;
    const eventId = bracket.events?.[0] ?? match.event?.[0] ?? null;
    found.push({
      type: "stage.completed",
      event: eventId,
      subject: bracket.id,
      data: { event: await reader.event(eventId), stage: stageSummary(bracket) },
    });
  }
  return found;
}

const stageSummary = (bracket: BracketRecord) => ({ id: bracket.id, name: bracket.name ?? null });

async function reportEvents(reader: Summaries, before: ReportRecord | null, after: ReportRecord): Promise<FoundEvent[]> {
  const type: WebhookType | null = !before
    ? after.approved
      ? after.type === "score"
        ? "report.applied"
        : null
      : after.type === "score"
        ? "report.submitted"
        : "reschedule.requested"
    : after.type === "score" && !before.approved && after.approved
      ? "report.applied"
      : null;
  if (!type) return [];
  const match = await reader.record(after.match[0]!, "Matches");
  const eventId = match?.event?.[0] ?? null;
  const team = after.team?.[0] ? await reader.team(after.team[0]) : null;
  const proposal =
    after.type === "score"
      ? (parseScoreProposal(after.data)?.matchData ?? {})
      : { start: parseRescheduleProposal(after.data) ?? undefined };
  return [
    {
      type,
      event: eventId,
      subject: after.id,
      data: {
        event: await reader.event(eventId),
        match: match ? await reader.match(match) : null,
        report: { id: after.id, type: after.type, team, ...pick(proposal, ["score_1", "score_2", "forfeit", "start"]) },
      },
    },
  ];
}

async function broadcastEvents(reader: Summaries, before: Thing<"Broadcasts"> | null, after: Thing<"Broadcasts">): Promise<FoundEvent[]> {
  const was = before?.live_match?.[0] ?? null;
  const now = after.live_match?.[0] ?? null;
  if (!before || was === now) return [];
  const match = now ? await reader.record(now, "Matches") : null;
  const eventId = after.event?.[0] ?? match?.event?.[0] ?? null;
  const summary = match ? await reader.match(match) : null;
  const found: FoundEvent[] = [
    {
      type: "broadcast.live_match_changed",
      event: eventId,
      subject: after.id,
      data: {
        event: await reader.event(eventId),
        broadcast: { id: after.id, key: after.key, name: after.name },
        match: summary,
        previous_match: was,
      },
    },
  ];
  // Taken live before a map is won: the match has started (told once, whichever comes first).
  if (match && !isPlayed(match))
    found.push({
      type: "match.started",
      event: match.event?.[0] ?? null,
      subject: match.id,
      data: { event: await reader.event(match.event?.[0] ?? null), match: summary },
    });
  return found;
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}

/**
 * The records a commit's payloads name, read once per commit, as the commit left them (a
 * record it changed is taken from its changes, not read again). Only public fields leave.
 */
class Summaries {
  private readonly read = new Map<string, Promise<Thing | null>>();
  private readonly changed = new Map<string, Thing | null>();

  constructor(
    private readonly tx: StoreReader,
    changes: readonly Change[],
    private readonly origin: string,
  ) {
    for (const change of changes) this.changed.set(change.id, change.after);
  }

  async record<T extends "Matches" | "Teams" | "Events" | "Brackets" | "Players">(id: string, table: T): Promise<Thing<T> | null> {
    const key = longId(id);
    const found = this.changed.has(key) ? this.changed.get(key)! : await this.cached(key);
    return found?.__tableName === table ? (found as Thing<T>) : null;
  }

  async records<T extends "Matches">(ids: readonly string[], table: T): Promise<(Thing<T> | null)[]> {
    await this.prefetch(ids);
    return Promise.all(ids.map((id) => this.record(id, table)));
  }

  /** Read these records (those not read or changed yet) in one query. */
  async prefetch(ids: readonly string[]): Promise<void> {
    const missing = [...new Set(ids.map(longId))].filter((id) => !this.changed.has(id) && !this.read.has(id));
    if (!missing.length) return;
    const found = this.tx.getMany(missing);
    missing.forEach((id, i) =>
      this.read.set(
        id,
        found.then((all) => all[i] ?? null),
      ),
    );
    await found;
  }

  private cached(id: string): Promise<Thing | null> {
    let found = this.read.get(id);
    if (!found) this.read.set(id, (found = this.tx.get(id)));
    return found;
  }

  async event(id: string | null): Promise<EventSummary | null> {
    const event = id ? await this.record(id, "Events") : null;
    return event ? { id: event.id, name: event.name } : null;
  }

  async team(id: string): Promise<TeamSummary | null> {
    const team = await this.record(id, "Teams");
    return team ? teamSummary(team) : null;
  }

  async match(match: MatchRecord): Promise<MatchSummary> {
    const sides = await Promise.all((match.teams ?? []).map((id) => this.team(id)));
    const teams = sides.filter((t): t is TeamSummary => t !== null);
    const side = matchWinner(match);
    return {
      id: match.id,
      name: match.custom_name ?? match.name ?? null,
      teams,
      score_1: match.score_1 ?? 0,
      score_2: match.score_2 ?? 0,
      first_to: match.first_to ?? null,
      forfeit: !!match.forfeit,
      start: match.start ?? null,
      winner: side ? (sides[side - 1] ?? null) : null,
      url: `${this.origin}${recordPath("match", match.id)}`,
    };
  }
}

function teamSummary(team: TeamRecord): TeamSummary {
  return { id: team.id, name: team.name, code: team.code ?? null };
}
