import react from "@vitejs/plugin-react";
import { join, resolve } from "node:path";
import { defineConfig, type Alias, type UserConfig } from "vite";
import { GRAPHICS } from "./overlays/ograf/graphics.ts";
import { entryOf, ografEntries, ografPackages } from "./scripts/ograf.ts";
import { precompress } from "./scripts/precompress.ts";
import pkg from "./package.json" with { type: "json" };

const page = (name: string) => resolve(import.meta.dirname, `${name}.html`);

/**
 * The overlay page runs its React code on Preact's React-compatible layer: same hooks,
 * same components, about 60 KB less to download into every OBS browser source.
 */
const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * Three builds into one dist/ (`npm run build` runs them): the site with the crew's tools
 * (control/ is lazy-loaded from it), then `--mode overlay`, the overlay page, so an OBS
 * browser source never downloads the site and shares no chunk with it, then `--mode ograf`,
 * our overlays as OGraf graphics (dist/ograf/, scripts/ograf.ts).
 */
export default defineConfig(({ mode }) => {
  if (mode === "ograf") return ografBuild();
  const overlay = mode === "overlay";
  const input: Record<string, string> = overlay ? { overlay: page("overlay") } : { index: page("index") };
  return {
    plugins: [react(), precompress()],
    resolve: { alias: overlay ? reactOnPreact : [] },
    build: {
      outDir: "dist",
      emptyOutDir: !overlay,
      sourcemap: false,
      target: "es2022",
      // Every browser the site supports preloads modules natively; the polyfill would only add weight.
      modulePreload: { polyfill: false },
      // The overlay is one chunk plus Pixi's renderer chunks by design.
      chunkSizeWarningLimit: overlay ? 700 : 500,
      rollupOptions: { input },
    },
    server: {
      proxy: {
        "/things": "http://localhost:8080",
        "/thing": "http://localhost:8080",
        "/actions": "http://localhost:8080",
        "/auth": "http://localhost:8080",
        "/time": "http://localhost:8080",
        "/calendar": "http://localhost:8080",
        "/console": "http://localhost:8080",
        "/audit": "http://localhost:8080",
        "/setup/status": "http://localhost:8080",
        "/image.": "http://localhost:8080",
        "/socket.io": { target: "ws://localhost:8080", ws: true },
      },
    },
  };
});

/**
 * The OGraf graphics: one module per graphic, its scene drawn by the same engine, on Preact
 * like the overlay page; relative addresses throughout (base "./"), so a package works
 * wherever a renderer serves it from. `--outDir` moves the whole dist/ (E2E_DIST builds).
 */
function ografBuild(): UserConfig {
  const dist = resolve(
    import.meta.dirname,
    process.argv.includes("--outDir") ? process.argv[process.argv.indexOf("--outDir") + 1] : "dist",
  );
  const buildDir = join(dist, ".ograf-build");
  return {
    base: "./",
    plugins: [
      react(),
      // `--outDir` names the dist/ the packages go in: the bundle itself always goes to a folder of its own inside it.
      { name: "ograf-build-dir", config: () => ({ build: { outDir: buildDir, emptyOutDir: true } }) },
      ografEntries(GRAPHICS, import.meta.dirname),
      ografPackages(GRAPHICS, buildDir, join(dist, "ograf"), pkg.version),
    ],
    resolve: { alias: reactOnPreact },
    publicDir: false,
    build: {
      outDir: buildDir,
      emptyOutDir: true,
      sourcemap: false,
      target: "es2022",
      modulePreload: false,
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        input: Object.fromEntries(GRAPHICS.map((g) => [g.id, entryOf(g.id)])),
        preserveEntrySignatures: "exports-only",
        output: {
          format: "es",
          entryFileNames: "[name].mjs",
          chunkFileNames: "lib/[name]-[hash].js",
          assetFileNames: "assets/[name]-[hash][extname]",
        },
      },
    },
  };
}
