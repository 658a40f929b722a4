// What an import preview costs everyone else (issue 32): a 2 MB, 2,000-row CSV of teams
// previewed alone (`RUNS` times) and `CONCURRENT` at once, and a 100,000-row file (refused at
// the row limit), while /health is asked every 10 ms. The server runs in a child process, so
// the bench's own work (2 MB bodies to send and read) never holds it. Prints each preview's
// reply time, the /health reply times meanwhile (median, worst) and the server's own event-loop
// delay meanwhile (perf_hooks, worst: its longest stall, whatever the machine's other load).
// Never fails on a time.
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { summarise } from "./common.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const CONCURRENT = Number(process.env.CONCURRENT ?? 4);
const POLL_MS = 10;
const MAX_CHARS = 2 * 1024 * 1024;

if (process.env.BENCH_IMPORT_CHILD) await serve();
else await measure();

/** The child: the demo server on SQLite, and a token of the demo event's staff. */
async function serve() {
  const { demoServer } = await import("./common.ts");
  const { createSessionToken } = await import("../server/auth/tokens.ts");
  const { DEMO_EVENT_ID, seedId } = await import("../server/seed/demo.ts");
  const { monitorEventLoopDelay } = await import("node:perf_hooks");
  const { store, url } = await demoServer();
  const token = await createSessionToken(store, seedId("player:Caster Quinn"));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on("message", (message) => {
    if (message === "reset") {
      delay.reset();
      process.send!({ reset: true });
    } else if (message === "delay") {
      process.send!({ loop_delay_max_ms: +(delay.max / 1e6).toFixed(1), loop_delay_p99_ms: +(delay.percentile(99) / 1e6).toFixed(1) });
    }
  });
  process.send!({ url, token, event: DEMO_EVENT_ID });
}

/** 2,000 teams of 40 players each, just under 2 MB: every row is read and checked. */
function bigTeamsCsv(rows = 2000): string {
  const lines = ["name,code,players,captain"];
  for (let i = 0; i < rows; i++) {
    const players = Array.from({ length: 40 }, (_, j) => `Player ${i}-${j} xxxxxxxx`);
    lines.push(`Bench Team ${i},B${i},"${players.join(";")}",${players[0]}`);
  }
  const text = lines.join("\n");
  if (text.length > MAX_CHARS) throw new Error(`[Bench] the file is ${text.length} characters, over 2 MB`);
  return text;
}

async function measure() {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_IMPORT_CHILD: "1" },
    execArgv: ["--import", "tsx"],
  });
  const { url, token, event } = await ask<{ url: string; token: string; event: string }>(child);

  const preview = async (text: string) => {
    const start = performance.now();
    const response = await fetch(`${url}/actions/import-records`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ event, kind: "teams", format: "csv", text, confirm: false }),
    });
    const body = (await response.json()) as { data?: { error: string | null; rows: unknown[] }; errorMessage?: string };
    if (!response.ok || !body.data) throw new Error(`[Bench] the preview answered ${response.status}: ${body.errorMessage}`);
    return { ms: performance.now() - start, rows: body.data.rows.length, error: body.data.error };
  };

  /** Run `work` while /health is asked every POLL_MS: the work's result and each /health reply time. */
  async function withHealthPolls<T>(work: () => Promise<T>) {
    await ask(child, "reset");
    const latencies: number[] = [];
    let done = false;
    const poller = (async () => {
      while (!done) {
        const start = performance.now();
        await (await fetch(`${url}/health`)).json();
        const ms = performance.now() - start;
        latencies.push(ms);
        if (ms < POLL_MS) await new Promise((resolve) => setTimeout(resolve, POLL_MS - ms));
      }
    })();
    const result = await work();
    done = true;
    await poller;
    const server = await ask<Record<string, number>>(child, "delay");
    return { result, health: { polls: latencies.length, ...summarise(latencies, { median_ms: 0.5 }), ...server } };
  }

  const big = bigTeamsCsv();
  const tooMany = `name\n${Array.from({ length: 100_000 }, (_, i) => `Team ${i}`).join("\n")}`;
  await preview(big); // warm: the first preview loads what it needs

  const results: Record<string, unknown> = { file_chars: big.length, file_rows: 2000, too_many_chars: tooMany.length };
  const alone: unknown[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { result, health } = await withHealthPolls(() => preview(big));
    alone.push({ preview_ms: +result.ms.toFixed(1), rows: result.rows, health });
  }
  results.one_preview = alone;
  {
    const { result, health } = await withHealthPolls(() => Promise.all(Array.from({ length: CONCURRENT }, () => preview(big))));
    results[`previews_at_once_${CONCURRENT}`] = { preview_ms: result.map((r) => +r.ms.toFixed(1)), health };
  }
  {
    const { result, health } = await withHealthPolls(() => preview(tooMany));
    results.refused_100000_rows = { preview_ms: +result.ms.toFixed(1), error: result.error, health };
  }
  console.log(JSON.stringify(results, null, 2));
  child.kill();
}

/** The child's next message, after sending it `message` when given. */
function ask<T>(child: ChildProcess, message?: string): Promise<T> {
  const reply = new Promise<T>((resolve) => child.once("message", resolve as never));
  if (message) child.send(message);
  return reply;
}
