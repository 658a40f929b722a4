// update-broadcast and update-map-data, as the producer sees them in the records (SPEC §7).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortId } from "../../../domain/ids.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { LIVE_MATCH, MAIN_BROADCAST, TEAM_1 } from "./actors.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t.close());

const act = (key: string, payload: unknown) => t.post(`/actions/${key}`, payload, producer);
const broadcast = async () => (await t.store.getTyped(MAIN_BROADCAST, "Broadcasts"))!;
const KITSUNE = seedId("player:Kitsune");
const OTHER_MATCH = seedId("match:0:0");

describe("update-broadcast", () => {
  it("sets a highlighted team, hero and player as one-item lists, and null clears each", async () => {
    const hero = seedId("player:Alpha");
    const set = await act("update-broadcast", { highlightTeamID: TEAM_1, highlightHeroID: hero, highlightPlayerID: KITSUNE });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await broadcast()).toMatchObject({ highlight_team: [TEAM_1], highlight_hero: [hero], highlight_player: [KITSUNE] });

    const cleared = await act("update-broadcast", { highlightTeamID: null, highlightHeroID: null, highlightPlayerID: null });
    expect(cleared.status).toBe(200);
    const after = await broadcast();
    expect(after.highlight_team ?? null).toBeNull();
    expect(after.highlight_hero ?? null).toBeNull();
    expect(after.highlight_player ?? null).toBeNull();
  });

  it("sets the live match, its visibility and the cam link", async () => {
    const reply = await act("update-broadcast", { match: OTHER_MATCH, showLiveMatch: true, playerCams: "https://cams.example/room" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await broadcast()).toMatchObject({ live_match: [OTHER_MATCH], show_live_match: true, player_cams: "https://cams.example/room" });
    await act("update-broadcast", { match: LIVE_MATCH });
  });

  it("a change to one field leaves every other field as it was", async () => {
    const fields = {
      countdownEnd: 1_900_000_000_000,
      advertise: true,
      playerCams: "https://cams.example/kept",
      mapAttack: "Left",
      deskDisplayMode: "Notice (Event)",
      deskDisplayText: "Prefix|Kept",
      manualGuests: "Alex|@alex|he/him",
    };
    expect((await act("update-broadcast", fields)).status).toBe(200);
    const before = await broadcast();
    const reply = await act("update-broadcast", { title: "Only the title" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const after = await broadcast();
    expect(after.title).toBe("Only the title");
    for (const key of [
      "countdown_end",
      "advertise",
      "player_cams",
      "map_attack",
      "desk_display",
      "notice_text",
      "manual_guests",
    ] as const) {
      expect(after[key], key).toEqual(before[key]);
    }
    expect(after).toMatchObject({
      countdown_end: 1_900_000_000_000,
      advertise: true,
      player_cams: "https://cams.example/kept",
      map_attack: "Left",
      desk_display: "Notice (Event)",
      notice_text: "Prefix|Kept",
      manual_guests: "Alex|@alex|he/him",
    });
  });

  it("joins every guest problem into one message and changes nothing", async () => {
    const before = (await broadcast()).manual_guests;
    const refused = await act("update-broadcast", { manualGuests: "@one\n@two" });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("Name is required; Name is required");
    expect((await broadcast()).manual_guests).toEqual(before);
  });

  it("highlights a stored image with its id, extension and type, and refuses an unknown one", async () => {
    const id = await t.store.putImage({ ext: "png", mime: "image/png", data: Buffer.from([137, 80, 78, 71]) });
    const reply = await act("update-broadcast", { highlightMediaID: id });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((await broadcast()).highlight_media).toEqual([{ id, fileExtension: "png", type: "image/png" }]);

    const missing = await act("update-broadcast", { highlightMediaID: "recNoSuchImage0001" });
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("Media not found");
    expect((await broadcast()).highlight_media).toEqual([{ id, fileExtension: "png", type: "image/png" }]);

    expect((await act("update-broadcast", { highlightMediaID: null })).status).toBe(200);
    expect((await broadcast()).highlight_media ?? null).toBeNull();
  });
});

describe("update-map-data", () => {
  const maps = (reply: { body: any }) => reply.body.data.maps as string[];

  it("numbers rows by their place unless a number is given", async () => {
    const reply = await act("update-map-data", {
      matchID: LIVE_MATCH,
      mapData: [{ name: "Busan" }, { name: "Ilios", number: 7 }, { name: "Oasis" }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const numbers = await Promise.all(maps(reply).map(async (id) => (await t.store.getTyped(id, "Maps"))!.number));
    expect(numbers).toEqual([1, 7, 3]);
  });

  it("clears what an updated row leaves out, keeping the map itself", async () => {
    const first = await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ name: "Busan", score_1: 2, score_2: 1 }] });
    const [busan] = maps(first);
    const second = await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ id: shortId(busan), name: "Busan" }] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(maps(second)).toEqual([busan]);
    const map = (await t.store.getTyped(busan, "Maps"))!;
    expect(map).toMatchObject({ id: busan, name: "Busan", number: 1, match: [LIVE_MATCH] });
    expect(map.score_1 ?? null).toBeNull();
    expect(map.score_2 ?? null).toBeNull();
  });

  it("refuses another match's map with its row named, and changes nothing", async () => {
    const before = (await t.store.getTyped(LIVE_MATCH, "Matches"))!.maps;
    const foreign = seedId(`mapresult:${OTHER_MATCH}:0`);
    const refused = await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ name: "New" }, { id: foreign }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("That map belongs to another match");
    expect(refused.body.issues).toEqual([{ path: "mapData.1.id", message: "Not a map of this match" }]);
    expect((await t.store.getTyped(LIVE_MATCH, "Matches"))!.maps).toEqual(before);
  });

  it("refuses a map listed twice, and changes nothing", async () => {
    const [map] = maps(await act("update-map-data", { matchID: LIVE_MATCH, mapData: [{ name: "Busan" }] }));
    const refused = await act("update-map-data", {
      matchID: LIVE_MATCH,
      mapData: [
        { id: map, name: "A" },
        { id: map, name: "B" },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe("A map is listed twice");
    expect(refused.body.issues).toEqual([{ path: "mapData.1.id", message: "Listed twice" }]);
    expect((await t.store.getTyped(map, "Maps"))!.name).toBe("Busan");
  });
});
