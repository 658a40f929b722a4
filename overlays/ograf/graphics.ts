import { z } from "zod";
import { formatNoticeText } from "../../domain/desk.ts";
import { defineGraphic, type OGrafDef } from "../../engine/ograf/define.ts";
import { countdown, eventFields, line, lines, schedule, score, teamFields } from "../../engine/ograf/portable.ts";

/**
 * Our overlays exported as EBU OGraf graphics (engine/ograf/): the same scenes OBS loads,
 * for playout tools that load OGraf (SPX, H2R Graphics, Sofie, CasparCG). `npm run build`
 * writes a package of each (scripts/ograf.ts), served under /ograf/.
 */

const teams = () => ({ ...teamFields(1, "Northern Lights", "NRL", "#1d4ed8"), ...teamFields(2, "Crimson Tide", "CRT", "#b91c1c") });
const scores = (first: number, second: number) => ({
  team1Score: score("Team 1 score").default(first),
  team2Score: score("Team 2 score").default(second),
  firstTo: z.number().int().min(0).max(99).default(3).meta({ title: "First to (maps to win; 0: not set)" }),
});
const matchTitle = () => ({ matchTitle: line("Match title (round)", "Grand final") });
const upcoming = schedule([
  { team1Name: "Northern Lights", team1Code: "NRL", team2Name: "Crimson Tide", team2Code: "CRT", start: "2026-05-02T17:00:00Z" },
  { team1Name: "Golden Owls", team1Code: "GOW", team2Name: "Silver Foxes", team2Code: "SFX", start: "2026-05-02T19:00:00Z" },
]);

const BREAK_PANELS = ["Schedule", "Matchup", "Title"] as const;

export const GRAPHICS: readonly OGrafDef[] = [
  defineGraphic({
    id: "ingame",
    name: "Scorebug",
    description: "The in-game scoreboard: both teams with their colours, logos and map score, the match title.",
    scene: "ingame",
    stepCount: 1,
    nonRealTime: true,
    portable: z.object({ ...eventFields(), ...teams(), ...scores(1, 0), ...matchTitle() }),
  }),
  defineGraphic({
    id: "versus",
    name: "Versus",
    description: "The two teams of the match face to face, with their logos and colours.",
    scene: "versus",
    stepCount: 1,
    nonRealTime: true,
    portable: z.object({ ...eventFields(), ...teams(), ...matchTitle() }),
  }),
  defineGraphic({
    id: "winners",
    name: "Winners",
    description: "The match's winner with the final score, once a team has won (its score reaches First to).",
    scene: "winners",
    stepCount: 1,
    nonRealTime: false,
    portable: z.object({ ...eventFields(), ...teams(), ...scores(3, 1), ...matchTitle() }),
  }),
  defineGraphic({
    id: "break",
    name: "Break screen",
    description:
      "Full-screen break: title bar with the countdown, the main panel, the match up next and the headline ticker. Each step shows one panel: Schedule, Matchup, Title.",
    scene: "break",
    stepCount: BREAK_PANELS.length,
    stepNames: [...BREAK_PANELS],
    nonRealTime: false,
    portable: z.object({
      ...eventFields(),
      title: line("Title", "We'll be right back"),
      countdown: countdown(),
      headlines: lines("Headlines", ["Grand final tonight", "Tickets at the door"]),
      schedule: upcoming,
    }),
    atStep: (data, step) => ({ ...data, broadcast: { ...data.broadcast, break_display: BREAK_PANELS[step] ?? BREAK_PANELS[0] } }),
  }),
  defineGraphic({
    id: "break-bar",
    name: "Break bar",
    description: "A lower-third bar for breaks: logo, title, the match up next and the countdown.",
    scene: "break-bar",
    stepCount: 1,
    nonRealTime: false,
    portable: z.object({ ...eventFields(), title: line("Title", "Starting soon"), countdown: countdown(), schedule: upcoming }),
  }),
  defineGraphic({
    id: "schedule",
    name: "Schedule",
    description: "The broadcast's matches with their start times in the broadcast's time zone, and scores once played.",
    scene: "schedule",
    stepCount: 1,
    nonRealTime: false,
    portable: z.object({ ...eventFields(), title: line("Title", "Today's matches"), schedule: upcoming }),
  }),
  defineGraphic({
    id: "standings",
    name: "Standings",
    description: "A stage's standings table, live from the event's results (live data only).",
    scene: "standings",
    stepCount: 1,
    nonRealTime: false,
    portable: null,
    options: z.object({ stage: line("Stage or group (empty: the first)", "") }),
  }),
  defineGraphic({
    id: "bracket",
    name: "Bracket",
    description: "The event's bracket, live as results come in (live data only).",
    scene: "bracket",
    stepCount: 1,
    nonRealTime: false,
    portable: null,
    options: z.object({
      key: line("Bracket id or name (empty: the event's first)", ""),
      small: z.boolean().default(false).meta({ title: "Team codes instead of names" }),
    }),
  }),
  defineGraphic({
    id: "desk",
    name: "Casters' lower thirds",
    description: "The casters' names over their cams and the match's teams on the lower element.",
    scene: "desk",
    stepCount: 1,
    nonRealTime: false,
    portable: z.object({ ...eventFields(), ...teams(), ...matchTitle(), casters: lines("Casters", ["Alex Rivera", "Sam Okafor"], 4) }),
    broadcast: () => ({ desk_display: "Casters" }),
  }),
  defineGraphic({
    id: "lower-third",
    name: "Lower third",
    description: "One name with a line over it: a guest, an interview, a notice (the desk's notice card).",
    scene: "desk",
    stepCount: 1,
    nonRealTime: true,
    portable: z.object({ ...eventFields(), prefix: line("Line over the name", "Guest analyst", 80), name: line("Name", "Jordan Lee", 80) }),
    broadcast: (d) => ({ desk_display: "Notice (Event)", notice_text: formatNoticeText(String(d.prefix ?? ""), String(d.name ?? "")) }),
  }),
  defineGraphic({
    id: "clock",
    name: "Clock",
    description: "A media clock with the local time, and the countdown while one runs.",
    scene: "clock",
    stepCount: 1,
    nonRealTime: false,
    portable: z.object({ ...eventFields(), countdown: countdown() }),
    options: z.object({ title: line("Label", "Local time", 40) }),
  }),
  defineGraphic({
    id: "stinger",
    name: "Stinger",
    description: "A transition: bands in the event's colours cover the screen with its logo and text, hold, and uncover by themselves.",
    scene: "stinger",
    stepCount: 0,
    nonRealTime: true,
    portable: z.object({ ...eventFields(), title: line("Text", "Spring Cup") }),
  }),
];
