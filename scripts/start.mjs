// npm start: build the front end when it is missing or older than its sources, then serve.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, root } from "./frontEnd.mjs";

buildIfStale();
// glibc's allocator settings that give image renders' memory back (README "Limits"); they must be
// in the environment before the process starts. The operator's own values win.
const mallocEnv = JSON.parse(readFileSync(join(root, "server", "images", "mallocEnv.json"), "utf8"));
const server = spawnSync(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...mallocEnv, ...process.env },
});
process.exit(server.status ?? 0);
