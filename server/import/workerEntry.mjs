// The import reader's worker thread starts here: plain JavaScript, which Node loads in every way
// the server runs (npm start, tsx, vitest, Playwright's server), then importWorker.ts through
// tsx's scoped loader, which leaves the thread's other imports as they are.
import { tsImport } from "tsx/esm/api";

await tsImport("./importWorker.ts", import.meta.url);
