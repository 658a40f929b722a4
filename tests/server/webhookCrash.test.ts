// kill -9 right after an action's reply, then a restart: the delivery its commit put in the
// outbox still arrives, under one webhook-id, and is not sent again once delivered.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, expect, it } from "vitest";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { until } from "../eventually.ts";
import { startReceiver } from "./stand-ins/webhookReceiver.ts";

const dataDir = mkdtempSync(join(tmpdir(), "webhook-crash-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<{ child: ChildProcess; url: string; token: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/server/webhookServer.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  return { child, ...(JSON.parse(line) as { url: string; token: string }) };
}

const post = (url: string, path: string, token: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

it("a delivery written before a kill -9 arrives after the restart, once", async () => {
  // The receiver is away while the first server runs (its port refuses), so the delivery is still
  // in the outbox when the server is killed right after its reply.
  const away = await startReceiver();
  const port = Number(new URL(away.url).port);
  await away.close();
  const first = await startServer();
  const saved = await post(first.url, "/actions/save-webhook", first.token, {
    event: DEMO_EVENT_ID,
    url: `${away.url}/crash`,
    events: ["match.score_updated"],
  });
  expect(saved.status).toBe(200);
  const reply = await post(first.url, "/actions/update-match-data", first.token, {
    matchID: seedId("match:0:4"),
    updatedData: { score_1: 2, score_2: 2 },
  });
  first.child.kill("SIGKILL");
  expect(reply.status).toBe(200);
  await new Promise((resolve) => first.child.once("exit", resolve));

  const receiver = await startReceiver(port);
  try {
    await startServer();
    await until(() => receiver.ofType("match.score_updated").length > 0, "the delivery after the restart");
    // Given time to send it again (its retry waits and the lease), it does not: it is recorded delivered.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const arrived = receiver.ofType("match.score_updated");
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(arrived[0]!.body).data.match).toMatchObject({ score_1: 2, score_2: 2 });
  } finally {
    await receiver.close();
  }
});
