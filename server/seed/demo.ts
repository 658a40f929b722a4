import { createHash } from "node:crypto";
import { textColorOn } from "../../domain/color.ts";
import type { Fields } from "../../domain/tables.ts";
import type { StoreTx, ThingStore } from "../store/ThingStore.ts";
import { avatar, backgroundArt, heroIcon, heroPortrait, mapScene, promoCard, teamBanner, wordmark } from "./art.ts";
import { DEMO_JINGLES, DEMO_TRACKS, loopWav } from "./audio.ts";
import {
  BRAND_DESIGNER,
  COACHES,
  demoDiscordId,
  GUESTS,
  HERO_SHOOTER,
  HEROES,
  MAPS,
  MAP_ROTATION,
  SPONSORS,
  STAFF,
  TEAMS,
  WINTER_CLUBS,
} from "./demoData.ts";
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

const MINUTE = 60_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Seed the demo tournament into an empty store; answer whether it did. */
export function seedDemo(store: ThingStore, now = Date.now()): Promise<boolean> {
  // Two servers starting together on an empty database: one seeds, the other then finds it seeded.
  return store.exclusively("seed-demo", async () => (await store.list("Events")).length === 0 && seedEmpty(store, now));
}

async function seedEmpty(store: ThingStore, now: number): Promise<true> {
  // Every attachment is made first and written in one go (one commit, not one each).
  const files: { id: string; ext: string; mime: string; data: Buffer }[] = [];
  const logo = (key: string, svg: string, filename?: string) => {
    const id = `att${seedId(`image:${key}`).slice(3)}`;
    files.push({ id, ext: "svg", mime: "image/svg+xml", data: Buffer.from(svg) });
    return [{ id, fileExtension: "svg", type: "image/svg+xml", ...(filename ? { filename } : {}) }];
  };
  const audio = (key: string, wav: Buffer, filename: string) => {
    const id = `att${seedId(`audio:${key}`).slice(3)}`;
    files.push({ id, ext: "wav", mime: "audio/wav", data: wav });
    return [{ id, fileExtension: "wav", type: "audio/wav", filename }];
  };
  const slug = (name: string) =>
    name
      .normalize("NFD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase();
  const eventLogo = logo("event:spring", shieldLogo(2, "#101828", "#66d9ff"));
  const winterLogo = logo("event:winter", shieldLogo(3, "#0b2540", "#bfe8ff"));
  const banner = logo("banner:spring", bannerImage("#101828", "#1d4ed8"), "spring-banner.svg");
  const teamLogos = TEAMS.map((t, i) => logo(`team:${t.code}`, shieldLogo(i, t.colors[0], t.colors[1])));
  const teamBanners = TEAMS.map((t, i) =>
    logo(`team-banner:${t.code}`, teamBanner(i, t.name, t.colors[0], t.colors[1]), `${slug(t.name)}-banner.svg`),
  );
  const heroImages = HEROES.map(([name, role]) => ({
    icon: logo(`hero-icon:${name}`, heroIcon(name, role), `${slug(name)}-icon.svg`),
    main_image: logo(`hero-art:${name}`, heroPortrait(name, role), `${slug(name)}.svg`),
  }));
  const mapImages = MAPS.map(([name, type]) => logo(`map:${name}`, mapScene(name, type), `${slug(name)}.svg`));
  const headshot = (name: string, background: string) =>
    logo(`headshot:${name}`, avatar(name, background, textColorOn(background)), `${slug(name)}.svg`);
  const staffHeadshots = STAFF.map((name) => headshot(name, "#1d4ed8"));
  const guestHeadshots = GUESTS.map(([name], i) => headshot(name, ["#7c3aed", "#0f766e"][i % 2]));
  const playerHeadshots = TEAMS.map((t) => t.players.map(([name]) => headshot(name, t.colors[0])));
  const sponsorLogos = SPONSORS.map(([name, bg, accent, text]) =>
    logo(`sponsor:${name}`, wordmark(name, bg, accent, text), `${slug(name)}.svg`),
  );
  // The main stream's two backgrounds: the event banner and a soft glow.
  const backgrounds = [...banner, ...logo("background:spring", backgroundArt(1, "#101828", "#66d9ff"), "spring-background.svg")];
  const highlightMedia = logo(
    "highlight:play-of-the-week",
    promoCard("Play of the Week", "Blaze: four picks on King's Row", "#ff7a18", "#ffffff"),
    "play-of-the-week.svg",
  );
  const gfxImage = logo(
    "gfx:image",
    promoCard("Playoffs next week", "Top two of each group advance", "#101828", "#66d9ff"),
    "playoffs-card.svg",
  );
  const adImages = SPONSORS.slice(0, 2).map(([name, bg, accent, text], i) =>
    logo(`ad:${name}`, promoCard(name, ["Fuel every round.", "Built for the clutch."][i], bg, accent, text), `${slug(name)}-ad.svg`),
  );
  const trackAudio = DEMO_TRACKS.map((t) => audio(`track:${t.name}`, loopWav(t.spec), `${slug(t.name)}.wav`));
  const jingles = DEMO_JINGLES.map((spec, i) => audio(`ad:${SPONSORS[i][0]}`, loopWav(spec), `${slug(SPONSORS[i][0])}-read.wav`));
  await store.putImages(files);

  await store.transaction(async (tx) => {
    const ins = <T extends Parameters<StoreTx["insert"]>[0]>(table: T, key: string, fields: Fields<T>) =>
      tx.insert(table, fields, seedId(key));
    const rand = mulberry32(20261122);

    for (const [h, [name, role]] of HEROES.entries())
      await ins("Heroes", `hero:${name}`, { name, role, game: HERO_SHOOTER, ...heroImages[h] });
    for (const [m, [name, type]] of MAPS.entries())
      await ins("Map Data", `map:${name}`, { name, type, game: HERO_SHOOTER, image: mapImages[m] });
    const heroIds = HEROES.map(([name]) => seedId(`hero:${name}`));
    const hero = (name: string) => seedId(`hero:${name}`);

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
        headshot: staffHeadshots[i],
      });
    }
    const guestIds: string[] = [];
    for (const [i, [name, pronouns]] of GUESTS.entries()) {
      const guest = await ins("Players", `player:${name}`, {
        name,
        discord_id: demoDiscordId(name),
        pronouns,
        headshot: guestHeadshots[i],
        verified: true,
      });
      guestIds.push(guest.id);
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

    const designer = seedId(`player:${BRAND_DESIGNER}`);
    await ins("Players", `player:${BRAND_DESIGNER}`, {
      name: BRAND_DESIGNER,
      discord_id: demoDiscordId(BRAND_DESIGNER),
      brands_designed: TEAMS.map((t) => seedId(`team:${t.code}`)),
    });
    const teamIds: string[] = [];
    const winterTeamId = (code: string) => (WINTER_CLUBS.includes(code) ? seedId(`team:winter:${code}`) : undefined);
    for (const [t, team] of TEAMS.entries()) {
      const teamId = seedId(`team:${team.code}`);
      const winterTeam = winterTeamId(team.code);
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
          // The Winter Invitational's rosters were each club's first five.
          member_of: winterTeam && p < 5 ? [teamId, winterTeam] : [teamId],
          headshot: playerHeadshots[t][p],
          // Each club's first player captains it, and its Winter Invitational team (both sides stored).
          captain_of: p === 0 ? (winterTeam ? [teamId, winterTeam] : [teamId]) : undefined,
          favourite_hero: HEROES.filter(([, r]) => r === (role === "DPS" || role === "Flex" ? "Damage" : role))[(t + p) % 5][0],
          pronouns: ["he/him", "she/her", "they/them", "he/they", "she/they"][(t + p) % 5],
          eligible_roles: [role === "Flex" ? "DPS" : role],
        });
      }
      const coach = await ins("Players", `player:${COACHES[t]}`, {
        name: COACHES[t],
        discord_id: demoDiscordId(COACHES[t]),
        team_staff: [teamId],
      });
      await tx.insert(
        "Teams",
        {
          name: team.name,
          code: team.code,
          theme: [theme.id],
          players: playerIds,
          captains: [playerIds[0]],
          team_staff: [coach.id],
          brand_designers: [designer],
          event: [DEMO_EVENT_ID],
          images: teamBanners[t],
        },
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
        // Weeks 1 and 2 were played; week 3 is today: each group's first match is live (the main stream's
        // began 45 minutes ago, the side stream's 15), the second follows.
        const start = complete ? now - (3 - week) * 7 * DAY + g * HOUR : now + (k === 4 ? -45 + g * 30 : 75 + g * 105) * MINUTE;
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
            // Today's matches fill both broadcasts' schedules; Primary lists them on their overlays.
            show_on_overlays: !complete,
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
    // The live match, Aurora Foxes vs Verdant Wolves: three maps played (2-1), the fourth under way.
    const [aur, vrw] = [teamIds[0], teamIds[3]];
    const liveMaps: { name: string; winner?: string; score?: [number, number]; picks: [string[], string[]]; bans: [string, string] }[] = [
      {
        name: "Lijiang Tower",
        winner: aur,
        score: [2, 1],
        picks: [
          ["Winston", "Tracer", "Genji", "Lúcio", "Kiriko"],
          ["D.Va", "Sojourn", "Cassidy", "Zenyatta", "Baptiste"],
        ],
        bans: ["Widowmaker", "Ana"],
      },
      {
        name: "King's Row",
        winner: vrw,
        score: [2, 3],
        picks: [
          ["Reinhardt", "Cassidy", "Ashe", "Ana", "Brigitte"],
          ["Sigma", "Echo", "Mei", "Mercy", "Juno"],
        ],
        bans: ["Kiriko", "Tracer"],
      },
      {
        name: "Colosseo",
        winner: aur,
        score: [2, 0],
        picks: [
          ["D.Va", "Tracer", "Sombra", "Lúcio", "Juno"],
          ["Zarya", "Reaper", "Genji", "Ana", "Kiriko"],
        ],
        bans: ["Winston", "Baptiste"],
      },
      {
        // Under way: no score yet (a map with a leading score reads as won).
        name: "Dorado",
        picks: [
          ["Ramattra", "Sojourn", "Tracer", "Kiriko", "Lúcio"],
          ["Winston", "Genji", "Widowmaker", "Zenyatta", "Brigitte"],
        ],
        bans: ["Ana", "Sombra"],
      },
    ];
    const liveMapIds: string[] = [];
    for (const [n, m] of liveMaps.entries()) {
      const picker = n % 2 ? vrw : aur;
      const record = await ins("Maps", `livemap:${n}`, {
        match: [liveMatch],
        map: [seedId(`map:${m.name}`)],
        name: m.name,
        number: n + 1,
        score_1: m.score?.[0],
        score_2: m.score?.[1],
        winner: m.winner ? [m.winner] : undefined,
        picker: [picker],
        team_1_picks: m.picks[0].map((name) => ({ id: hero(name) })),
        team_2_picks: m.picks[1].map((name) => ({ id: hero(name) })),
        team_1_bans: [{ id: hero(m.bans[0]) }],
        team_2_bans: [{ id: hero(m.bans[1]) }],
      });
      liveMapIds.push(record.id);
    }
    await tx.update(liveMatch, "Matches", {
      maps: liveMapIds,
      score_1: liveMaps.filter((m) => m.winner === aur).length,
      score_2: liveMaps.filter((m) => m.winner === vrw).length,
      mvp: [seedId("player:Blaze")],
    });
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
      await ins("GFX", "gfx:image", {
        name: "Playoffs card",
        type: "Image",
        title: "Playoffs",
        index: 4,
        broadcast: [mainBroadcast],
        image: gfxImage,
      }),
      await ins("GFX", "gfx:iframe", {
        name: "Web page",
        type: "Iframe",
        title: "Web page",
        index: 5,
        broadcast: [mainBroadcast],
        data: JSON.stringify({ url: "https://example.com/" }),
      }),
      await ins("GFX", "gfx:text", {
        name: "Announcement",
        type: "Text",
        title: "Announcement",
        index: 6,
        broadcast: [mainBroadcast],
        data: JSON.stringify({ text: "Playoffs start next week: top two of each group advance." }),
      }),
      await ins("GFX", "gfx:multi-standings", {
        name: "All groups",
        type: "Multi Standings",
        title: "Group Standings",
        index: 7,
        broadcast: [mainBroadcast],
        data: JSON.stringify({ groups: ["Group A", "Group B"] }),
      }),
      await ins("GFX", "gfx:mvp", { name: "Match MVP", type: "MVP", title: "Match MVP", index: 8, broadcast: [mainBroadcast] }),
      await ins("GFX", "gfx:stats", {
        name: "Player spotlight",
        type: "Stats",
        title: "Player Spotlight",
        index: 9,
        broadcast: [mainBroadcast],
        data: JSON.stringify({ player: seedId("player:Kitsune") }),
      }),
      await ins("GFX", "gfx:rosters", { name: "Rosters", type: "Rosters", title: "Rosters", index: 10, broadcast: [mainBroadcast] }),
    ].map((g) => g.id);

    // Sponsors (theme records), their ad reads and the break music.
    const sponsorIds: string[] = [];
    for (const [i, [name, background, accent, text]] of SPONSORS.entries()) {
      const sponsor = await ins("Themes", `theme:sponsor:${name}`, {
        name,
        color_theme: background,
        color_logo_background: background,
        color_logo_accent: accent,
        color_accent: accent,
        color_text_on_theme: text,
        color_text_on_logo_background: text,
        default_logo: sponsorLogos[i],
        small_logo: sponsorLogos[i],
      });
      sponsorIds.push(sponsor.id);
    }
    const AD_SCRIPTS = [
      "This match is brought to you by Nimbus Energy. Zero sugar, all focus: fuel every round with Nimbus.",
      "Keystone Gear: keyboards and mice built for the clutch. Use code SPRINGCUP for ten percent off.",
    ];
    const adReadIds: string[] = [];
    for (const [i, script] of AD_SCRIPTS.entries()) {
      const read = await ins("Ad Reads", `adread:${i}`, {
        name: `${SPONSORS[i][0]} read`,
        text: script,
        image: adImages[i],
        audio: jingles[i],
        sponsor: [sponsorIds[i]],
        broadcasts: [mainBroadcast],
      });
      adReadIds.push(read.id);
    }
    const breakMusic = seedId("trackgroup:break");
    const trackIds: string[] = [];
    for (const [i, track] of DEMO_TRACKS.entries()) {
      const record = await ins("Tracks", `track:${track.name}`, {
        name: track.name,
        artist: track.artist,
        audio: trackAudio[i],
        groups: [breakMusic],
      });
      trackIds.push(record.id);
    }
    await tx.insert("Track Groups", { name: "Break Music", role: "Break", tracks: trackIds, events: [DEMO_EVENT_ID] }, breakMusic);
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
        background: backgrounds,
        highlight_team: [aur],
        highlight_player: [seedId("player:Kitsune")],
        highlight_hero: [hero("Tracer")],
        highlight_media: highlightMedia,
        guests: guestIds,
        sponsors: sponsorIds.slice(0, 2),
        ad_reads: adReadIds,
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

    // Last season's Winter Invitational: four of these clubs (their own team records, same names and
    // codes), a round robin and a final, all played; each roster's first five were on both teams.
    const winterRand = mulberry32(20251206);
    const winterTeams = WINTER_CLUBS.map((code) => winterTeamId(code)!);
    const winterStart = now - 120 * DAY;
    const winterMatchIds: string[] = [];
    const winterWins = new Map(winterTeams.map((id) => [id, 0]));
    const playWinter = async (a: string, b: string, n: number, round: string) => {
      const matchId = seedId(`match:winter:${n}`);
      const mapIds: string[] = [];
      let s1 = 0;
      let s2 = 0;
      for (let m = 0; s1 < 2 && s2 < 2; m++) {
        const win1 = winterRand() < 0.5;
        if (win1) s1++;
        else s2++;
        const mapName = MAPS.filter(([, type]) => type === MAP_ROTATION[m])[(n + m) % 3][0];
        const record = await ins("Maps", `mapresult:${matchId}:${m}`, {
          match: [matchId],
          map: [seedId(`map:${mapName}`)],
          name: mapName,
          number: m + 1,
          score_1: win1 ? 2 : m % 2,
          score_2: win1 ? m % 2 : 2,
          winner: [win1 ? a : b],
          picker: m === 0 ? undefined : [m % 2 ? b : a],
        });
        mapIds.push(record.id);
      }
      const winner = s1 > s2 ? a : b;
      winterWins.set(winner, (winterWins.get(winner) ?? 0) + 1);
      await tx.insert(
        "Matches",
        {
          teams: [a, b],
          event: [DEMO_OTHER_EVENT_ID],
          start: winterStart + n * DAY + 2 * HOUR,
          first_to: 2,
          game: HERO_SHOOTER,
          score_1: s1,
          score_2: s2,
          maps: mapIds,
          match_group: round === "Final" ? "Playoffs" : "Group Stage",
          round,
          casters: [staffIds[1], staffIds[2]],
        },
        matchId,
      );
      winterMatchIds.push(matchId);
    };
    for (const [code, teamId] of WINTER_CLUBS.map((code, i) => [code, winterTeams[i]] as const)) {
      const team = TEAMS.find((t) => t.code === code)!;
      const players = team.players.slice(0, 5).map(([name]) => seedId(`player:${name}`));
      await tx.insert(
        "Teams",
        { name: team.name, code, theme: [seedId(`theme:${code}`)], players, captains: [players[0]], event: [DEMO_OTHER_EVENT_ID] },
        teamId,
      );
    }
    for (const [k, [a, b]] of pairs.entries()) await playWinter(winterTeams[a], winterTeams[b], k, "Round Robin");
    const [first, second] = [...winterTeams].sort((x, y) => winterWins.get(y)! - winterWins.get(x)!);
    await playWinter(first, second, pairs.length, "Final");

    // The draft order is each team's players list (captain first); the auction board of the
    // event's player auction: six sold, one on the block, the rest to come.
    const player = (name: string) => seedId(`player:${name}`);
    const auction = {
      budget: 1000,
      rosterSize: 6,
      category: "Open",
      teams: TEAMS.slice(0, 4).map((t) => ({ team: seedId(`team:${t.code}`), captain: player(t.players[0][0]) })),
      sold: [
        { player: player("Blaze"), team: teamIds[0], price: 320 },
        { player: player("Talon"), team: teamIds[1], price: 290 },
        { player: player("Riptide"), team: teamIds[2], price: 350 },
        { player: player("Fang"), team: teamIds[3], price: 240 },
        { player: player("Ember"), team: teamIds[0], price: 180 },
        { player: player("Coral"), team: teamIds[2], price: 210 },
      ],
      current: { player: player("Howl"), bid: 185, team: teamIds[1] },
      pool: ["Solace", "Lantern", "Moss", "Mariner", "Halo", "Fern"].map((name) => ({ player: player(name), category: "Open" })),
    };

    const blocks = {
      reporting: { score: { staffApprove: true, opponentApprove: true }, rescheduling: { staffApprove: true, opponentApprove: true } },
      standings: [
        { title: "Group A", group: "Group A" },
        { title: "Group B", group: "Group B" },
      ],
      foldy: { use: true },
      draft: { use: true },
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
        // From the first group-stage day to the grand final.
        event_date: [now - 21 * DAY, now + 11 * DAY],
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
        // The maps the matches are played on: three of each mode in the rotation.
        map_pool: ["Control", "Hybrid", "Push", "Escort"].flatMap((type) =>
          MAPS.filter(([, t]) => t === type)
            .slice(0, 3)
            .map(([name]) => seedId(`map:${name}`)),
        ),
        sponsors: sponsorIds,
        track_groups: [breakMusic],
        auction: JSON.stringify(auction),
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
        start_date: winterStart,
        event_date: [winterStart, winterStart + 7 * DAY],
        show_in_events: true,
        game: HERO_SHOOTER,
        theme: [winterTheme.id],
        series: [DEMO_SERIES_ID],
        teams: winterTeams,
        matches: winterMatchIds,
        about: "<p>Last season's invitational for four of the community's clubs.</p>",
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
