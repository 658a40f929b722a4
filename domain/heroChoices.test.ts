import { describe, expect, it } from "vitest";
import { heroGroups } from "./heroChoices.ts";
import type { HeroRecord } from "./tables.ts";

const makeHero = (id: string, name: string, role: string | undefined, game = "Overwatch"): HeroRecord => ({
  id,
  __tableName: "Heroes",
  __version: 1,
  name,
  role,
  game,
});
const HEROES = [
  makeHero("recHERO0000000001", "Mercy", "Support"),
  makeHero("recHERO0000000002", "Ana", "Support"),
  makeHero("recHERO0000000003", "Tracer", "Damage"),
  makeHero("recHERO0000000004", "Jett", "Duelist", "Valorant"),
  makeHero("recHERO0000000005", "Mystery", undefined),
];

describe("the heroes a pick or ban list offers", () => {
  it("offers the match game's heroes grouped by role, in alphabetical order", () => {
    expect(heroGroups(HEROES, "Overwatch")).toEqual([
      { role: "Damage", heroes: [{ id: "recHERO0000000003", name: "Tracer" }] },
      { role: "Other", heroes: [{ id: "recHERO0000000005", name: "Mystery" }] },
      {
        role: "Support",
        heroes: [
          { id: "recHERO0000000002", name: "Ana" },
          { id: "recHERO0000000001", name: "Mercy" },
        ],
      },
    ]);
  });

  it("offers every hero when the game has none, or no game is known", () => {
    const count = (game: string | null) => heroGroups(HEROES, game).flatMap((g) => g.heroes).length;
    expect(count("Chess")).toBe(5);
    expect(count(null)).toBe(5);
  });
});
