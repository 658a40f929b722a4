import {
  nameKey,
  playerFinder,
  type ImportExisting,
  type ImportPreview,
  type ImportResult,
  type ImportValues,
} from "../../../domain/importRows.ts";
import { canManageRecord, canSetSignIn, CONSOLE_MESSAGES, signInFieldsChanged } from "../../../domain/permissions.ts";
import { recordAccess } from "../console/access.ts";
import { subjectOf } from "../context.ts";
import type { PLAYER_ROLES } from "../../../domain/records.ts";
import type { PlayerRecord, TableName } from "../../../domain/tables.ts";
import type { Patch, StoreReader, StoreTx } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { writeRecord } from "../console/writeRecord.ts";

const union = (before: readonly string[] | undefined, more: readonly string[]) => [...new Set([...(before ?? []), ...more])];

/** Only the fields a row gives: an import adds and changes, it never clears. */
function given<T extends TableName>(fields: Record<string, unknown>): Patch<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Patch<T>;
}

const text = (v: ImportValues[string] | undefined) => (v === undefined ? undefined : String(v));
const num = (v: ImportValues[string] | undefined) => (typeof v === "number" ? v : undefined);

/**
 * The players rows' Discord accounts, before anything is written. Changing an existing player's
 * is site staff's alone (403: whoever sets it signs in as that player); an account another
 * player signs in with, or two rows giving the same one, is a row error (400), as writing it
 * would take that player's sign-in away.
 */
async function checkSignIns(tx: StoreReader, player: PlayerRecord | null, preview: ImportPreview, existing: ImportExisting) {
  const byId = new Map([...existing.players, ...(existing.allPlayers ?? [])].map((p) => [p.id, p]));
  const given = new Map<string, number>();
  for (const row of preview.rows) {
    if (row.table !== "Players" || row.status === "skip") continue;
    const before = row.id ? (byId.get(row.id) ?? null) : null;
    const fields = { discord_id: text(row.values.discord_id) };
    if (!signInFieldsChanged(before, fields).length) continue;
    if (!canSetSignIn(player, !before)) throw new ActionError(403, `Row ${row.row}: ${CONSOLE_MESSAGES.signIn}`);
    const discord = fields.discord_id!;
    const holder = await tx.lookup(`discord-${discord}`);
    const first = given.get(discord);
    if ((holder && holder !== before?.id) || first !== undefined) {
      const message = first !== undefined ? `discord_id: the same account as row ${first}` : "discord_id: another player signs in with it";
      throw new ActionError(400, `Row ${row.row}: ${message}: nothing was imported`, [{ path: `row ${row.row}`, message }]);
    }
    given.set(discord, row.row);
  }
}

/** Whether the console's rule lets the caller change this player's own fields. */
async function mayChangePlayer(tx: StoreReader, player: PlayerRecord | null, target: PlayerRecord): Promise<boolean> {
  return canManageRecord(await subjectOf(tx, player), await recordAccess(tx, player, "Players", target, null));
}

/**
 * Write a checked preview (no row in error) in the caller's transaction: teams join the event
 * and gain their players (created where the event has none of that name), players join their
 * team, matches get their event and teams. Both sides of each link through writeRecord. The
 * players' Discord accounts are checked first (checkSignIns), so a refused file writes nothing.
 */
export async function writeImport(
  tx: StoreTx,
  eventId: string,
  preview: ImportPreview,
  existing: ImportExisting,
  player: PlayerRecord | null,
): Promise<ImportResult> {
  await checkSignIns(tx, player, preview, existing);
  const teamIds = new Map(existing.teams.map((t) => [nameKey(t.name), t.id]));
  const playerIds = new Map(existing.players.map((p) => [nameKey(p.name), p.id]));
  const finder = playerFinder(existing);
  const eventPlayers = new Set(existing.players.map((p) => p.id));
  const result: ImportResult = { created: 0, updated: 0, skipped: 0, ids: [] };
  // Which existing player each row found, and by what: said only by an import that found some.
  const matched = preview.rows.flatMap((row) => (row.id && row.matchedBy ? [{ row: row.row, id: row.id, by: row.matchedBy }] : []));
  if (matched.length) result.matched = matched;
  // A team's player: one this import made, the event's, or the one player of the site with that exact name.
  const playerFor = async (name: string) => {
    const found = playerIds.get(nameKey(name)) ?? finder.byNameOnly(name)?.id;
    if (found) return found;
    const created = await writeRecord(tx, "Players", null, { name: name.trim() });
    playerIds.set(nameKey(name), created.id);
    return created.id;
  };
  for (const row of preview.rows) {
    if (row.status === "skip") {
      result.skipped++;
      continue;
    }
    const v = row.values;
    let id: string;
    if (row.table === "Teams") {
      const before = row.id ? await tx.getTyped(row.id, "Teams") : null;
      const members: string[] = [];
      for (const name of (v.players as string[] | undefined) ?? []) members.push(await playerFor(name));
      const captain = v.captain ? await playerFor(String(v.captain)) : undefined;
      const saved = await writeRecord(
        tx,
        "Teams",
        before?.id ?? null,
        given<"Teams">({
          name: before ? undefined : String(v.name).trim(),
          code: text(v.code),
          event: union(before?.event, [eventId]),
          players: members.length ? union(before?.players, members) : undefined,
          captains: captain ? union(before?.captains, [captain]) : undefined,
        }),
      );
      teamIds.set(nameKey(saved.name), saved.id);
      id = saved.id;
    } else if (row.table === "Players") {
      const before = row.id ? await tx.getTyped(row.id, "Players") : null;
      const team = v.team ? teamIds.get(nameKey(String(v.team))) : undefined;
      // A player found outside the event (on no team, or another event's) joins the event's team,
      // but their own fields change only for a caller the console lets change them.
      const mayEdit = !before || eventPlayers.has(before.id) || (await mayChangePlayer(tx, player, before));
      const saved = await writeRecord(
        tx,
        "Players",
        before?.id ?? null,
        given<"Players">({
          name: before ? undefined : String(v.name).trim(),
          ...(mayEdit
            ? {
                battletag: text(v.battletag),
                discord_id: text(v.discord_id),
                role: text(v.role) as (typeof PLAYER_ROLES)[number] | undefined,
                manual_sr: num(v.sr),
              }
            : {}),
          member_of: team ? union(before?.member_of, [team]) : undefined,
        }),
      );
      playerIds.set(nameKey(saved.name), saved.id);
      id = saved.id;
    } else {
      const before = row.id ? await tx.getTyped(row.id, "Matches") : null;
      const teams = [v.team_1, v.team_2].map((t) => teamIds.get(nameKey(String(t)))!);
      const saved = await writeRecord(
        tx,
        "Matches",
        before?.id ?? null,
        given<"Matches">({
          event: union(before?.event, [eventId]),
          teams,
          start: num(v.start),
          first_to: num(v.first_to),
          match_group: text(v.group),
          round: text(v.round),
          week: num(v.week),
          match_number: num(v.match_number),
        }),
      );
      id = saved.id;
    }
    result[row.status === "create" ? "created" : "updated"]++;
    result.ids.push(id);
  }
  return result;
}
