// After a server restart, how long until each live client holds what was written through the
// restarted server: 120 clients (CLIENTS), the server down 4 s (DOWN_MS) so their backoff has
// grown, over ROUNDS restarts. Prints, per round, the ms from the server listening again to the
// median and the last client, and the worst round.
import { RestartRig } from "../tests/server/restartRig.ts";
import { until } from "../tests/eventually.ts";

const CLIENTS = Number(process.env.CLIENTS ?? 120);
const DOWN_MS = Number(process.env.DOWN_MS ?? 4000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const rig = new RestartRig();
const rounds: { median_ms: number; last_ms: number }[] = [];
try {
  await rig.start(CLIENTS);
  for (let round = 1; round <= ROUNDS; round++) {
    rig.arrived.clear();
    await rig.kill();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const { listening } = await rig.restartAndWrite(`Back after restart ${round}`);
    await until(() => rig.late().length === 0, `all ${CLIENTS} clients holding the new version`);
    const times = [...rig.arrived.values()].map((t) => Math.round(t - listening)).sort((a, b) => a - b);
    rounds.push({ median_ms: times[times.length >> 1], last_ms: times.at(-1)! });
  }
} finally {
  rig.close();
}
console.log(JSON.stringify({ clients: CLIENTS, down_ms: DOWN_MS, rounds, worst_last_ms: Math.max(...rounds.map((r) => r.last_ms)) }));
