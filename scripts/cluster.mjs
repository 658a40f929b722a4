// npm run cluster: build the front end when it is stale, then start the processes and nginx
// (server/cli/cluster.ts; each process gets the allocator settings npm start gives its one).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, root } from "./frontEnd.mjs";

buildIfStale();
const cluster = spawn(process.execPath, ["--import", "tsx", join(root, "server", "cli", "cluster.ts")], { cwd: root, stdio: "inherit" });
// A stop asked of this process alone (systemd, `kill`) reaches the cluster, which stops nginx and every process.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => cluster.kill(signal));
cluster.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
