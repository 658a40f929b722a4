// npm start: build the front end when it is missing or older than its sources, then serve.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "dist", "index.html");

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = ["domain", "live", "engine", "overlays", "app", "site", "control", "ui", "assets"]
  .map((d) => join(root, d))
  .filter(existsSync);
const stale =
  !existsSync(built) ||
  !existsSync(join(root, "dist", "overlay.html")) ||
  !existsSync(join(root, "dist", "ograf", "index.json")) ||
  Math.max(...sources.map(newest), statSync(join(root, "vite.config.ts")).mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  console.log("Building the front end...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// glibc's allocator settings that give image renders' memory back (README "Limits"); they must be
// in the environment before the process starts. The operator's own values win.
const mallocEnv = JSON.parse(readFileSync(join(root, "server", "images", "mallocEnv.json"), "utf8"));
const server = spawnSync(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...mallocEnv, ...process.env },
});
process.exit(server.status ?? 0);
