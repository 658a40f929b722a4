// The organiser console's lists at 10,000 records: `GET /console/records` searching, sorting
// and paging Players and Matches over loopback, the first query after a write (the table is
// read again) and the ones after it (the kept list). Prints JSON; never fails on a time.
import { demoServer, summarise, throwawayDatabase } from "./common.ts";
import { DEMO_EVENT_ID, seedId } from "../server/seed/demo.ts";
import { createSessionToken } from "../server/auth/tokens.ts";

const RECORDS = Number(process.env.RECORDS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 100);

const admin = process.env.DATABASE_URL;
const database: { url?: string; drop(): Promise<void> } = admin?.startsWith("postgres")
  ? await throwawayDatabase(admin)
  : { drop: async () => {} };
const { store, server, url } = await demoServer(database.url);
const token = await createSessionToken(store, seedId("player:Admin Morgan"));
const eventId = DEMO_EVENT_ID;
await store.transaction(async (tx) => {
  for (let i = 0; i < RECORDS; i++) {
    await tx.insert("Players", { name: `Bench Player ${String(i).padStart(5, "0")}`, battletag: `Bench#${i}` });
    await tx.insert("Matches", {
      event: [eventId],
      start: Date.UTC(2026, 0, 1) + i * 60_000,
      match_group: `Group ${i % 16}`,
      week: i % 10,
    });
  }
});

const get = async (path: string) => {
  const start = performance.now();
  const response = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { rows?: unknown[]; total?: number };
  if (!response.ok || !body.rows) throw new Error(`[Bench] ${path} answered ${response.status}`);
  return { ms: performance.now() - start, total: body.total };
};

const QUERIES = {
  players_first_page: "/console/records?table=Players&size=50",
  players_search: "/console/records?table=Players&q=player%2004&size=50",
  players_last_page_desc: "/console/records?table=Players&size=50&page=200&dir=desc",
  matches_by_start: "/console/records?table=Matches&sort=start&size=50&page=37",
  matches_of_event_search: `/console/records?table=Matches&event=${eventId}&q=group%2012&size=50`,
};

const results: Record<string, unknown> = { records_per_table: RECORDS, database: database.url ? "postgres" : "sqlite" };
for (const [name, path] of Object.entries(QUERIES)) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const run = await get(path);
    total = run.total ?? 0;
    if (i >= 5) times.push(run.ms);
  }
  results[name] = { matched: total, ...summarise(times, { median_ms: 0.5, p95_ms: 0.95 }) };
}

// After a write the table's list is read again once: the cost a producer's edit adds to the next query.
const cold: number[] = [];
for (let i = 0; i < 10; i++) {
  await store.transaction((tx) => tx.insert("Players", { name: `Late Player ${i}` }));
  cold.push((await get(QUERIES.players_search)).ms);
}
results.players_search_after_a_write = summarise(cold, { median_ms: 0.5, p95_ms: 0.95 });

console.log(JSON.stringify(results, null, 2));
await server.close();
await store.close();
await database.drop();
