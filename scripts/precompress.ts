import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text. Fonts (woff, woff2) and images are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build, at the
 * highest levels, once; the server sends the copy the browser accepts (server/http/precompressed.ts)
 * instead of compressing on every request.
 */
export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      await precompressFiles(options.dir!, Object.keys(bundle));
    },
  };
}

/** The copies of `fileNames` (relative to `outDir`) that are text and large enough to gain, made on the thread pool. */
export async function precompressFiles(outDir: string, fileNames: readonly string[]): Promise<void> {
  const work = fileNames
    .filter((f) => COMPRESSIBLE.test(f))
    .map(async (fileName) => {
      const path = join(outDir, fileName);
      const data = await readFile(path);
      if (data.length < MIN_BYTES) return;
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
      const [brotli, gzipped] = await Promise.all([toBrotli(data, { params }), toGzip(data, { level: 9 })]);
      await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
    });
  await Promise.all(work);
}

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
