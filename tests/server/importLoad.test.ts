// What an import costs everyone else (issue 32), over real HTTP on the demo seed: a file over
// the row limit is refused at the limit, the server keeps answering while it reads a 2 MB file,
// and imports have a per-caller limit of their own on HTTP and the socket.
import type { IncomingMessage } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_IMPORT_CHARS, TOO_MANY_ROWS } from "../../domain/importRows.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { ask, startTestServer, type TestServer } from "./harness.ts";

const TOO_MANY = "Too many requests: wait a moment and try again";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serverWith(importsPerMinute?: number) {
  const t = await startTestServer(importsPerMinute ? { config: { rateLimits: { importsPerMinute } } } : {});
  servers.push(t);
  return { t, staff: await t.tokenFor(seedId("player:Caster Quinn")) };
}

const payload = (text: string, confirm = false) => ({ event: DEMO_EVENT_ID, kind: "teams", format: "csv", text, confirm });

/** 2,000 teams of 40 players each, just under 2 MB: every row has to be read and checked. */
function bigTeamsCsv(): string {
  const lines = ["name,code,players,captain"];
  for (let i = 0; i < 2000; i++) {
    const players = Array.from({ length: 40 }, (_, j) => `Player ${i}-${j} xxxxxxxx`);
    lines.push(`Load Team ${i},L${i},"${players.join(";")}",${players[0]}`);
  }
  return lines.join("\n");
}

describe("import-records under load", () => {
  it("refuses a file over the row limit at the limit, whatever follows, and writes nothing", async () => {
    const { t, staff } = await serverWith();
    const before = await t.store.revision();
    const rows = Array.from({ length: 2001 }, (_, i) => `Team ${i}`).join("\n");
    // Past the limit: an unterminated quote and then a line of 100,000 fields, never read.
    const text = `name\n${rows}\n"never closed\n${"x,".repeat(100_000)}`;
    const preview = await t.post("/actions/import-records", payload(text), staff);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ confirmed: false, error: TOO_MANY_ROWS, rows: [] });
    const confirm = await t.post("/actions/import-records", payload(text, true), staff);
    expect([confirm.status, confirm.body.errorMessage]).toEqual([400, TOO_MANY_ROWS]);
    const hundredThousand = `name\n${Array.from({ length: 100_000 }, (_, i) => `T${i}`).join("\n")}`;
    const many = await t.post("/actions/import-records", payload(hundredThousand, true), staff);
    expect([many.status, many.body.errorMessage]).toEqual([400, TOO_MANY_ROWS]);
    expect(await t.store.revision()).toBe(before);
  });

  it("keeps answering /health while it reads a 2 MB, 2,000-row file", async () => {
    const { t, staff } = await serverWith();
    const text = bigTeamsCsv();
    expect(text.length).toBeLessThanOrEqual(MAX_IMPORT_CHARS);
    // Polls start once the server holds the whole file (before that /health is answered anyway).
    const received = new Promise<void>((resolve) =>
      t.server.http.on("request", (req: IncomingMessage) => {
        if (req.url === "/actions/import-records") req.once("end", () => resolve());
      }),
    );
    let replied = false;
    const preview = fetch(`${t.url}/actions/import-records`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${staff}` },
      body: JSON.stringify(payload(text)),
    }).then((response) => {
      replied = true;
      return response;
    });
    await received;
    const answeredFirst: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const health = await t.get("/health");
      expect(health.body).toEqual({ ok: true, pid: process.pid });
      answeredFirst.push(!replied);
    }
    const response = await preview;
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data).toMatchObject({ error: null, counts: { create: 2000, update: 0, skip: 0, error: 0 } });
    expect(answeredFirst).toEqual([true, true, true, true, true]);
  });

  it("reads several files sent at once, each answered with its own rows", async () => {
    const { t, staff } = await serverWith();
    const files = ["name\nOne A\nOne B", "name\nTwo A", "name,code\nThree A,TOOLONGCODE"];
    const replies = await Promise.all(files.map((text) => t.post("/actions/import-records", payload(text), staff)));
    expect(
      replies.map((r) => r.body.data.rows.map((row: { values: { name: string }; status: string }) => [row.values.name, row.status])),
    ).toEqual([
      [
        ["One A", "create"],
        ["One B", "create"],
      ],
      [["Two A", "create"]],
      [["Three A", "error"]],
    ]);
  });
});

describe("the import limit", () => {
  it("answers the third import in a minute 429 with Retry-After, on HTTP and the socket, while other actions go on", async () => {
    const { t, staff } = await serverWith(2);
    const before = await t.store.revision();
    const statuses = [];
    for (let i = 0; i < 2; i++) statuses.push((await t.post("/actions/import-records", payload("name\nLimit Team"), staff)).status);
    expect(statuses).toEqual([200, 200]);
    const third = await fetch(`${t.url}/actions/import-records`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${staff}` },
      body: JSON.stringify(payload("name\nLimit Team", true)),
    });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await third.json()).errorMessage).toBe(TOO_MANY);
    // The key spelled with an escape is the same action, and meets the same limit.
    expect((await t.post("/actions/import%2Drecords", payload("name\nLimit Team", true), staff)).status).toBe(429);
    const socket = await t.socket({ token: staff });
    expect((await ask(socket, "import-records", payload("name\nLimit Team", true))).errorMessage).toBe(TOO_MANY);
    expect(await t.store.revision()).toBe(before);

    // The same person's other actions, and another organiser's imports, have budgets of their own.
    const profile = await t.post("/actions/update-profile-data", { profileData: { pronouns: "they/them" } }, staff);
    expect(profile.status).toBe(200);
    const organiser = await t.tokenFor(seedId("player:Admin Morgan"));
    expect((await t.post("/actions/import-records", payload("name\nLimit Team"), organiser)).status).toBe(200);
  });
});
