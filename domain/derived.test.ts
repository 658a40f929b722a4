import { describe, expect, it } from "vitest";
import {
  discordControl,
  heroMap,
  idsDiff,
  matchCodes,
  matchName,
  newsHeadline,
  orderedHeroes,
  reconcileLinks,
  relativeName,
  reverseIndex,
  teamHeroes,
  withLink,
} from "./derived.ts";
import type { MapRecord } from "./tables.ts";

const AUR = { name: "Aurora Foxes", code: "AUR" };
const VRW = { name: "Velvet Ravens", code: "VRW" };
const SPRING = { short: "Spring Cup" };
const picks = (...ids: string[]) => ids.map((id) => ({ id }));
const map = (o: Partial<MapRecord> = {}) => o;

describe("Matches.name", () => {
  it("is the event's short name, then the two teams", () => {
    expect(matchName({}, [AUR, VRW], SPRING)).toBe("Spring Cup: Aurora Foxes vs Velvet Ravens");
    expect(matchName({}, [AUR, VRW], { short: "  " })).toBe("Aurora Foxes vs Velvet Ravens");
    expect(matchName({}, [AUR, VRW], null)).toBe("Aurora Foxes vs Velvet Ravens");
  });

  it("names an open side by its placeholder, else TBD", () => {
    expect(matchName({ placeholder_teams: "Group A 1st|Group B 2nd|A1|B2" }, [null, VRW], SPRING)).toBe(
      "Spring Cup: Group A 1st vs Velvet Ravens",
    );
    expect(matchName({}, [], SPRING)).toBe("Spring Cup: TBD vs TBD");
  });

  it("uses the custom name in place of the teams", () => {
    expect(matchName({ custom_name: " Showmatch " }, [AUR, VRW], SPRING)).toBe("Spring Cup: Showmatch");
    expect(matchName({ custom_name: "Showmatch" }, [AUR, VRW], {})).toBe("Showmatch");
    expect(matchName({ custom_name: "" }, [AUR, VRW], {})).toBe("Aurora Foxes vs Velvet Ravens");
  });
});

describe("Matches._codes", () => {
  it("joins the two codes with a comma, a missing side an empty part", () => {
    expect(matchCodes({}, [AUR, VRW])).toBe("AUR,VRW");
    expect(matchCodes({}, [AUR, null])).toBe("AUR,");
    expect(matchCodes({}, [])).toBe(",");
  });

  it("falls back to the placeholder codes", () => {
    expect(matchCodes({ placeholder_teams: "Group A 1st|Group B 2nd|A1|B2" }, [null, VRW])).toBe("A1,VRW");
    expect(matchCodes({ placeholder_teams: "Group A 1st|Group B 2nd|A1|B2" }, [{ name: "No Code" }, null])).toBe("A1,B2");
  });
});

describe("News.headline", () => {
  it("is the title trimmed, none when blank", () => {
    expect(newsHeadline({ name: "  Week 2 recap " })).toBe("Week 2 recap");
    expect(newsHeadline({ name: " " })).toBeUndefined();
  });
});

describe("ordered heroes", () => {
  const done = map({ winner: ["recA"], team_1_picks: picks("h1"), team_2_picks: picks("h2") });
  const drawn = map({ draw: true, team_1_picks: picks("h3") });
  const banned = map({ banner: ["recB"] });
  const current = map({ team_1_picks: picks("h5", "h4"), team_2_picks: picks("h6") });

  it("reads the first map not won, drawn or banned, else the last", () => {
    expect(heroMap([done, drawn, banned, current, map()])).toBe(current);
    expect(heroMap([done, drawn])).toBe(drawn);
    expect(heroMap([done, drawn, banned])).toBe(banned);
    expect(heroMap([])).toBeNull();
  });

  it("lists each side's picks in pick order, swapped for a flipped match", () => {
    expect(orderedHeroes({}, [done, current])).toEqual({ left: ["h5", "h4"], right: ["h6"] });
    expect(orderedHeroes({ flip_teams: true }, [done, current])).toEqual({ left: ["h6"], right: ["h5", "h4"] });
    expect(orderedHeroes(null, [current])).toEqual({ left: [], right: [] });
    expect(orderedHeroes({}, [map({ team_2_picks: picks("h9") })])).toEqual({ left: [], right: ["h9"] });
  });

  it("lists them by team number for the Stream Deck module, flipped or not", () => {
    expect(teamHeroes({ flip_teams: true }, [done, current])).toEqual({ team1: ["h5", "h4"], team2: ["h6"] });
    expect(teamHeroes(null, [current])).toEqual({ team1: [], team2: [] });
  });
});

describe("the Stream Deck module's broadcast fields", () => {
  const CUP = { name: "Community Cup", short: "CC" };

  it("relative_name is the broadcast's name without its event's name, short name or series name in front", () => {
    expect(relativeName({ name: "Community Cup Main Stream" }, CUP)).toBe("Main Stream");
    expect(relativeName({ name: "CC: Side" }, CUP)).toBe("Side");
    expect(relativeName({ name: "community cup - Main" }, CUP)).toBe("Main");
    expect(relativeName({ name: "Community Cup Main Stream" }, { name: "Community Cup Spring 2026", series_name: "Community Cup" })).toBe(
      "Main Stream",
    );
  });

  it("relative_name keeps a name that does not start with the event's, or is nothing but it", () => {
    expect(relativeName({ name: "Community Cupcake Stream" }, CUP)).toBe("Community Cupcake Stream");
    expect(relativeName({ name: "Community Cup" }, CUP)).toBe("Community Cup");
    expect(relativeName({ name: "Main" }, null)).toBe("Main");
  });

  it("discord_control names the event's announcement channel as its live text channel, and is absent without one", () => {
    expect(discordControl({ blocks: JSON.stringify({ discord: { announcementChannelId: "123456789" } }) })).toBe(
      "live_text_channel=123456789",
    );
    expect(discordControl({ blocks: JSON.stringify({ discord: { guildId: "123456789" } }) })).toBeUndefined();
    expect(discordControl({ blocks: "not json" })).toBeUndefined();
    expect(discordControl(null)).toBeUndefined();
  });
});

describe("reverse links", () => {
  const M1 = "recMATCH000000001";
  const M2 = "recMATCH000000002";
  const M3 = "recMATCH000000003";

  it("finds what joined and left a list, short ids as their long form", () => {
    expect(idsDiff([M1, M2], ["MATCH000000002", M3])).toEqual({ added: [M3], removed: [M1] });
    expect(idsDiff(undefined, [M1])).toEqual({ added: [M1], removed: [] });
    expect(idsDiff([M1], null)).toEqual({ added: [], removed: [M1] });
  });

  it("appends a new link, keeps an existing one in place, and takes one out", () => {
    expect(withLink([M2, M1], M3, true)).toEqual([M2, M1, M3]);
    expect(withLink([M2, M1], "MATCH000000002", true)).toEqual([M2, M1]);
    expect(withLink([M2, "MATCH000000001"], M1, false)).toEqual([M2]);
    expect(withLink(undefined, M1, false)).toEqual([]);
  });

  it("reconciles a list with what should be in it, keeping the order of what stays", () => {
    expect(reconcileLinks([M3, M2, M3, M1], [M1, M2])).toEqual([M2, M1]);
    expect(reconcileLinks([M3], [M1, M2])).toEqual([M1, M2]);
    expect(reconcileLinks(undefined, [])).toEqual([]);
  });

  it("indexes the matches that list each record, in match order", () => {
    const matches = [
      { id: M1, teams: ["recTEAMA000000001", "TEAMB000000001"] },
      { id: M2, teams: ["recTEAMB000000001"] },
      { id: M3, casters: ["recCASTER00000001"] },
    ];
    const index = reverseIndex(matches, "teams");
    expect(Object.fromEntries(index)).toEqual({ recTEAMA000000001: [M1], recTEAMB000000001: [M1, M2] });
    expect(reverseIndex(matches, "casters").get("recCASTER00000001")).toEqual([M3]);
  });
});
