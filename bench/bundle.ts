// What the home page downloads: builds the front end (unless --no-build), follows the site
// entry's static imports plus the home route's lazy chunk, and prints gzipped sizes. It
// also checks that no overlay or dashboard code is among them. Figures are printed, never asserted.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 150;
const root = resolve(import.meta.dirname, "..");
const dist = join(root, "dist");
if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
if (!existsSync(join(dist, "index.html"))) throw new Error("[bundle] dist/index.html is missing: run npm run build");

const assets = join(dist, "assets");
const read = (file: string) => readFileSync(join(assets, file));
const html = readFileSync(join(dist, "index.html"), "utf8");
const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);

/** A chunk's static imports (not dynamic `import()`), as asset file names. */
function staticImports(file: string): string[] {
  const code = read(file).toString("utf8");
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

function closure(starts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(assets, file))) continue;
    seen.add(file);
    if (file.endsWith(".js")) queue.push(...staticImports(file));
  }
  return seen;
}

const homeChunk = readdirSync(assets).find((f) => /^Home-[\w-]+\.js$/.test(f));
const files = closure([...entries, ...(homeChunk ? [homeChunk] : [])]);
let jsTotal = 0;
let cssTotal = 0;
const rows: [string, number, number][] = [];
for (const file of [...files].sort()) {
  const raw = read(file);
  const gz = gzipSync(raw, { level: 9 }).length;
  rows.push([file, raw.length, gz]);
  if (file.endsWith(".js")) jsTotal += gz;
  else cssTotal += gz;
}
const kb = (n: number) => (n / 1024).toFixed(1);
console.log("Home page (/) assets, gzipped:");
for (const [file, raw, gz] of rows) console.log(`  ${file.padEnd(44)} ${kb(raw).padStart(8)} KB raw  ${kb(gz).padStart(7)} KB gzip`);
console.log(`JavaScript: ${kb(jsTotal)} KB gzip (budget ${BUDGET_KB} KB) ${jsTotal / 1024 <= BUDGET_KB ? "within budget" : "OVER BUDGET"}`);
console.log(`CSS: ${kb(cssTotal)} KB gzip`);

// Overlay and dashboard code is recognisable by its libraries and folders.
const markers = [/pixi\.js|PIXI|WebGLRenderer/, /gsap|GreenSock/, /obs-websocket/, /howler|Howl\b/];
const offenders = [...files].filter(
  (f) => f.endsWith(".js") && (/^(overlay|Director|engine)/.test(f) || markers.some((m) => m.test(read(f).toString("utf8")))),
);
console.log(
  offenders.length
    ? `Overlay or dashboard code on the home page: ${offenders.join(", ")}`
    : "No overlay or dashboard code on the home page.",
);
console.log(
  JSON.stringify({
    bench: "bundle",
    homeJsGzipKB: Number(kb(jsTotal)),
    homeCssGzipKB: Number(kb(cssTotal)),
    budgetKB: BUDGET_KB,
    files: rows.length,
    overlayCodeOnHome: offenders,
  }),
);
