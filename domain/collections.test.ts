import { describe, expect, it } from "vitest";
import { listedEvents, liveMatches, playerList, publicEvents, streamList, teamList } from "./collections.ts";
import type { StoredStreamState } from "./streamSoftware.ts";
import type { BroadcastRecord, EventRecord, Fields, PlayerRecord, TableName, TeamRecord, Thing } from "./tables.ts";

const record = <T extends TableName>(table: T, id: string, fields: Partial<Fields<T>>) =>
  ({ id, __tableName: table, __version: 1, ...fields }) as Thing<T>;
const event = (id: string, fields: Partial<Fields<"Events">>): EventRecord =>
  record("Events", id, { name: id, show_in_events: true, ...fields });
const team = (id: string, fields: Partial<Fields<"Teams">>): TeamRecord => record("Teams", id, { name: id, ...fields });
const player = (id: string, fields: Partial<Fields<"Players">>): PlayerRecord => record("Players", id, { name: id, ...fields });
const broadcast = (id: string, fields: Partial<Fields<"Broadcasts">>): BroadcastRecord => record("Broadcasts", id, { name: id, ...fields });

describe("liveMatches", () => {
  it("lists the live match of each active broadcast showing it, once, and skips broadcasts without one", () => {
    expect(
      liveMatches([
        broadcast("b1", {}),
        broadcast("b2", { live_match: ["m1"] }),
        broadcast("b3", { live_match: ["m1"], active: true, show_live_match: true }),
        broadcast("b4", { live_match: ["m2"], active: false }),
        broadcast("b5", { live_match: ["m3"], show_live_match: false }),
        broadcast("b6", { live_match: [] }),
      ]),
    ).toEqual(["m1"]);
  });
});

describe("listedEvents and publicEvents", () => {
  const events = [
    event("Old", { start_date: 1_000, teams: ["t1"] }),
    event("Newest", { start_date: 3_000, teams: ["t1"] }),
    event("Beta", { start_date: 2_000, teams: ["t1"] }),
    event("Alpha", { start_date: 2_000 }),
    event("Undated", { teams: ["t1"] }),
    event("Hidden", { start_date: 4_000, show_in_events: false, teams: ["t1"] }),
    event("Unflagged", { start_date: 4_000, show_in_events: undefined, teams: ["t1"] }),
    event("Archived", { start_date: 4_000, archived: true, teams: ["t1"] }),
    event("No teams", { start_date: 500, teams: [] }),
  ];

  it("lists events shown in the events list and not archived, newest first, same start by name, undated last", () => {
    expect(listedEvents(events).map((e) => e.name)).toEqual(["Newest", "Alpha", "Beta", "Old", "No teams", "Undated"]);
  });

  it("sorts undated events after dated ones whichever side they are on", () => {
    const names = (list: EventRecord[]) => listedEvents(list).map((e) => e.name);
    expect(names([event("Undated", {}), event("Dated", { start_date: 1 })])).toEqual(["Dated", "Undated"]);
    expect(names([event("Dated", { start_date: 1 }), event("Undated", {})])).toEqual(["Dated", "Undated"]);
  });

  it("publishes the listed events that have teams, newest first", () => {
    expect(publicEvents(events)).toEqual(["Newest", "Beta", "Old", "Undated"]);
  });
});

describe("playerList", () => {
  it("lists named, unarchived players by name, unverified unless marked, never pro", () => {
    expect(
      playerList([
        player("p1", { name: "Zed", verified: true }),
        player("p2", { name: "  " }),
        player("p3", { name: "amy" }),
        player("p4", { name: "Bob", archived: true }),
        player("p5", { name: "Cat", verified: false }),
      ]),
    ).toEqual([
      { id: "p3", name: "amy", verified: false, pro: false },
      { id: "p5", name: "Cat", verified: false, pro: false },
      { id: "p1", name: "Zed", verified: true, pro: false },
    ]);
  });
});

describe("teamList", () => {
  it("lists unarchived teams of listed events by name, with their listed event's id, game and start", () => {
    const events = [
      event("e1", { game: "Overwatch", start_date: 1_000 }),
      event("e2", { game: "Valorant", start_date: 2_000, show_in_events: false }),
    ];
    expect(
      teamList(
        [
          team("t1", { name: "Zebras", event: ["e2", "e1"], code: "ZEB", theme: ["th1"] }),
          team("t2", { name: "Apes", event: ["e1"] }),
          team("t3", { name: "Hidden", event: ["e2"] }),
          team("t4", { name: "Nowhere" }),
          team("t5", { name: "Gone", event: ["e1"], archived: true }),
        ],
        events,
      ),
    ).toEqual([
      { id: "t2", name: "Apes", code: undefined, theme: undefined, game: "Overwatch", event: "e1", eventStart: 1_000 },
      { id: "t1", name: "Zebras", code: "ZEB", theme: "th1", game: "Overwatch", event: "e1", eventStart: 1_000 },
    ]);
  });
});

describe("streamList", () => {
  it("lists connected clients with their status, target and scenes, and nothing for what they did not report", () => {
    const states: StoredStreamState[] = [
      {
        clientKey: "desk",
        connected: true,
        programScene: "Game",
        previewScene: "Break",
        status: { outputActive: true, outputDuration: 5_000 },
        target: {
          service: "Twitch",
          url: "rtmp://live.twitch.tv/app",
          channelID: "42",
          stream_delay_enabled: true,
          stream_delay_seconds: 30,
        },
        updatedAt: 10,
      },
      { clientKey: "bare", connected: true, updatedAt: 20 },
      { clientKey: "gone", connected: false, target: { service: "Twitch" }, updatedAt: 30 },
    ];
    expect(streamList(states)).toEqual([
      {
        clientName: "desk",
        status: { outputActive: true, outputDuration: 5_000 },
        settings: {
          service: "Twitch",
          url: "rtmp://live.twitch.tv/app",
          channelID: "42",
          stream_delay_enabled: true,
          stream_delay_seconds: 30,
        },
        scenes: { preview: "Break", program: "Game" },
        updatedAt: 10,
      },
      { clientName: "bare", status: undefined, settings: undefined, scenes: { preview: undefined, program: undefined }, updatedAt: 20 },
    ]);
  });
});
