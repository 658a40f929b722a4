import { describe, expect, it } from "vitest";
import type { Thing } from "../../domain/tables.ts";
import { lookupOf, makeMatchView, makeTeamView } from "../../engine/testViews.ts";
import { mvpCard, mvpSponsor } from "./layout.ts";

const player = (id: string, o: Partial<Thing<"Players">> = {}): Thing<"Players"> => ({
  id,
  __tableName: "Players",
  __version: 1,
  name: id,
  ...o,
});
const hero = (id: string, name: string): Thing<"Heroes"> => ({
  id,
  __tableName: "Heroes",
  __version: 1,
  name,
  main_image: [{ id: `att${id}`, fileExtension: "png" }],
});

describe("mvp layout", () => {
  const kit = player("recKIT", { name: "Kitsune", role: "Support", favourite_hero: "Ana", member_of: ["B"] });
  const b = { ...makeTeamView("B"), players: [kit] };
  const get = lookupOf([kit, hero("recANA", "Ana"), hero("recMEI", "Mei")]);
  it("finds the MVP in their team, and their favourite hero by name", () => {
    const card = mvpCard(makeMatchView({ mvp: ["recKIT"] }, ["A", b]), get, ["recMEI", "recANA"]);
    expect(card?.player.name).toBe("Kitsune");
    expect(card?.team?.id).toBe("B");
    expect(card?.hero?.id).toBe("recANA");
    expect(card?.detail).toBe("SUPPORT  ·  ANA");
  });
  it("finds the side of an MVP missing from its roster by their teams", () => {
    const blaze = player("recBLZ", { name: "Blaze", member_of: ["A"] });
    const card = mvpCard(makeMatchView({ mvp: ["recBLZ"] }, ["A", "B"]), lookupOf([blaze]), []);
    expect([card?.player.name, card?.team?.id]).toEqual(["Blaze", "A"]);
  });
  it("shows nothing without an MVP, and the hero's name alone when the Heroes table lacks it", () => {
    expect(mvpCard(makeMatchView({}, ["A", b]), get, [])).toBeNull();
    const card = mvpCard(makeMatchView({ mvp: ["recKIT"] }, ["A", b]), get, []);
    expect(card?.hero).toBeNull();
    expect(card?.detail).toBe("SUPPORT  ·  ANA");
  });
  it("takes the broadcast's first sponsor with a logo, else the event's", () => {
    const logo = [{ id: "attS", fileExtension: "png" }];
    const s1: Thing<"Themes"> = { id: "recS1", __tableName: "Themes", __version: 1, name: "One", default_logo: logo };
    const lookup = lookupOf([s1]);
    expect(mvpSponsor([undefined, ["recS1"]], lookup)?.id).toBe("recS1");
    expect(mvpSponsor([[], []], lookup)).toBeNull();
  });
});
