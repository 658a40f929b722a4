import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig, type Alias } from "vite";
import { precompress } from "./scripts/precompress.ts";

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
 * Two builds into one dist/ (`npm run build` runs both): the site with the crew's tools
 * (control/ is lazy-loaded from it), then `--mode overlay`, the overlay page, so an OBS
 * browser source never downloads the site and shares no chunk with it.
 */
export default defineConfig(({ mode }) => {
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
