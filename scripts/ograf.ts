import { zipSync } from "fflate";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin, Rollup } from "vite";
import { manifestOf, type OGrafDef } from "../engine/ograf/define.ts";
import { precompressFiles } from "./precompress.ts";

/** The virtual module of a graphic's entry: `ograf-entry:<id>`. */
const PREFIX = "ograf-entry:";
export const entryOf = (id: string) => `${PREFIX}${id}`;

/** What `/ograf/index.json` lists (the server adds the addresses' origin). */
export interface OGrafIndex {
  graphics: { id: string; name: string; manifest: string; package: string }[];
}

/**
 * The OGraf build (`vite build --mode ograf`, run by `npm run build`): one entry module per
 * graphic, made here, whose default export is its Web Component class (engine/ograf/element.ts
 * around the overlay's scene). zod is told to compile no code first, as on the overlay page.
 */
export function ografEntries(graphics: readonly OGrafDef[], root: string): Plugin {
  return {
    name: "ograf-entries",
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const def = graphics.find((g) => g.id === id.slice(PREFIX.length + 1));
      if (!def) throw new Error(`[OGraf] no graphic ${id}`);
      const at = (path: string) => JSON.stringify(join(root, path));
      return [
        `import ${at("live/noEval.ts")};`,
        `import { graphicElement, sceneOf } from ${at("engine/ograf/element.ts")};`,
        `import { GRAPHICS } from ${at("overlays/ograf/graphics.ts")};`,
        `import * as scenes from ${at(`overlays/${def.scene}/index.ts`)};`,
        `export default graphicElement(GRAPHICS.find((g) => g.id === ${JSON.stringify(def.id)}), sceneOf(scenes, ${JSON.stringify(def.scene)}));`,
      ].join("\n");
    },
  };
}

/** An entry chunk and every chunk and asset it loads, statically or not: the files of its package. */
function filesOf(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    if (files.has(name)) return;
    files.add(name);
    const item = bundle[name];
    if (item?.type !== "chunk") return;
    [...item.imports, ...item.dynamicImports].forEach(visit);
    item.viteMetadata?.importedAssets.forEach((a) => files.add(a));
  };
  visit(entry.fileName);
  return [...files].sort();
}

/**
 * After the bundle is written to `buildDir`: each graphic's folder under `outDir`
 * (`<id>/<id>.ograf.json`, its module `<id>.mjs`, the chunks and fonts it loads, with
 * their brotli and gzip copies), its package `<id>.zip` (the folder, to install in a
 * tool that loads graphics from disk), and `index.json`. The build folder is removed.
 */
export function ografPackages(graphics: readonly OGrafDef[], buildDir: string, outDir: string, version: string): Plugin {
  return {
    name: "ograf-packages",
    apply: "build",
    async writeBundle(_options, bundle) {
      await rm(outDir, { recursive: true, force: true });
      // Compressed once here; each package's folder gets its files' copies.
      await precompressFiles(buildDir, Object.keys(bundle));
      const index: OGrafIndex = { graphics: [] };
      for (const def of graphics) {
        const entry = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === "chunk" && c.isEntry && c.name === def.id);
        if (!entry) throw new Error(`[OGraf] the build made no module for ${def.id}`);
        const folder = join(outDir, def.id);
        const files = filesOf(entry, bundle);
        const manifestName = `${def.id}.ograf.json`;
        const manifest = `${JSON.stringify(manifestOf(def, entry.fileName, version), null, 2)}\n`;
        const zipped: Record<string, Uint8Array> = { [`${def.id}/${manifestName}`]: new TextEncoder().encode(manifest) };
        for (const file of files) {
          await mkdir(dirname(join(folder, file)), { recursive: true });
          for (const copy of [file, `${file}.br`, `${file}.gz`])
            if (existsSync(join(buildDir, copy))) await cp(join(buildDir, copy), join(folder, copy));
          zipped[`${def.id}/${file}`] = await readFile(join(buildDir, file));
        }
        await writeFile(join(folder, manifestName), manifest);
        await writeFile(join(outDir, `${def.id}.zip`), zipSync(zipped, { level: 9, mtime: new Date("2026-01-01T00:00:00Z") }));
        index.graphics.push({ id: def.id, name: def.name, manifest: `${def.id}/${manifestName}`, package: `${def.id}.zip` });
      }
      await writeFile(join(outDir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
      await rm(buildDir, { recursive: true, force: true });
    },
  };
}
