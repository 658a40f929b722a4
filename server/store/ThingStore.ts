import { createHash, randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { sql, type Kysely, type Transaction } from "kysely";
import { longId, makeId } from "../../domain/ids.ts";
import { StoredStreamStateSchema, type StoredStreamState } from "../../domain/streamSoftware.ts";
import { TABLES, isTableName, lookupKeysOf, type Fields, type TableName, type Thing } from "../../domain/tables.ts";
import { consoleLogger, type Logger } from "../deps.ts";
import { readAuditEntry, writeAudit, type AuditActor, type AuditRow } from "./audit.ts";
import { deriveChanges } from "./derive.ts";
import type { Database, Dialect } from "./schema.ts";

/** One committed change of a record: what it was and what it is now (null when absent). */
export interface Change {
  id: string;
  table: TableName;
  before: Thing | null;
  after: Thing | null;
}

/** What a commit tells its listeners: the changed records and the store revision it took. */
export interface Commit {
  changes: Change[];
  revision: number;
}

/**
 * What a hook that runs inside each writing transaction gets (`duringCommit`): the commit to be,
 * the records as the transaction sees them, and the transaction's SQL for the hook's own tables.
 */
export interface PendingCommit extends Commit {
  tx: StoreReader;
  tables: Transaction<Database>;
}

export interface StoreReader {
  /** A record by id (short or long form), or null. */
  get(id: string): Promise<Thing | null>;
  getTyped<T extends TableName>(id: string, table: T): Promise<Thing<T> | null>;
  /** Records by id, in the order asked, null where missing. */
  getMany(ids: readonly string[]): Promise<(Thing | null)[]>;
  /** The id a synthetic key (`broadcast-<key>`, `client-<key>`, ...) names, or null. */
  lookup(key: string): Promise<string | null>;
  list<T extends TableName>(table: T): Promise<Thing<T>[]>;
}

export type Patch<T extends TableName> = { [K in keyof Fields<T>]?: Fields<T>[K] | null };

export interface StoreTx extends StoreReader {
  insert<T extends TableName>(table: T, fields: Fields<T>, id?: string): Promise<Thing<T>>;
  /** Merge a patch into a record; a field set to null or undefined is removed. */
  update<T extends TableName>(id: string, table: T, patch: Patch<T>): Promise<Thing<T>>;
  remove(id: string): Promise<void>;
  /** An audit entry by id, or null. */
  auditEntry(id: string): Promise<AuditRow | null>;
  /** Say that this transaction undoes that audit entry: its own entries record it. */
  markUndo(auditId: string): void;
  /** This transaction's SQL, for the tables kept beside the records (webhooks): never the records' own tables. */
  readonly tables: Transaction<Database>;
  /**
   * Claim a name once in the life of the database (a meta row): true for the one transaction
   * that claims it first. One beside it waits for that one to end and answers false once it
   * committed, on PostgreSQL at any isolation level: the row's key is unique.
   */
  claim(name: string): Promise<boolean>;
}

type Db = Kysely<Database> | Transaction<Database>;

interface CachedSession {
  playerId: string;
  expiresAt: number;
  checkedAt: number;
  /** The signed-in player's record, once read; dropped when a commit changes it. */
  player?: Thing<"Players">;
}

/** How long a found session is trusted before the table is read again; and how many are kept. */
export const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_SIZE = 10_000;
type Row = Database["things"];

/** What `/image` keys renders by: the image's type, and a short hash of its type and bytes. */
export interface ImageStamp {
  mime: string;
  version: string;
}

/** Thrown for a record that is not there or not of the table asked for. */
export class NotFoundError extends Error {}

/**
 * Every record lives in one table of versioned JSON documents. Each write is part of a
 * transaction that takes the next store revision; a record's version is the revision
 * that last wrote it, so versions only go up, across restarts too. Listeners hear of
 * changes only after the commit.
 */
export class ThingStore implements StoreReader {
  private readonly listeners = new Set<(commit: Commit) => void>();
  private readonly commitHooks = new Set<(commit: PendingCommit) => Promise<void>>();
  private readonly revocationListeners = new Set<(tokenHash: string) => void>();
  /** Sessions found lately, by token hash (oldest first). */
  private readonly sessions = new Map<string, CachedSession>();
  /** Images read by this process, by id (images are written only through putImages, which clears its own). */
  private readonly imageStamps = new Map<string, ImageStamp>();
  /** Counts player changes heard, so a player read across one is not kept. */
  private playerEpoch = 0;

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    private readonly now: () => number = Date.now,
    private readonly log: Pick<Logger, "warn"> = consoleLogger,
  ) {}

  /** Listeners run in the committing call, right after the commit: they must only queue their work. */
  onCommit(listener: (commit: Commit) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Work done inside every transaction that changed records, after its derived fields and audit,
   * before it commits (the webhooks' outbox): it commits or rolls back with them. It writes only
   * its own tables, never records.
   */
  duringCommit(hook: (commit: PendingCommit) => Promise<void>): () => void {
    this.commitHooks.add(hook);
    return () => this.commitHooks.delete(hook);
  }

  get(id: string) {
    return readOne(this.db, id);
  }
  async getTyped<T extends TableName>(id: string, table: T) {
    const thing = await readOne(this.db, id);
    return thing && thing.__tableName === table ? (thing as Thing<T>) : null;
  }
  getMany(ids: readonly string[]) {
    return readMany(this.db, ids);
  }
  lookup(key: string) {
    return lookupKey(this.db, key);
  }
  list<T extends TableName>(table: T) {
    return listTable(this.db, table);
  }

  async revision(): Promise<number> {
    const row = await this.db.selectFrom("meta").select("value").where("name", "=", "revision").executeTakeFirstOrThrow();
    return Number(row.value);
  }

  /**
   * Run `work` in one transaction; the derived fields its writes affect are brought up to date
   * before it commits (derive.ts). Fan-out listeners hear all the changes once it commits.
   */
  async transaction<R>(work: (tx: StoreTx) => Promise<R>): Promise<R> {
    return (await this.run((tx) => work(tx))).result;
  }

  /** As `transaction`, also answering the revision the commit took (null when it wrote nothing). */
  commit<R>(work: (tx: StoreTx) => Promise<R>, audit?: AuditActor): Promise<{ result: R; revision: number | null }> {
    return this.run((tx) => work(tx), audit);
  }

  /**
   * Run `work` in one transaction once in the life of the database (a backfill of data written
   * before a change): a meta row named `name` records that it ran. Answers null when it had.
   */
  async once<R>(name: string, work: (tx: StoreTx) => Promise<R>): Promise<R | null> {
    const { result } = await this.run(async (tx, trx) => {
      if (await trx.selectFrom("meta").select("name").where("name", "=", name).executeTakeFirst()) return null;
      const result = await work(tx);
      // Another process starting beside this one may have done it too: either record is the same.
      await trx
        .insertInto("meta")
        .values({ name, value: 1 })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      return result;
    });
    return result;
  }

  /**
   * Run `work` while holding a lock named `name` across every process on this database, so two
   * servers starting together on an empty PostgreSQL do not both seed it. SQLite runs one
   * server per file, and its writes already take turns.
   */
  async exclusively<R>(name: string, work: () => Promise<R>): Promise<R> {
    if (this.dialect !== "postgres") return work();
    return this.db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(hashtext(${name}))`.execute(conn);
      try {
        return await work();
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtext(${name}))`.execute(conn);
      }
    });
  }

  /** With `audit`, each record the work itself changed gets an audit entry in the same transaction (not the derived fields' records). */
  private async run<R>(
    work: (tx: StoreTx, trx: Transaction<Database>) => Promise<R>,
    audit?: AuditActor,
  ): Promise<{ result: R; revision: number | null }> {
    const changes = new Map<string, Change>();
    const taken: { revision: number | null } = { revision: null };
    const result = await this.db.transaction().execute(async (trx) => {
      const tx = new Tx(trx, this.dialect, this.now, changes);
      const done = await work(tx, trx);
      const own = [...changes.keys()];
      await deriveChanges(tx, changes);
      taken.revision = tx.revisionTaken;
      if (audit && taken.revision !== null) {
        const written = own.map((id) => changes.get(id)!).filter((c) => c.before !== null || c.after !== null);
        await writeAudit(trx, this.dialect, { revision: taken.revision, at: this.now(), actor: audit, undoOf: tx.undoOf }, written);
      }
      if (taken.revision !== null && this.commitHooks.size) {
        const list = [...changes.values()].filter((c) => c.before !== null || c.after !== null);
        for (const hook of this.commitHooks) await hook({ changes: list, revision: taken.revision, tx, tables: trx });
      }
      return done;
    });
    const { revision } = taken;
    const list = [...changes.values()].filter((c) => c.before !== null || c.after !== null);
    const players = list.filter((c) => c.table === "Players").map((c) => c.id);
    if (players.length) this.forgetPlayers(players);
    if (list.length && revision !== null) for (const listener of this.listeners) listener({ changes: list, revision });
    return { result, revision };
  }

  // Sessions, secrets and images: kept beside the records but never served as records.
  async createSession(playerId: string, tokenHash: string, ttlMs: number) {
    const now = this.now();
    await this.db
      .insertInto("sessions")
      .values({ token_hash: tokenHash, player_id: longId(playerId), created_at: now, expires_at: now + ttlMs, revoked: 0 })
      .execute();
  }
  /**
   * The live session of a token hash, or null. Found sessions are kept for SESSION_CACHE_MS,
   * so an action does not read the table each time; a revocation here forgets at once, one
   * made by another process is forgotten when it says so (`forgetSession`), and anything else
   * (a database edited by hand) within SESSION_CACHE_MS.
   */
  async findSession(tokenHash: string) {
    const now = this.now();
    const cached = this.sessions.get(tokenHash);
    if (cached && cached.checkedAt + SESSION_CACHE_MS > now) return cached.expiresAt < now ? null : cached;
    const row = await this.db.selectFrom("sessions").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
    this.sessions.delete(tokenHash);
    if (!row || Number(row.revoked) || Number(row.expires_at) < now) return null;
    const session = { playerId: row.player_id, expiresAt: Number(row.expires_at), checkedAt: now };
    if (this.sessions.size >= SESSION_CACHE_SIZE) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(tokenHash, session);
    return session;
  }
  async revokeSession(tokenHash: string) {
    await this.db.updateTable("sessions").set({ revoked: 1 }).where("token_hash", "=", tokenHash).execute();
    this.forgetSession(tokenHash);
    for (const listener of this.revocationListeners) listener(tokenHash);
  }
  /** The player a live session signs in as, read once and kept with the session until a commit changes the player. */
  async sessionPlayer(tokenHash: string): Promise<Thing<"Players"> | null> {
    const session = await this.findSession(tokenHash);
    if (!session) return null;
    const cached = this.sessions.get(tokenHash);
    if (cached?.player) return cached.player;
    const epoch = this.playerEpoch;
    const player = await this.getTyped(session.playerId, "Players");
    // Kept only if no player changed while it was read.
    if (player && cached && epoch === this.playerEpoch) cached.player = player;
    return player;
  }
  /** Drop these players' records from the session cache (a commit here or in another process changed them). */
  forgetPlayers(ids: Iterable<string>) {
    this.playerEpoch++;
    const changed = new Set(ids);
    for (const session of this.sessions.values()) if (changed.has(session.playerId)) delete session.player;
  }
  /** Hear which players a commit of this process changed, to tell the other processes of a cluster. */
  onPlayersChanged(listener: (ids: string[]) => void): () => void {
    return this.onCommit(({ changes }) => {
      const ids = changes.filter((c) => c.table === "Players").map((c) => c.id);
      if (ids.length) listener(ids);
    });
  }

  /** Drop a session from the cache (it was revoked, maybe by another process). */
  forgetSession(tokenHash: string) {
    this.sessions.delete(tokenHash);
  }
  /** Forget every cached sign-in: another process's revocations may have been lost (a Redis fault). */
  forgetAllSessions() {
    this.playerEpoch++;
    this.sessions.clear();
  }
  /** Hear this process's revocations, to tell the other processes of a cluster. */
  onSessionRevoked(listener: (tokenHash: string) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }
  async getSecret(name: string) {
    const row = await this.db.selectFrom("secrets").select("value").where("name", "=", name).executeTakeFirst();
    return row?.value ?? null;
  }
  async setSecret(name: string, value: string) {
    const updated_at = this.now();
    await this.db
      .insertInto("secrets")
      .values({ name, value, updated_at })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value, updated_at }))
      .execute();
  }
  async putImage(image: { ext: string; mime: string; data: Buffer; id?: string }) {
    const [id] = await this.putImages([image]);
    return id;
  }
  /** Store attachments (images, and any other file served by `/image`, such as audio) in one transaction; answers their ids. */
  async putImages(images: readonly { ext: string; mime: string; data: Buffer; id?: string }[]) {
    const ids = images.map((image) => image.id ?? `att${randomBytes(9).toString("base64url")}`);
    const write = async (db: Kysely<Database>) => {
      for (const [i, image] of images.entries()) {
        await db
          .insertInto("images")
          .values({ id: ids[i], ext: image.ext, mime: image.mime, data: image.data, created_at: this.now() })
          .onConflict((oc) => oc.column("id").doUpdateSet({ ext: image.ext, mime: image.mime, data: image.data }))
          .execute();
      }
    };
    // One write needs no transaction; many in one commit instead of one each.
    if (images.length <= 1) await write(this.db);
    else await this.db.transaction().execute(write);
    for (const id of ids) this.imageStamps.delete(id);
    return ids;
  }
  async getImage(id: string) {
    const row = await this.db.selectFrom("images").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const image = { id: row.id, ext: row.ext, mime: row.mime, data: Buffer.from(row.data) };
    if (!this.imageStamps.has(id)) this.imageStamps.set(id, { mime: image.mime, version: contentHash(image.mime, image.data) });
    return image;
  }
  /**
   * An image's type and a hash of its bytes, read once per process: `/image` finds a kept
   * render by them without reading the bytes again, and an image replaced under its id (a
   * database seeded afresh beside an old render cache) is drawn again.
   */
  async imageStamp(id: string): Promise<ImageStamp | null> {
    return this.imageStamps.get(id) ?? ((await this.getImage(id)) && this.imageStamps.get(id)) ?? null;
  }

  // Stream software states: one row per client, replaced by each report.
  async putStreamState(state: StoredStreamState) {
    const client_key = state.clientKey.toLowerCase();
    const data = JSON.stringify(state);
    await this.db
      .insertInto("stream_states")
      .values({ client_key, data, updated_at: state.updatedAt })
      .onConflict((oc) => oc.column("client_key").doUpdateSet({ data, updated_at: state.updatedAt }))
      .execute();
  }
  /** The stored states of these clients (any case), oldest first; a row that no longer parses is skipped. */
  async streamStates(clientKeys: readonly string[]): Promise<StoredStreamState[]> {
    if (!clientKeys.length) return [];
    const keys = [...new Set(clientKeys.map((k) => k.toLowerCase()))];
    const rows = await this.db.selectFrom("stream_states").selectAll().where("client_key", "in", keys).orderBy("updated_at").execute();
    return rows.flatMap((row) => {
      const state = parseStreamState(row.data);
      if (!state) this.log.warn("[Store] skipped an unreadable stream state", { client: row.client_key });
      return state ? [state] : [];
    });
  }

  async close() {
    await this.db.destroy();
  }
}

class Tx implements StoreTx {
  private revision: number | null = null;
  /** The audit entry this transaction undoes, if it does. */
  undoOf: string | null = null;
  /**
   * Each record this transaction read or wrote, by stored id (null: absent), as it now stands
   * for the transaction: read from the database once, then its own writes. A record it read
   * that another transaction changed since is caught when it writes it (`update`).
   */
  private readonly known = new Map<string, Thing | null>();
  /** Records being read, by stored id: the read they wait for. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Ids asked for in this turn of the event loop, read together in one query when it ends. */
  private batch: { keys: string[]; read: Promise<void> } | null = null;

  /** The revision this transaction took, once it wrote. */
  get revisionTaken(): number | null {
    return this.revision;
  }

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly dialect: Dialect,
    private readonly now: () => number,
    private readonly changes: Map<string, Change>,
  ) {}

  get tables() {
    return this.trx;
  }

  async get(id: string) {
    const key = longId(id);
    await this.load([key]);
    return this.known.get(key) ?? null;
  }
  async getTyped<T extends TableName>(id: string, table: T) {
    const thing = await this.get(id);
    return thing && thing.__tableName === table ? (thing as Thing<T>) : null;
  }
  async getMany(ids: readonly string[]) {
    const keys = ids.map(longId);
    await this.load(keys);
    return keys.map((key) => this.known.get(key) ?? null);
  }
  lookup(key: string) {
    return lookupKey(this.trx, key);
  }
  list<T extends TableName>(table: T) {
    return listTable(this.trx, table);
  }

  /**
   * Bring these records into `known`. Reads asked for together (a Promise.all of reads, the
   * usual shape of a permission check) go as one query: on PostgreSQL one round trip.
   */
  private async load(keys: readonly string[]): Promise<void> {
    const waits = new Set<Promise<void>>();
    for (const key of keys) {
      if (this.known.has(key)) continue;
      waits.add(this.loading.get(key) ?? this.enqueue(key));
    }
    if (waits.size) await Promise.all(waits);
  }

  private enqueue(key: string): Promise<void> {
    if (!this.batch) {
      const keys: string[] = [];
      const read = Promise.resolve().then(() => {
        this.batch = null;
        return this.fetch(keys);
      });
      this.batch = { keys, read };
    }
    this.batch.keys.push(key);
    this.loading.set(key, this.batch.read);
    return this.batch.read;
  }

  private async fetch(keys: string[]): Promise<void> {
    try {
      const found = await readMany(this.trx, keys);
      // A record this transaction wrote while the read ran stands as it wrote it.
      keys.forEach((key, i) => {
        if (!this.known.has(key)) this.known.set(key, found[i]);
      });
    } finally {
      for (const key of keys) this.loading.delete(key);
    }
  }

  auditEntry(id: string) {
    return readAuditEntry(this.trx, id);
  }
  markUndo(auditId: string) {
    this.undoOf = auditId;
  }
  async claim(name: string) {
    const result = await this.trx
      .insertInto("meta")
      .values({ name, value: this.now() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async insert<T extends TableName>(table: T, fields: Fields<T>, id: string = makeId()): Promise<Thing<T>> {
    const data = TABLES[table].parse(stripEmpty(fields)) as Fields<T>;
    const version = await this.nextRevision();
    await this.trx
      .insertInto("things")
      .values({ id, table_name: table, data: JSON.stringify(data), version, updated_at: this.now() })
      .execute();
    await this.writeLookups(id, table, data);
    const after = toThing(id, table, data, version);
    this.record(id, table, null, after);
    return after;
  }

  async update<T extends TableName>(id: string, table: T, patch: Patch<T>): Promise<Thing<T>> {
    const before = await this.getTyped(id, table);
    if (!before) throw new NotFoundError(`[Store] no ${table} record ${id}`);
    const { id: _id, __id, __tableName, __version, ...current } = before as Thing;
    const data = TABLES[table].parse(stripEmpty({ ...current, ...patch })) as Fields<T>;
    // A write that changes nothing is not a version: nothing is written and nobody is told.
    if (isDeepStrictEqual(data, current)) return before;
    // Written only over the version it was read at: one another transaction committed since is
    // read again and the patch merged into it, so no change is lost (PostgreSQL; SQLite writes one at a time).
    if (!(await this.overwrite(before.id, data, before.__version))) {
      this.known.delete(before.id);
      return this.update(id, table, patch);
    }
    const version = this.revision!;
    // Most writes (a score, a title) leave the record's keys as they were: no lookup to rewrite.
    if (lookupKeysOf(table, current).join("\n") !== lookupKeysOf(table, data).join("\n")) await this.writeLookups(before.id, table, data);
    const after = toThing(before.id, table, data, version);
    this.record(before.id, table, before, after);
    return after;
  }

  /**
   * Write a record's data over the stored version `expected`, at this transaction's revision;
   * false when the stored version is another. On PostgreSQL the transaction's first write takes
   * the revision in the same statement: one round trip instead of two.
   */
  private async overwrite(id: string, data: Record<string, unknown>, expected: number): Promise<boolean> {
    const json = JSON.stringify(data);
    const at = this.now();
    if (this.revision === null && this.dialect === "postgres") {
      const { rows } = await sql<{ revision: number; written: number }>`
        WITH taken AS (UPDATE meta SET value = value + 1 WHERE name = 'revision' RETURNING value),
          written AS (
            UPDATE things SET data = ${json}, version = (SELECT value FROM taken), updated_at = ${at}
            WHERE id = ${id} AND version = ${expected} RETURNING id
          )
        SELECT (SELECT value FROM taken) AS revision, (SELECT count(*) FROM written) AS written`.execute(this.trx);
      this.revision = Number(rows[0].revision);
      return Number(rows[0].written) > 0;
    }
    const version = await this.nextRevision();
    const result = await this.trx
      .updateTable("things")
      .set({ data: json, version, updated_at: at })
      .where("id", "=", id)
      .where("version", "=", expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(id: string): Promise<void> {
    const before = await this.get(id);
    if (!before) return;
    // A removal takes a revision too, so every commit that changed something is numbered.
    await this.nextRevision();
    await this.trx.deleteFrom("things").where("id", "=", before.id).execute();
    await this.trx.deleteFrom("lookups").where("id", "=", before.id).execute();
    this.record(before.id, before.__tableName, before, null);
  }

  private record(id: string, table: TableName, before: Thing | null, after: Thing | null) {
    const earlier = this.changes.get(id);
    this.changes.set(id, { id, table, before: earlier ? earlier.before : before, after });
    this.known.set(id, after);
  }

  private async nextRevision(): Promise<number> {
    if (this.revision !== null) return this.revision;
    const row = await this.trx
      .updateTable("meta")
      .set((eb) => ({ value: eb("value", "+", 1) }))
      .where("name", "=", "revision")
      .returning("value")
      .executeTakeFirstOrThrow();
    this.revision = Number(row.value);
    return this.revision;
  }

  private async writeLookups(id: string, table: TableName, data: Record<string, unknown>) {
    await this.trx.deleteFrom("lookups").where("id", "=", id).execute();
    const keys = lookupKeysOf(table, data);
    if (!keys.length) return;
    await this.trx.deleteFrom("lookups").where("key", "in", keys).execute();
    await this.trx
      .insertInto("lookups")
      .values(keys.map((key) => ({ key, id })))
      .execute();
  }
}

function contentHash(mime: string, data: Buffer): string {
  return createHash("sha256").update(mime).update(data).digest("base64url").slice(0, 22);
}

function stripEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== undefined) out[key] = value;
  return out;
}

function toThing<T extends TableName>(id: string, table: T, data: Fields<T>, version: number): Thing<T> {
  return { ...data, id, __tableName: table, __version: version } as Thing<T>;
}

/** Stored JSON is parsed by its table's schema on the way out too; a corrupt row reads as missing. */
function fromRow(row: Pick<Row, "id" | "table_name" | "data" | "version">): Thing | null {
  if (!isTableName(row.table_name)) return null;
  let json: unknown;
  try {
    json = JSON.parse(row.data);
  } catch {
    return null;
  }
  const parsed = TABLES[row.table_name].safeParse(json);
  if (!parsed.success) return null;
  return toThing(row.id, row.table_name, parsed.data as Fields<TableName>, Number(row.version));
}

function parseStreamState(data: string): StoredStreamState | null {
  try {
    const parsed = StoredStreamStateSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function readOne(db: Db, id: string): Promise<Thing | null> {
  const row = await db.selectFrom("things").select(["id", "table_name", "data", "version"]).where("id", "=", longId(id)).executeTakeFirst();
  return row ? fromRow(row) : null;
}

async function readMany(db: Db, ids: readonly string[]): Promise<(Thing | null)[]> {
  if (!ids.length) return [];
  const wanted = [...new Set(ids.map(longId))];
  const found = new Map<string, Thing | null>();
  // SQLite limits bound parameters; read in slices.
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .selectFrom("things")
      .select(["id", "table_name", "data", "version"])
      .where("id", "in", wanted.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, fromRow(row));
  }
  return ids.map((id) => found.get(longId(id)) ?? null);
}

async function lookupKey(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom("lookups").select("id").where("key", "=", key).executeTakeFirst();
  return row?.id ?? null;
}

async function listTable<T extends TableName>(db: Db, table: T): Promise<Thing<T>[]> {
  const rows = await db.selectFrom("things").select(["id", "table_name", "data", "version"]).where("table_name", "=", table).execute();
  return rows.map(fromRow).filter((t): t is Thing => t !== null) as Thing<T>[];
}
