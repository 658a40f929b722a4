import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

/**
 * Two entries: the site with the crew's tools (control/ is lazy-loaded from it), and the
 * overlay page, so an OBS browser source never downloads the site.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        overlay: resolve(import.meta.dirname, "overlay.html"),
      },
    },
  },
  server: {
    proxy: {
      "/things": "http://localhost:8080",
      "/thing": "http://localhost:8080",
      "/actions": "http://localhost:8080",
      "/auth": "http://localhost:8080",
      "/time": "http://localhost:8080",
      "/image.": "http://localhost:8080",
      "/socket.io": { target: "ws://localhost:8080", ws: true },
    },
  },
});
