import type { Express, Request, RequestHandler, Response } from "express";
import { changedFields, undoConflicts, type AuditEntry } from "../../domain/audit.ts";
import {
  CONSOLE_EVENT_FIELD,
  ConsoleListQuerySchema,
  isConsoleTable,
  type ConsoleList,
  type ConsoleListQuery,
} from "../../domain/console.ts";
import { describeIssues } from "../../domain/actions.ts";
import { longId } from "../../domain/ids.ts";
import { matchPickerDetail, matchSearchWords } from "../../domain/matchPicker.ts";
import { canManageRecord, canUseConsole, CONSOLE_MESSAGES } from "../../domain/permissions.ts";
import { projectRecord, type Viewer } from "../../domain/projection.ts";
import type { BroadcastRecord, MatchRecord, PlayerRecord, TableName, Thing } from "../../domain/tables.ts";
import { playerForToken, requestToken } from "../auth/tokens.ts";
import type { ServerDeps } from "../deps.ts";
import { recordAccess } from "../actions/console/access.ts";
import { subjectOf } from "../actions/context.ts";
import { readAudit, undoneBy, type AuditRow } from "../store/audit.ts";
import { viewerFor } from "../things/viewer.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import { z } from "zod";

/** One record as the console's lists search and sort it. */
interface ListItem {
  id: string;
  label: string;
  detail?: string;
  search: string;
  archived: boolean;
  version: number;
  start: number;
  events: string[];
}

function itemOf(thing: Thing): ListItem {
  const r = thing as Thing & Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  // A match is called by its title, a report by its kind; other records by their name, text or key.
  const fallback =
    thing.__tableName === "Matches"
      ? "Match"
      : thing.__tableName === "Reports"
        ? `${str(r.type) === "reschedule" ? "Reschedule" : "Score"} report`
        : thing.id;
  const label = str(r.name) ?? str(r.custom_name) ?? str(r.text) ?? str(r.key) ?? fallback;
  let detail: string | undefined;
  switch (thing.__tableName) {
    case "Teams":
      detail = str(r.code);
      break;
    case "Matches":
      // Number, group, round, week and short id: five "Autumn: TBD vs TBD" rows are told apart (the page adds the start).
      detail = matchPickerDetail(thing as MatchRecord);
      break;
    case "Clients":
    case "Broadcasts":
      detail = str(r.key);
      break;
    case "Events":
      detail = str(r.short);
      break;
  }
  const eventField = isConsoleTable(thing.__tableName) ? CONSOLE_EVENT_FIELD[thing.__tableName] : undefined;
  const events =
    thing.__tableName === "Events" ? [thing.id] : eventField && Array.isArray(r[eventField]) ? (r[eventField] as string[]) : [];
  const start = typeof r.start === "number" ? r.start : typeof r.start_date === "number" ? r.start_date : 0;
  return {
    id: thing.id,
    label,
    detail,
    search:
      `${label} ${detail ?? ""} ${str(r.battletag) ?? ""} ${thing.__tableName === "Matches" ? matchSearchWords(thing as MatchRecord) : ""}`.toLowerCase(),
    archived: r.archived === true,
    version: thing.__version,
    start,
    events,
  };
}

const byName = new Intl.Collator(undefined, { sensitivity: "base" });
const ORDERS: Record<ConsoleListQuery["sort"], (a: ListItem, b: ListItem) => number> = {
  name: (a, b) => byName.compare(a.label, b.label) || a.id.localeCompare(b.id),
  updated: (a, b) => a.version - b.version || a.id.localeCompare(b.id),
  start: (a, b) => a.start - b.start || a.id.localeCompare(b.id),
};

/** A table's list items by id, and each order of them once asked for. */
interface TableList {
  byId: Map<string, ListItem>;
  sorted: Partial<Record<ConsoleListQuery["sort"], ListItem[]>>;
}

/**
 * The console's lists, kept per table: read once, then each commit's changes are applied to
 * the kept items (no table read), and an order is sorted again only when asked after a
 * change. A search or a page at 10,000 records filters small items in a kept order.
 */
export class ConsoleLists {
  private readonly cache = new Map<TableName, Promise<TableList>>();

  constructor(private readonly store: ThingStore) {
    store.onCommit(({ changes }) => {
      for (const change of changes) {
        const kept = this.cache.get(change.table);
        if (!kept) continue;
        // Applied in commit order: each commit's promise chain sees the ones before it.
        this.cache.set(
          change.table,
          kept.then((list) => {
            if (change.after) list.byId.set(change.id, itemOf(change.after));
            else list.byId.delete(change.id);
            list.sorted = {};
            return list;
          }),
        );
      }
    });
  }

  private list(table: TableName): Promise<TableList> {
    let list = this.cache.get(table);
    if (!list) {
      list = this.store.list(table).then((things) => ({ byId: new Map(things.map((t) => [t.id, itemOf(t)])), sorted: {} }));
      this.cache.set(table, list);
      list.catch(() => this.cache.delete(table));
    }
    return list;
  }

  async query(query: ConsoleListQuery, player: PlayerRecord | null): Promise<ConsoleList> {
    const list = await this.list(query.table);
    const ordered = (list.sorted[query.sort] ??= [...list.byId.values()].sort(ORDERS[query.sort]));
    const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
    const wantArchived = query.archived;
    const event = query.event ? longId(query.event) : null;
    const found = ordered.filter(
      (item) =>
        (wantArchived === "all" || (wantArchived === "only") === item.archived) &&
        (!event || item.events.includes(event)) &&
        words.every((w) => item.search.includes(w)),
    );
    if (query.dir === "desc") found.reverse();
    const pages = Math.max(1, Math.ceil(found.length / query.size));
    const page = Math.min(query.page, pages);
    const slice = found.slice((page - 1) * query.size, page * query.size);
    // Only the page's rows are judged editable: the rule reads related records.
    const things = await this.store.getMany(slice.map((s) => s.id));
    const subject = await subjectOf(this.store, player);
    const rows = await Promise.all(
      slice.map(async (item, i) => {
        const thing = things[i];
        const editable = !!thing && canManageRecord(subject, await recordAccess(this.store, player, query.table, thing, null));
        return {
          id: item.id,
          label: item.label,
          detail: item.detail,
          ...(query.table === "Matches" && item.start ? { start: item.start } : {}),
          archived: item.archived,
          updatedAt: item.version,
          editable,
        };
      }),
    );
    return { rows, total: found.length, page, pages };
  }
}

const AuditQuerySchema = z
  .strictObject({
    record: z.string().min(1).max(64).optional(),
    match: z.string().min(1).max(64).optional(),
    broadcast: z.string().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((q) => [q.record, q.match, q.broadcast].filter(Boolean).length === 1, "Give one of record, match or broadcast");

/** A stored before or after as the viewer may see the record (domain/projection.ts): what they may not see is left out. */
function visibleFields(row: AuditRow, values: Record<string, unknown> | null, viewer: Viewer): Record<string, unknown> | null {
  if (!values) return null;
  const { __tableName: _table, id: _id, ...fields } = projectRecord({ ...values, __tableName: row.table, id: row.record }, viewer);
  return fields;
}

function fail(res: Response, status: number, errorMessage: string, issues?: unknown) {
  res.status(status).json({ error: true, errorMessage, ...(issues ? { issues } : {}) });
}

/** `GET /console/records` and `GET /audit`: for signed-in staff only (Bearer token). */
export function mountConsoleRoutes(app: Express, deps: ServerDeps, limit: RequestHandler) {
  const lists = new ConsoleLists(deps.store);
  const staff = async (req: Request, res: Response): Promise<PlayerRecord | null | undefined> => {
    res.setHeader("Cache-Control", "no-store");
    const player = await playerForToken(deps.store, requestToken(req));
    if (!player) return void fail(res, 401, "Not authenticated");
    if (!canUseConsole(await subjectOf(deps.store, player))) return void fail(res, 403, CONSOLE_MESSAGES.noConsole);
    return player;
  };

  app.get("/console/records", limit, async (req: Request, res: Response) => {
    const player = await staff(req, res);
    if (!player) return;
    const query = ConsoleListQuerySchema.safeParse(req.query);
    if (!query.success) return fail(res, 400, "The list query is not valid", describeIssues(query.error));
    res.json(await lists.query(query.data, player));
  });

  app.get("/audit", limit, async (req: Request, res: Response) => {
    const player = await staff(req, res);
    if (!player) return;
    const query = AuditQuerySchema.safeParse(req.query);
    if (!query.success) return fail(res, 400, "The audit query is not valid", describeIssues(query.error));
    const { record, match, broadcast, limit: count } = query.data;
    // A broadcast may be named by its key (`autumn`), as its overlay addresses name it.
    const byKey = broadcast ? await deps.store.lookup(`broadcast-${broadcast}`) : null;
    const target = await deps.store.get(byKey ?? longId((record ?? match ?? broadcast)!));
    if (!target) return fail(res, 404, "Record not found");
    // Those who may change a record read its history: a match's editors, a broadcast's crew.
    const access = isConsoleTable(target.__tableName) ? await recordAccess(deps.store, player, target.__tableName, target, null) : null;
    const subject = await subjectOf(deps.store, player);
    if (!access || !canManageRecord(subject, access)) return fail(res, 403, CONSOLE_MESSAGES.manage);
    // Values go through the projection, as records do: a Discord id hidden on /things is hidden here.
    const viewer = await viewerFor(deps.store, player);
    // A broadcast's feed: the broadcast, its GFX and headlines, and its live match with its maps.
    const scopes = [target.id];
    if (target.__tableName === "Broadcasts") {
      const broadcast = target as BroadcastRecord;
      scopes.push(...(broadcast.live_match ?? []).map(longId), ...(broadcast.clients ?? []));
    }
    const rows = await readAudit(deps.store.db, scopes, count);
    const undone = await undoneBy(
      deps.store.db,
      rows.map((r) => r.id),
    );
    const current = new Map((await deps.store.getMany([...new Set(rows.map((r) => r.record))])).flatMap((t) => (t ? [[t.id, t]] : [])));
    const entries: AuditEntry[] = rows.map((row) => {
      const fields = changedFields(row.table, visibleFields(row, row.before, viewer), visibleFields(row, row.after, viewer));
      // An entry that changed a field the reader may not see is not theirs to undo.
      const hidden = changedFields(row.table, row.before, row.after).length !== fields.length;
      const now = current.get(row.record) as Record<string, unknown> | undefined;
      return {
        id: row.id,
        at: row.at,
        player: row.playerId ? { id: row.playerId, name: row.playerName ?? "" } : null,
        action: row.action,
        table: row.table,
        record: row.record,
        label: now
          ? itemOf(now as unknown as Thing).label
          : itemOf({ ...(row.before ?? {}), id: row.record, __tableName: row.table, __version: 0 } as unknown as Thing).label,
        fields,
        undoable:
          !hidden && !!row.before && !!row.after && !!now && !undone.has(row.id) && fields.length > 0 && !undoConflicts(fields, now).length,
        ...(undone.has(row.id) ? { undoneBy: undone.get(row.id) } : {}),
        ...(row.undoOf ? { undoOf: row.undoOf } : {}),
      };
    });
    res.json({ entries });
  });
}
