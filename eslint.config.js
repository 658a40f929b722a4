// ESLint flat config: typescript-eslint's syntax-only `recommended` (no type-aware rules: too slow
// on 2 cores), react-hooks for components and hooks, and the import boundaries of
// shared/ARCHITECTURE.md ("Folders" table) as no-restricted-imports patterns per folder.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { builtinModules } from "node:module";
import tseslint from "typescript-eslint";

// Our top-level folders. `ui/` holds components shared by site/ and control/; `app/` is the site's
// entry (main.tsx, router): the one place that joins site/ and the lazily loaded control/ pages.
const OURS = ["domain", "server", "live", "engine", "overlays", "app", "site", "control", "ui", "assets", "tests", "bench", "scripts"];
const VIEWS = ["app", "site", "control", "engine", "overlays", "ui"];
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];

/** folder -> the folders of ours it may import besides itself (ARCHITECTURE.md); every other folder of ours is forbidden. */
const ALLOWED = {
  domain: [],
  server: ["domain", "assets"],
  live: ["domain"],
  engine: ["domain", "live", "assets"],
  overlays: ["domain", "live", "engine", "assets"],
  app: ["domain", "live", "site", "control", "ui", "assets"],
  site: ["domain", "live", "ui", "assets"],
  control: ["domain", "live", "engine", "ui", "assets"],
  ui: ["domain", "live", "assets"],
};
const RULE = {
  domain: "domain/ is pure TypeScript: nothing of ours outside domain/, no IO, React or Pixi (zod, luxon, sanitize-html only)",
  server: "server/ imports domain/ only, never browser folders or browser packages",
  live: "live/ imports domain/ only",
  engine: "engine/ imports domain/ and live/ only",
  overlays: "overlays/ import domain/, live/ and engine/ only",
  app: "app/ (the site's entry and router) imports domain/, live/, site/, control/ (lazy routes) and ui/ only",
  site: "site/ imports domain/, live/ and ui/ only",
  control: "control/ imports domain/, live/, engine/ (production rooms) and ui/ only",
  ui: "ui/ (shared by site/ and control/) imports domain/ and live/ only",
};

const NODE_BUILTINS = builtinModules.filter((m) => !m.startsWith("_"));
const BROWSER_PACKAGES = [
  "react",
  "react-dom",
  "react-router",
  "preact",
  "@pixi",
  "pixi.js",
  "gsap",
  "socket.io-client",
  "howler",
  "@fontsource",
];
const SERVER_PACKAGES = ["express", "socket.io", "@socket.io", "better-sqlite3", "pg", "kysely", "ioredis", "sharp", "obs-websocket-js"];
const FORBIDDEN_PACKAGES = {
  domain: [...BROWSER_PACKAGES, ...SERVER_PACKAGES, ...NODE_BUILTINS],
  server: BROWSER_PACKAGES,
  // live/ alone talks to OBS from the browser (live/obs/, obs-websocket-js loaded lazily); views reach OBS through it.
  live: ["pixi.js", "@pixi", "gsap", "howler", ...SERVER_PACKAGES.filter((p) => p !== "obs-websocket-js")],
};

const NETWORK_MESSAGE = "[boundaries] views call live/ for data and actions (no direct network access in views).";
const NETWORK_GLOBALS = ["fetch", "XMLHttpRequest", "WebSocket", "EventSource"];

/** A package and its subpaths. */
const pkg = (name) => `^${name.replace(/[.]/g, "\\.")}(/|$)`;

/**
 * How a relative import reaches our top-level folder `target` from a file `depth` folders down
 * (site/auth/LoginPage.tsx: 2, so `../../server/...`). Exact depth, because subfolders may share a
 * top-level name (site/app/ and app/). `depth` 0 means "any number of ../" (the deep fallback).
 * `slash` is "/" in import patterns and \x2F in esquery selectors, whose regexes may not hold a "/".
 */
function reaches(target, depth, except = "", slash = "/") {
  const up = depth ? `(\\.\\.${slash}){${depth}}` : `(\\.\\.${slash})+`;
  return `^${up}${target}(${slash}${except}|$)`;
}

/** The forbidden folders of ours for `name`. Unit tests beside a module may also use tests/ helpers (harness, factories). */
function forbiddenFolders(name, testFile) {
  return OURS.filter((o) => o !== name && !ALLOWED[name].includes(o) && !(testFile && o === "tests"));
}

function importPatterns(name, { depth, except = {}, testFile = false }) {
  const where = `(shared/ARCHITECTURE.md, Folders)`;
  const patterns = forbiddenFolders(name, testFile).map((o) => ({
    regex: reaches(o, depth, except[o]),
    message: `[boundaries] ${RULE[name]} ${where}: ${name}/ must not import ${o}/.`,
  }));
  const packages = FORBIDDEN_PACKAGES[name] ?? SERVER_PACKAGES;
  patterns.push({
    regex: `(${packages.map(pkg).join("|")})`,
    message: `[boundaries] ${RULE[name]} ${where}: not this package in ${name}/.`,
  });
  if (name === "domain") patterns.push({ regex: "^node:", message: `[boundaries] ${RULE.domain} ${where}.` });
  if (VIEWS.includes(name)) patterns.push({ regex: pkg("socket.io-client"), message: NETWORK_MESSAGE });
  return patterns;
}

/** no-restricted-imports does not see `import("...")` (lazy routes): the same folder rule as selectors. */
function dynamicImportSelectors(name, { depth, except = {} }) {
  return forbiddenFolders(name, false).map((o) => ({
    selector: `ImportExpression > Literal.source[value=/${reaches(o, depth, except[o], "\\x2F")}/]`,
    message: `[boundaries] ${RULE[name]} (shared/ARCHITECTURE.md, Folders): ${name}/ must not import ${o}/ (dynamic import).`,
  }));
}

const MAX_DEPTH = 6;
const depthGlob = (name, depth, leaf) => `${name}/${"*/".repeat(depth - 1)}${leaf}`;

/**
 * A folder's boundary blocks: a fallback for any depth, then one per depth 1..MAX_DEPTH, each followed
 * by its `*.test.ts(x)` variant. Later blocks replace earlier ones' options for the same rule, so each
 * block carries the folder's whole list. `only` narrows to some files (the engine/main.tsx exception).
 */
function boundaryBlocks(name, { only, except } = {}) {
  const blocks = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const files = only ?? (depth ? [depthGlob(name, depth, "*")] : [`${name}/**`]);
    const testFiles = only
      ? []
      : depth
        ? [".test.ts", ".test.tsx"].map((ext) => depthGlob(name, depth, `*${ext}`))
        : TEST_FILES.map((t) => `${name}/${t}`);
    if (only && depth !== only.depth) continue;
    blocks.push({
      name: `boundaries/${name}${only ? ` (${only.join(", ")})` : ""}/depth-${depth || "any"}`,
      files,
      rules: {
        "no-restricted-imports": ["error", { patterns: importPatterns(name, { depth, except }) }],
        "no-restricted-syntax": ["error", ...dynamicImportSelectors(name, { depth, except })],
      },
    });
    if (testFiles.length) {
      blocks.push({
        name: `boundaries/${name}/depth-${depth || "any"}/tests`,
        files: testFiles,
        rules: { "no-restricted-imports": ["error", { patterns: importPatterns(name, { depth, except, testFile: true }) }] },
      });
    }
  }
  return blocks;
}

// Exception: engine/page.tsx is the overlay page (composition root, loaded by the entry engine/main.tsx); it alone may
// import the scene registry, overlays/registry.ts (which exists), to find the scene a route names. Nothing else in engine/
// may import overlays/ (overlays/ import engine/, so that would be a cycle).
const engineEntry = Object.assign(["engine/page.tsx"], { depth: 1 });
// Exception: /learn/broadcast-routes lists the overlay catalogue (overlays/catalogue.ts: route names and option schemas, no Pixi),
// so the docs list exactly the routes that draw.
const routeDocs = Object.assign(["site/learn/BroadcastRoutes.tsx"], { depth: 2 });

export default tseslint.config(
  {
    name: "ignores",
    ignores: [
      "dist/",
      "dist-*/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      ".vite/",
      "tests/e2e/__screenshots__/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: "project/base",
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  // Globals: browser code; Node code; both where a file spans (tests, benches, root configs).
  { name: "globals/browser", files: ["live/**", ...VIEWS.map((v) => `${v}/**`)], languageOptions: { globals: globals.browser } },
  {
    name: "globals/node",
    files: ["server/**", "scripts/**", "bench/**", "tests/**", "*.{js,mjs,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React hooks (recommended, with the React Compiler checks) for components and hooks files.
  {
    name: "react-hooks",
    files: ["**/*.tsx", "**/use*.ts", "**/hooks.ts"],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, "react-hooks/exhaustive-deps": "error" },
  },
  // Import boundaries (shared/ARCHITECTURE.md, Folders); tests/, bench/ and scripts/ may import anything.
  ...Object.keys(ALLOWED).flatMap((name) => boundaryBlocks(name)),
  ...boundaryBlocks("engine", { only: engineEntry, except: { overlays: "(?!registry\\.ts$)" } }),
  ...boundaryBlocks("site", { only: routeDocs, except: { overlays: "(?!catalogue\\.ts$)" } }),
  // Views don't talk to the network except through live/.
  {
    name: "views/network",
    files: VIEWS.map((v) => `${v}/**`),
    rules: {
      "no-restricted-globals": ["error", ...NETWORK_GLOBALS.map((name) => ({ name, message: NETWORK_MESSAGE }))],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].flatMap((object) =>
          NETWORK_GLOBALS.map((property) => ({ object, property, message: NETWORK_MESSAGE })),
        ),
      ],
    },
  },
  // Tests may use `any` (page.evaluate bridges, mocks); production code and benches may not.
  { name: "tests/any", files: ["tests/**", ...TEST_FILES], rules: { "@typescript-eslint/no-explicit-any": "off" } },
  // Last: turn off every stylistic rule Prettier owns.
  prettier,
);
