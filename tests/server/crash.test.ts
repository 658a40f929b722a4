import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { expect, it } from "vitest";
import { openDb } from "../../server/store/db.ts";
import { ThingStore } from "../../server/store/ThingStore.ts";

it("every acknowledged action survives the server process being killed at once", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "crash-"));
  const child = spawn(process.execPath, ["--import", "tsx", "tests/server/crashServer.ts"], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once("line", resolve));
  const { url, token } = JSON.parse(line) as { url: string; token: string };

  const acknowledged: string[] = [];
  for (let i = 0; i < 20; i++) {
    const title = `Acknowledged ${i}`;
    const response = await fetch(`${url}/actions/update-broadcast`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    if (response.ok) acknowledged.push(title);
  }
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));

  const { db, dialect } = await openDb({ sqlitePath: join(dataDir, "esports.sqlite") });
  const store = new ThingStore(db, dialect);
  const broadcast = await store.getTyped((await store.lookup("broadcast-main"))!, "Broadcasts");
  await store.close();
  expect(acknowledged).toHaveLength(20);
  expect(broadcast?.title).toBe("Acknowledged 19");
});
