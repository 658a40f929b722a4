import { describe, expect, it } from "vitest";
import { shortId } from "./ids.ts";
import { ingameView, isObserverClient } from "./observerClient.ts";

const OBSERVER = "recOBSERVER000001";
const CASTER = "recCASTER00000001";
const relationships: Record<string, { singular_name: string; player?: string[] }> = {
  recREL0000000001: { singular_name: "Observer", player: [OBSERVER] },
  recREL0000000002: { singular_name: "Caster", player: [CASTER] },
  recREL0000000003: { singular_name: "Observer Director", player: [CASTER] },
};
const relationship = (id: string) => relationships[id];
const liveMatch = { player_relationships: Object.keys(relationships) };
const client = (staff?: string[]) => ({ staff });

describe("an observer client", () => {
  it("is a client whose staff member is an Observer on the live match", () => {
    expect(isObserverClient(client([OBSERVER]), liveMatch, relationship)).toBe(true);
    expect(isObserverClient(client([shortId(OBSERVER)]), liveMatch, relationship)).toBe(true);
  });

  it("is not a client whose staff holds another role, an Observer Director included", () => {
    expect(isObserverClient(client([CASTER]), liveMatch, relationship)).toBe(false);
  });

  it("is not a client without staff, nor any client without a live match", () => {
    expect(isObserverClient(client(), liveMatch, relationship)).toBe(false);
    expect(isObserverClient(null, liveMatch, relationship)).toBe(false);
    expect(isObserverClient(client([OBSERVER]), null, relationship)).toBe(false);
    expect(isObserverClient(client([OBSERVER]), {}, relationship)).toBe(false);
  });

  it("is not known from a relationship that has not loaded", () => {
    expect(isObserverClient(client([OBSERVER]), liveMatch, () => null)).toBe(false);
  });
});

describe("what an observer client's ingame draws", () => {
  it("draws the ingame with Show overlay, and nothing without it", () => {
    expect(ingameView(true, ["Show overlay"], false)).toEqual({ ingame: true, basic: false, syncer: false });
    expect(ingameView(true, [], false)).toEqual({ ingame: false, basic: false, syncer: false });
    expect(ingameView(true, null, false)).toEqual({ ingame: false, basic: false, syncer: false });
  });

  it("draws the basic ingame with Use basic overlay, or when its URL asks for it", () => {
    expect(ingameView(true, ["Show overlay", "Use basic overlay"], false)).toMatchObject({ ingame: true, basic: true });
    expect(ingameView(true, ["Show overlay"], true)).toMatchObject({ ingame: true, basic: true });
  });

  it("shows the syncer with Show syncer, with or without the overlay", () => {
    expect(ingameView(true, ["Show syncer"], false)).toEqual({ ingame: false, basic: false, syncer: true });
    expect(ingameView(true, ["Show syncer", "Show overlay"], false)).toEqual({ ingame: true, basic: false, syncer: true });
  });
});

describe("what any other client's ingame draws", () => {
  it("is the ingame its URL asks for, whatever the observer settings", () => {
    expect(ingameView(false, [], false)).toEqual({ ingame: true, basic: false, syncer: false });
    expect(ingameView(false, ["Use basic overlay", "Show syncer"], false)).toEqual({ ingame: true, basic: false, syncer: false });
    expect(ingameView(false, ["Show overlay"], true)).toEqual({ ingame: true, basic: true, syncer: false });
  });
});
