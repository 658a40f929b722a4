import type { ResolvedTheme } from "../../domain/theme.ts";

/** EBU R 95 at 1920x1080: graphics-safe 5 % and action-safe 3.5 % in from each edge. */
export const SAFE_AREAS = [
  { name: "GRAPHICS SAFE 5 %", x: 96, y: 54 },
  { name: "ACTION SAFE 3.5 %", x: 67, y: 38 },
] as const;

/** The test card's colour bars: the theme's colours, labelled, then white and black for levels. */
export function colourBars(theme: ResolvedTheme): { label: string; colour: string }[] {
  return [
    { label: "BACKGROUND", colour: theme.background },
    { label: "ACCENT", colour: theme.accent },
    { label: "ALT", colour: theme.alt },
    { label: "DARK", colour: theme.dark },
    { label: "LOGO BG", colour: theme.logoBackground },
    { label: "TEXT", colour: theme.textOnTheme },
    { label: "WHITE", colour: "#ffffff" },
    { label: "BLACK", colour: "#000000" },
  ].filter((b) => /^#[0-9a-f]{6}/i.test(b.colour ?? ""));
}

/** The counter line: frames drawn and time since the entrance began (ms). */
export function counterText(frames: number, seconds: number): string {
  return `FRAME ${String(frames).padStart(3, "0")}   ·   ${Math.round(seconds * 1000)
    .toString()
    .padStart(4, "0")} MS`;
}
