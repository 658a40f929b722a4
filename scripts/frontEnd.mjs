// The built front end, for npm start and npm run cluster: built when it is missing or older than
// its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const root = new URL("..", import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the front end when it is stale; exits with the build's status when the build fails. */
export function buildIfStale() {
  const built = join(root, "dist", "index.html");
  const sources = ["domain", "live", "engine", "overlays", "app", "site", "control", "ui", "assets"]
    .map((d) => join(root, d))
    .filter(existsSync);
  const stale =
    !existsSync(built) ||
    !existsSync(join(root, "dist", "overlay.html")) ||
    !existsSync(join(root, "dist", "ograf", "index.json")) ||
    Math.max(...sources.map(newest), statSync(join(root, "vite.config.ts")).mtimeMs) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log("Building the front end...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
