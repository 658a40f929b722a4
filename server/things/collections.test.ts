import { describe, expect, it } from "vitest";
import type { ThingStore } from "../store/ThingStore.ts";
import { Collections } from "./collections.ts";

/** A store of News records alone, counting how often its revision is asked. */
function newsStore() {
  const state = {
    news: [{ id: "recNewsA", __tableName: "News", name: "A" }],
    revision: 7,
    revisionsAsked: 0,
  };
  const store = {
    list: async (table: string) => (table === "News" ? state.news : []),
    revision: async () => {
      state.revisionsAsked++;
      return state.revision;
    },
    streamStates: async () => [],
  } as unknown as Pick<ThingStore, "list" | "revision" | "streamStates">;
  return { state, store, collections: new Collections(store) };
}

describe("Collections.refresh", () => {
  it("answers nothing, without asking the store's revision, when no cached list comes from what changed", async () => {
    const { state, store, collections } = newsStore();
    expect(await collections.refresh(new Set(["News"]), () => store.revision())).toEqual([]);
    expect(state.revisionsAsked).toBe(0);
    await collections.get("News");
    state.revisionsAsked = 0;
    expect(await collections.refresh(new Set(["Teams"]), () => store.revision())).toEqual([]);
    expect(state.revisionsAsked).toBe(0);
  });

  it("gives a list that changed the revision it was refreshed at", async () => {
    const { state, store, collections } = newsStore();
    expect((await collections.get("News")).ids).toEqual(["recNewsA"]);
    state.news = [...state.news, { id: "recNewsB", __tableName: "News", name: "B" }];
    state.revision = 12;
    expect(await collections.refresh(new Set(["News"]), () => store.revision())).toEqual(["News"]);
    const list = await collections.get("News");
    expect(list.ids).toEqual(["recNewsA", "recNewsB"]);
    expect(list.__version).toBe(12);
  });
});
