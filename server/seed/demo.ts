import { createHash } from "node:crypto";
import { textColorOn } from "../../domain/color.ts";
import type { Fields } from "../../domain/tables.ts";
import type { StoreTx, ThingStore } from "../store/ThingStore.ts";
import { demoDiscordId, HERO_SHOOTER, HEROES, MAPS, MAP_ROTATION, STAFF, TEAMS } from "./demoData.ts";
import { bannerImage, shieldLogo } from "./logos.ts";

const BASE62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A stable record id from a name, so the demo's ids are the same on every machine. */
export function seedId(name: string): string {
  const hash = createHash("sha256").update(`demo:${name}`).digest();
  let id = "rec";
  for (let i = 0; i < 14; i++) id += BASE62[hash[i] % 62];
  return id;
}

export const DEMO_PRODUCER_ID = seedId("player:Demo Producer");
export const DEMO_EVENT_ID = seedId("event:spring");
export const DEMO_OTHER_EVENT_ID = seedId("event:winter");
export const DEMO_SUBDOMAIN = "spring";
export const DEMO_BROADCAST_KEY = "main";
export const DEMO_CLIENT_KEYS = ["producer", "observer"] as const;
export const DEMO_BRACKET_ID = seedId("bracket:playoffs");
export const DEMO_SERIES_ID = seedId("series:community-cup");

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Seed the demo tournament into an empty store; answer whether it did. */
export function seedDemo(store: ThingStore, now = Date.now()): Promise<boolean> {
  // Two servers starting together on an empty database: one seeds, the other then finds it seeded.
  return store.exclusively("seed-demo", async () => (await store.list("Events")).length === 0 && seedEmpty(store, now));
}

async function seedEmpty(store: ThingStore, now: number): Promise<true> {
  const logos = new Map<string, string>();
  const logo = async (key: string, svg: string) => {
    const id = await store.putImage({
      id: `att${seedId(`image:${key}`).slice(3)}`,
      ext: "svg",
      mime: "image/svg+xml",
      data: Buffer.from(svg),
    });
    logos.set(key, id);
    return [{ id, fileExtension: "svg", type: "image/svg+xml" }];
  };
  const eventLogo = await logo("event:spring", shieldLogo(2, "#101828", "#66d9ff"));
  const winterLogo = await logo("event:winter", shieldLogo(3, "#0b2540", "#bfe8ff"));
  const banner = await logo("banner:spring", bannerImage("#101828", "#1d4ed8"));
  const teamLogos = await Promise.all(TEAMS.map((t, i) => logo(`team:${t.code}`, shieldLogo(i, t.colors[0], t.colors[1]))));

  await store.transaction(async (tx) => {
    const ins = <T extends Parameters<StoreTx["insert"]>[0]>(table: T, key: string, fields: Fields<T>) =>
      tx.insert(table, fields, seedId(key));
    const rand = mulberry32(20261122);

    for (const [name, role] of HEROES) await ins("Heroes", `hero:${name}`, { name, role, game: HERO_SHOOTER });
    for (const [name, type] of MAPS) await ins("Map Data", `map:${name}`, { name, type, game: HERO_SHOOTER });
    const heroIds = HEROES.map(([name]) => seedId(`hero:${name}`));

    // People: staff first, then every team's roster.
    const staffIds = STAFF.map((name) => seedId(`player:${name}`));
    for (const [i, name] of STAFF.entries()) {
      await ins("Players", `player:${name}`, {
        name,
        discord_id: demoDiscordId(name),
        verified: true,
        website_settings: i === 0 ? ["Full broadcast permissions"] : i === 4 ? ["Can edit any match", "Can edit any event"] : [],
        event_staff: [DEMO_EVENT_ID],
        clients: i === 0 ? [seedId("client:producer")] : i === 3 ? [seedId("client:observer")] : [],
        pronouns: ["they/them", "she/her", "he/him", "they/them", "she/they"][i],
      });
    }

    const eventTheme = await ins("Themes", "theme:spring", {
      name: "Community Cup Spring",
      color_theme: "#101828",
      color_logo_background: "#101828",
      color_logo_accent: "#66d9ff",
      color_accent: "#66d9ff",
      color_alt: "#1d4ed8",
      color_text_on_theme: "#ffffff",
      color_text_on_logo_background: "#ffffff",
      color_body: "#0b1220",
      color_text_on_body: "#e5eefc",
      color_navbar: "#101828",
      color_website_passive: "#ffffff",
      color_website_active: "#66d9ff",
      color_website_dark: "#222222",
      color_website_text_on_dark: "#ffffff",
      color_text_on_dark: "#ffffff",
      default_logo: eventLogo,
      small_logo: eventLogo,
    });
    const winterTheme = await ins("Themes", "theme:winter", {
      name: "Winter Invitational",
      color_theme: "#0b2540",
      color_logo_background: "#0b2540",
      color_logo_accent: "#bfe8ff",
      color_accent: "#bfe8ff",
      color_text_on_theme: "#ffffff",
      default_logo: winterLogo,
      small_logo: winterLogo,
    });

    const teamIds: string[] = [];
    for (const [t, team] of TEAMS.entries()) {
      const teamId = seedId(`team:${team.code}`);
      teamIds.push(teamId);
      const theme = await ins("Themes", `theme:${team.code}`, {
        name: team.name,
        color_theme: team.colors[0],
        color_logo_background: team.colors[0],
        color_logo_accent: team.colors[1],
        color_accent: team.colors[1],
        color_text_on_theme: textColorOn(team.colors[0]),
        color_text_on_logo_background: textColorOn(team.colors[0]),
        default_logo: teamLogos[t],
        small_logo: teamLogos[t],
      });
      const playerIds = team.players.map(([name]) => seedId(`player:${name}`));
      for (const [p, [name, role, sr]] of team.players.entries()) {
        await ins("Players", `player:${name}`, {
          name,
          discord_id: demoDiscordId(name),
          role,
          manual_sr: sr,
          verified: p < 3,
          battletag: `${name}#${1000 + ((t * 7 + p * 13) % 9000)}`,
          member_of: [teamId],
          captain_of: p === 0 ? [teamId] : undefined,
          favourite_hero: HEROES.filter(([, r]) => r === (role === "DPS" || role === "Flex" ? "Damage" : role))[(t + p) % 5][0],
          pronouns: ["he/him", "she/her", "they/them", "he/they", "she/they"][(t + p) % 5],
          eligible_roles: [role === "Flex" ? "DPS" : role],
        });
      }
      await tx.insert(
        "Teams",
        { name: team.name, code: team.code, theme: [theme.id], players: playerIds, captains: [playerIds[0]], event: [DEMO_EVENT_ID] },
        teamId,
      );
    }

    // The group stage: two groups of four, round robin, first to 3.
    const matchIds: string[] = [];
    const groups = [teamIds.slice(0, 4), teamIds.slice(4, 8)];
    const pairs = [
      [0, 1],
      [2, 3],
      [0, 2],
      [1, 3],
      [0, 3],
      [1, 2],
    ];
    let played = 0;
    for (const [g, group] of groups.entries()) {
      for (const [k, [a, b]] of pairs.entries()) {
        const week = Math.floor(k / 2) + 1;
        const complete = week < 3;
        const start = complete
          ? now - (3 - week) * 7 * DAY + g * HOUR
          : now + (g === 0 ? 2 * HOUR : 26 * HOUR) + k * 90 * 60_000 - 4 * 90 * 60_000 + 4 * HOUR;
        const matchId = seedId(`match:${g}:${k}`);
        matchIds.push(matchId);
        const mapIds: string[] = [];
        let s1 = 0;
        let s2 = 0;
        if (complete) {
          for (let n = 0; s1 < 3 && s2 < 3; n++) {
            const win1 = rand() < 0.55 + (b - a) * 0.05;
            if (win1) s1++;
            else s2++;
            const mapName = MAPS.filter(([, type]) => type === MAP_ROTATION[n])[(played + n) % 3][0];
            const mapId = seedId(`mapresult:${matchId}:${n}`);
            mapIds.push(mapId);
            const pick = (offset: number) => heroIds[(played * 3 + n * 5 + offset) % heroIds.length];
            await tx.insert(
              "Maps",
              {
                match: [matchId],
                map: [seedId(`map:${mapName}`)],
                name: mapName,
                number: n + 1,
                score_1: win1 ? 2 + (n % 2) : n % 2,
                score_2: win1 ? n % 2 : 2 + (n % 2),
                winner: [win1 ? group[a] : group[b]],
                picker: n === 0 ? undefined : [n % 2 ? group[b] : group[a]],
                team_1_bans: [{ id: pick(1) }],
                team_2_bans: [{ id: pick(9) }],
                team_1_picks: [0, 2, 6, 16, 17].map((o) => ({ id: heroIds[(o + n) % heroIds.length] })),
                team_2_picks: [1, 3, 7, 18, 19].map((o) => ({ id: heroIds[(o + n) % heroIds.length] })),
              },
              mapId,
            );
          }
          played++;
        }
        await tx.insert(
          "Matches",
          {
            teams: [group[a], group[b]],
            event: [DEMO_EVENT_ID],
            start,
            first_to: 3,
            game: HERO_SHOOTER,
            score_1: complete ? s1 : undefined,
            score_2: complete ? s2 : undefined,
            maps: mapIds.length ? mapIds : undefined,
            match_group: `Group ${"AB"[g]}`,
            round: "Group Stage",
            week,
            week_text: `Week ${week}`,
            sub_event: "Group Stage",
            show_on_overlays: !complete && g === 0,
            vod: complete ? `https://www.youtube.com/watch?v=demo${g}${k}&t=95` : undefined,
            casters: [staffIds[1], staffIds[2]],
          },
          matchId,
        );
      }
    }

    // Playoffs: 4-team double elimination (GSL) with its layout.
    const playoffIds: string[] = [];
    const placeholders = ["Group A 1st|Group B 2nd|A1|B2", "Group B 1st|Group A 2nd|B1|A2", "", "", "", "", ""];
    for (let n = 1; n <= 7; n++) {
      const id = seedId(`match:playoff:${n}`);
      playoffIds.push(id);
      await tx.insert(
        "Matches",
        {
          event: [DEMO_EVENT_ID],
          first_to: n >= 6 ? 4 : 3,
          game: HERO_SHOOTER,
          match_number: n,
          match_group: "Playoffs",
          round:
            n >= 6 ? "Grand Final" : n >= 3 ? (n === 3 ? "Upper Final" : n === 4 ? "Lower Round 1" : "Lower Final") : "Upper Semifinal",
          placeholder_teams: placeholders[n - 1] || undefined,
          start: now + (7 + Math.ceil(n / 2)) * DAY,
          brackets: [DEMO_BRACKET_ID],
        },
        id,
      );
    }
    await tx.insert(
      "Brackets",
      {
        name: "Playoffs",
        ordered_matches: playoffIds,
        events: [DEMO_EVENT_ID],
        show_times: true,
        bracket_layout: JSON.stringify(GSL_LAYOUT),
      },
      DEMO_BRACKET_ID,
    );

    const liveMatch = matchIds[4];
    const relationships = [
      await ins("Player Relationships", "rel:producer", {
        singular_name: "Producer",
        player: [staffIds[0]],
        matches: [liveMatch],
        permissions: ["Match Editor"],
      }),
      await ins("Player Relationships", "rel:caster1", { singular_name: "Caster", player: [staffIds[1]], matches: [liveMatch] }),
      await ins("Player Relationships", "rel:caster2", { singular_name: "Caster", player: [staffIds[2]], matches: [liveMatch] }),
      await ins("Player Relationships", "rel:observer", { singular_name: "Observer", player: [staffIds[3]], matches: [liveMatch] }),
      await ins("Player Relationships", "rel:admin", {
        singular_name: "Tournament Admin",
        player: [staffIds[4]],
        events: [DEMO_EVENT_ID],
        permissions: ["Match Editor"],
      }),
    ];
    for (const [i, rel] of relationships.entries()) {
      await tx.update(rel.player![0], "Players", {
        player_relationships: [rel.id],
        ...(i === 1 || i === 2 ? { casted_events: [DEMO_EVENT_ID] } : {}),
      });
    }
    await tx.update(liveMatch, "Matches", { player_relationships: relationships.slice(0, 4).map((r) => r.id) });

    const newsIds = [
      await ins("News", "news:kickoff", {
        name: "The Spring Cup kicks off",
        slug: "spring-cup-kickoff",
        released: now - 20 * DAY,
        summary: "Eight teams, two groups, one trophy.",
        content:
          "<p>Eight teams enter the <strong>Community Cup Spring</strong>. The top two of each group go to a double-elimination playoff.</p>",
        event: [DEMO_EVENT_ID],
        author: [staffIds[4]],
      }),
      await ins("News", "news:week2", {
        name: "Week 2 recap",
        slug: "week-2-recap",
        released: now - 6 * DAY,
        summary: "Upsets in Group B.",
        content: "<p>Group B is wide open after week 2.</p>",
        event: [DEMO_EVENT_ID],
        author: [staffIds[1]],
      }),
    ].map((n) => n.id);

    const mainBroadcast = seedId("broadcast:main");
    const gfx = [
      await ins("GFX", "gfx:schedule", {
        name: "Today's schedule",
        type: "Schedule",
        title: "Today's Matches",
        index: 1,
        broadcast: [mainBroadcast],
      }),
      await ins("GFX", "gfx:bracket", {
        name: "Playoff bracket",
        type: "Bracket",
        title: "Playoffs",
        index: 2,
        broadcast: [mainBroadcast],
      }),
      await ins("GFX", "gfx:standings", {
        name: "Group A standings",
        type: "Standings",
        title: "Group A",
        index: 3,
        broadcast: [mainBroadcast],
        data: JSON.stringify({ group: "Group A" }),
      }),
    ].map((g) => g.id);
    const headlines = [
      await ins("Headlines", "headline:1", { text: "Top two of each group advance to the playoffs", broadcast: [mainBroadcast] }),
      await ins("Headlines", "headline:2", { text: "Grand final is first to 4", broadcast: [mainBroadcast] }),
    ].map((h) => h.id);

    await tx.insert(
      "Broadcasts",
      {
        name: "Community Cup Main Stream",
        key: DEMO_BROADCAST_KEY,
        title: "Starting Soon",
        event: [DEMO_EVENT_ID],
        title_format: "{event} | {team_1} vs {team_2}",
        live_match: [liveMatch],
        show_live_match: true,
        show_cams: true,
        active: true,
        schedule: matchIds.slice(4, 6).concat(matchIds.slice(10, 12)),
        break_display: "Automated",
        break_automation: ["Schedule", "Standings", "Bracket", "Matchup", "Always do 30s Matchup"],
        observer_settings: ["Show overlay"],
        broadcast_settings: [
          "Highlight live match on bracket",
          "Show pronouns on desk",
          "Show banned heroes ingame",
          "Connect for team comms",
        ],
        gfx,
        headlines,
        timezone: "America/New_York",
        clients: [seedId("client:producer"), seedId("client:observer")],
        channel: "communitycup",
        transition_offset: 0,
        background: banner,
      },
      mainBroadcast,
    );
    await ins("Broadcasts", "broadcast:side", {
      name: "Community Cup Side Stream",
      key: "side",
      title: "Side Stream",
      event: [DEMO_EVENT_ID],
      live_match: [matchIds[10]],
      show_live_match: true,
      show_cams: true,
      active: true,
      schedule: [matchIds[10], matchIds[11]],
      timezone: "Europe/London",
      broadcast_css: "/* Side stream: rounded cam frames */\niframe { border-radius: 12px; }",
    });
    await ins("Clients", "client:producer", { key: "producer", name: "Producer PC", broadcast: [mainBroadcast], staff: [staffIds[0]] });
    await ins("Clients", "client:observer", { key: "observer", name: "Observer PC", broadcast: [mainBroadcast], staff: [staffIds[3]] });

    const blocks = {
      reporting: { score: { staffApprove: true, opponentApprove: true }, rescheduling: { staffApprove: true, opponentApprove: true } },
      standings: [
        { title: "Group A", group: "Group A" },
        { title: "Group B", group: "Group B" },
      ],
      foldy: { use: true },
      draft: { use: false },
      auction: { public: false },
      extendedStaffPage: true,
    };
    await tx.insert(
      "Events",
      {
        name: "Community Cup Spring 2026",
        short: "Spring Cup",
        series_name: "Community Cup",
        series_subtitle: "Season 3",
        start_date: now - 21 * DAY,
        in_progress: true,
        show_in_events: true,
        subdomain: DEMO_SUBDOMAIN,
        game: HERO_SHOOTER,
        theme: [eventTheme.id],
        teams: teamIds,
        staff: staffIds,
        matches: [...matchIds, ...playoffIds],
        brackets: [DEMO_BRACKET_ID],
        blocks: JSON.stringify(blocks),
        about: "<p>The <strong>Community Cup</strong> is an open community tournament. Teams sign up with their roster's skill rating.</p>",
        broadcasts: [mainBroadcast, seedId("broadcast:side")],
        news_items: newsIds,
        casters: [staffIds[1], staffIds[2]],
        map_pool: MAPS.map(([name]) => seedId(`map:${name}`)),
        series: [DEMO_SERIES_ID],
        week_text: "Week 3",
      },
      DEMO_EVENT_ID,
    );
    await tx.insert(
      "Events",
      {
        name: "Community Cup Winter Invitational",
        short: "Winter Invitational",
        series_name: "Community Cup",
        start_date: now + 60 * DAY,
        show_in_events: true,
        game: HERO_SHOOTER,
        theme: [winterTheme.id],
        series: [DEMO_SERIES_ID],
        about: "<p>Invitational for the top four teams of the season.</p>",
        blocks: JSON.stringify({ reporting: { score: { opponentApprove: true, staffApprove: false } } }),
      },
      DEMO_OTHER_EVENT_ID,
    );
    await tx.insert("Event Series", { name: "Community Cup", order: 1, events: [DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID] }, DEMO_SERIES_ID);
  });
  return true;
}

/** GSL: upper semis 1 and 2, upper final 3, lower round 4, lower final 5, grand final 6, reset 7 (played only when the lower-bracket team wins 6). */
export const GSL_LAYOUT = {
  brackets: [
    {
      name: "Upper",
      columns: [
        { header: "Upper Semifinals", games: [1, 2] },
        { header: "Upper Final", games: [3] },
        { header: "Grand Final", games: [6] },
        { header: "Reset", games: [7] },
      ],
    },
    {
      name: "Lower",
      columns: [
        { header: "Lower Round 1", games: [4] },
        { header: "Lower Final", games: [5] },
      ],
    },
  ],
  connections: {
    1: { win: "3.1", lose: "4.1" },
    2: { win: "3.2", lose: "4.2" },
    3: { win: "6.1", lose: "5.2" },
    4: { win: "5.1", lose: "eliminated" },
    5: { win: "6.2", lose: "eliminated" },
    6: { win: "champion", lose: "eliminated", reset: 7 },
    7: { win: "champion", lose: "eliminated" },
  },
};

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
