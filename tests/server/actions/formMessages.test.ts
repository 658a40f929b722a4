// Form messages over HTTP (issue 33): a refusal names the field as the page labels it and says
// what to change, once, never the validator's text; the profile takes only what its page offers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "../../../domain/profileChoices.ts";
import { DEMO_PRODUCER_ID, seedId } from "../../../server/seed/demo.ts";
import { ownRecords, startTestServer, type TestServer } from "../harness.ts";

let t: TestServer;
let producer: string;
beforeAll(async () => {
  t = await startTestServer();
  producer = await t.tokenFor(DEMO_PRODUCER_ID);
});
afterAll(() => t?.close());

const { get, insert, count } = ownRecords(() => t, "fmsg");
const LIVE_MATCH = seedId("match:0:4");

describe("a refused field, in the page's words", () => {
  it("says which field and what to change, once, without the validator's text", async () => {
    const before = await t.store.revision();
    const reply = await t.post(
      "/actions/update-match-data",
      { matchID: LIVE_MATCH, updatedData: { forfeit: true, forfeit_reason: "x".repeat(501) } },
      producer,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe("Forfeit reason: use 500 characters or fewer");
    expect(reply.body.issues).toEqual([{ path: "updatedData.forfeit_reason", message: "use 500 characters or fewer" }]);
    expect(await t.store.revision()).toBe(before);
  });

  it("words each refused field once when several are wrong", async () => {
    const reply = await t.post(
      "/actions/update-match-data",
      { matchID: LIVE_MATCH, updatedData: { first_to: 0, vod: "v".repeat(501), custom_name: 7 } },
      producer,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toBe("First to: use 1 or more; Custom name: enter text; VOD: use 500 characters or fewer");
    expect(reply.body.errorMessage).not.toMatch(/Too big|Too small|Invalid|expected|updatedData/);
  });
});

describe("the profile takes only what its page offers", () => {
  async function newPlayer() {
    const player = await insert("Players", { name: `Profile ${count()}`, pronouns: "he/him" });
    return { player, token: await t.tokenFor(player) };
  }
  const save = (profileData: Record<string, unknown>, token: string) => t.post("/actions/update-profile-data", { profileData }, token);

  it("refuses pronouns off the page's list and changes nothing", async () => {
    const { player, token } = await newPlayer();
    const reply = await save({ pronouns: "xe/xem", pronunciation: "new" }, token);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: true,
      errorMessage: `Pronouns: ${PROFILE_MESSAGES.pronouns}`,
      issues: [{ path: "profileData.pronouns", message: PROFILE_MESSAGES.pronouns }],
    });
    expect(await get(player)).toMatchObject({ pronouns: "he/him" });
    expect((await get(player))!.pronunciation).toBeUndefined();
  });

  it("refuses a favourite hero the page does not list, and takes a listed one or a hero record's id", async () => {
    const { player, token } = await newPlayer();
    const refused = await save({ favourite_hero: "Not A Hero" }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe(`Favourite hero: ${PROFILE_MESSAGES.hero}`);
    // A record id that is not a hero is refused too.
    expect((await save({ favourite_hero: seedId("theme:AUR") }, token)).status).toBe(400);
    expect((await save({ favourite_hero: "Lúcio", pronouns: "any" }, token)).status).toBe(200);
    expect(await get(player)).toMatchObject({ favourite_hero: "Lúcio", pronouns: "any" });
    const hero = await insert("Heroes", { name: `Hero ${count()}` });
    expect((await save({ favourite_hero: hero }, token)).status).toBe(200);
  });
});
