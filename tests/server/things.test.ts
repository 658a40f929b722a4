import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../domain/ids.ts";
import { DEMO_BRACKET_ID, DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("POST /things", () => {
  it("answers demo records by long id, short id and synthetic key, each with id and __id", async () => {
    const { status, body } = await t.post("/things", {
      ids: `${DEMO_EVENT_ID},${shortId(DEMO_BRACKET_ID)},broadcast-main,client-Producer,subdomain-spring`,
    });
    expect(status).toBe(200);
    expect(body.map((r: any) => [r.id, r.__id])).toEqual([
      [DEMO_EVENT_ID, DEMO_EVENT_ID],
      [DEMO_BRACKET_ID, shortId(DEMO_BRACKET_ID)],
      [seedId("broadcast:main"), "broadcast-main"],
      [seedId("client:producer"), "client-Producer"],
      [DEMO_EVENT_ID, "subdomain-spring"],
    ]);
    expect(body[0]).toMatchObject({ name: "Community Cup Spring 2026", __tableName: "Events" });
    expect(body[0].__version).toBeGreaterThan(0);
  });

  it("answers an unknown id with an error entry and still answers the rest", async () => {
    const { body } = await t.post("/things", { ids: `recNoSuchRecord00,${DEMO_EVENT_ID}` });
    expect(body[0]).toEqual({ id: "recNoSuchRecord00", error: true, message: "No record found for recNoSuchRecord00" });
    expect(body[1].name).toBe("Community Cup Spring 2026");
  });

  it("answers the special collections", async () => {
    const { body } = await t.post("/things", { ids: "special:public-events,special:teams,special:upcoming-matches,special:live-matches" });
    expect(body[0]).toMatchObject({ __tableName: "Special Collection", events: expect.arrayContaining([DEMO_EVENT_ID]) });
    // The Spring Cup's eight teams and the four of last season's Winter Invitational.
    expect(body[1].teams).toHaveLength(12);
    expect(body[2].matches.length).toBeGreaterThan(0);
    expect(body[3].matches).toContain(seedId("match:0:4"));
  });

  it("lists every hero and every map of the data by table name, by name, for the match editor's pickers", async () => {
    const { body } = await t.post("/things", { ids: "Heroes,Map Data" });
    expect(body[0]).toMatchObject({ id: "Heroes", __id: "Heroes", __tableName: "Table" });
    expect(body[0].ids).toHaveLength(24);
    expect(body[0].ids[0]).toBe(seedId("hero:Ana"));
    expect(body[1]).toMatchObject({ id: "Map Data", __tableName: "Table" });
    expect(body[1].ids).toContain(seedId("map:Busan"));
    expect(body[1].ids).toHaveLength(20);
  });

  it("refuses a malformed body with 400 and a message, and changes nothing", async () => {
    const before = await t.store.revision();
    for (const bad of [{}, { ids: 42 }, { ids: [1, 2] }, "not json"]) {
      const { status, body } = await t.post("/things", bad);
      expect(status).toBe(400);
      expect(body.error).toBe(true);
    }
    expect(await t.store.revision()).toBe(before);
  });

  it("refuses more than 500 ids in one request", async () => {
    const ids = Array.from({ length: 501 }, (_, i) => `key-${i}`).join(",");
    const { status, body } = await t.post("/things", { ids });
    expect(status).toBe(400);
    expect(body.message).toBe("At most 500 ids a request (got 501)");
  });
});

describe("GET /thing/:key", () => {
  it("answers one record, and 404 with an error entry for a missing one", async () => {
    const found = await fetch(`${t.url}/thing/news-week-2-recap`);
    expect(found.status).toBe(200);
    expect((await found.json()).name).toBe("Week 2 recap");
    const missing = await fetch(`${t.url}/thing/news-nope`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe(true);
  });
});

describe("images and time", () => {
  it("serves a stored logo resized as PNG", async () => {
    const [theme] = (await t.post("/things", { ids: seedId("theme:AUR") })).body;
    const response = await fetch(`${t.url}/image.png?id=${theme.default_logo[0].id}&size=64`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  });

  it("answers a bad image request with 400 and an unknown one with 404", async () => {
    expect((await fetch(`${t.url}/image.png?id=../../etc`)).status).toBe(400);
    expect((await fetch(`${t.url}/image.png?id=attNothing`)).status).toBe(404);
  });

  it("tells the server time", async () => {
    const asked = Date.now();
    const { now } = await (await fetch(`${t.url}/time`)).json();
    // The same clock as this process's: a time from between the question and the answer.
    expect(now).toBeGreaterThanOrEqual(asked);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
