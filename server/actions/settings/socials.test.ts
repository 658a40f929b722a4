import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "../../../tests/server/freshDatabase.ts";
import { openDb } from "../../store/db.ts";
import { ThingStore } from "../../store/ThingStore.ts";
import { saveThemeColours } from "./socials.ts";

let store: ThingStore;
beforeAll(async () => {
  const { db, dialect } = await openDb({ sqlitePath: ":memory:", databaseUrl: await freshDatabaseUrl() });
  store = new ThingStore(db, dialect);
});
afterAll(() => store.close());

describe("saveThemeColours", () => {
  it("leaves a colour given as undefined as it was and clears one given as null", async () => {
    const theme = await store.transaction((tx) =>
      tx.insert("Themes", { name: "Kept", color_theme: "#111111", color_accent: "#222222", color_alt: "#333333" }),
    );
    const id = await store.transaction((tx) =>
      saveThemeColours(tx, theme.id, "Kept", { color_theme: undefined, color_accent: "#444444", color_alt: null }),
    );
    expect(id).toBe(theme.id);
    const saved = await store.getTyped(theme.id, "Themes");
    expect(saved).toMatchObject({ name: "Kept", color_theme: "#111111", color_accent: "#444444" });
    expect(saved!.color_alt).toBeUndefined();
  });
});
