// A local receiver of webhooks, started by a test: records every request (headers, body) and
// answers with the status the test sets (204 unless told otherwise).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** The status the next requests are answered with. */
  answer: number;
  /** The requests that carried this `type` in their JSON body. */
  ofType(type: string): Received[];
  close(): Promise<void>;
}

/** On `port` when given (a receiver back where an earlier one was), else any free port. */
export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const receiver = { answer: 204 } as Receiver;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString(), at: Date.now() });
      res.writeHead(receiver.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    ofType: (type: string) => received.filter((r) => (JSON.parse(r.body) as { type?: string }).type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
