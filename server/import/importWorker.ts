// The import reader's thread (ImportReader.ts): reads each file it is sent (domain readImport)
// and answers the rows, so a 2 MB file never holds the server's event loop. Loaded through
// workerEntry.mjs, which lets plain Node load this TypeScript.
import { parentPort } from "node:worker_threads";
import { readImport } from "../../domain/importRows.ts";
import type { ReadRequest, ReadReply } from "./ImportReader.ts";

if (!parentPort) throw new Error("[ImportReader] importWorker.ts runs only as a worker thread");
const port = parentPort;
port.on("message", ({ id, input }: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { id, read: readImport(input) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
