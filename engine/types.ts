import type { Container } from "pixi.js";
import type { gsap } from "gsap";
import type { ResolvedTheme } from "../domain/theme.ts";
import type { SharedOptions } from "../domain/overlayOptions.ts";
import type { LiveRecord } from "../live/ThingClient.ts";
import type { DomLayer } from "./domLayer.ts";

export type Rec = LiveRecord & Record<string, any>;

export interface TeamView {
  id: string;
  name: string;
  code: string;
  theme: ResolvedTheme;
  players: Rec[];
  staff: Rec[];
}

export interface MatchView {
  id: string;
  record: Rec;
  /** Two sides; a side is null when the team is not known yet (placeholder text instead). */
  teams: [TeamView | null, TeamView | null];
  placeholders: [string, string];
  score: [number, number];
  firstTo: number;
  maps: Rec[];
  label: string;
}

/** Everything a scene may draw, gathered by the React feed from live records. */
export interface OverlayData {
  version: number;
  now: number;
  broadcast: Rec;
  client: Rec | null;
  event: Rec | null;
  theme: ResolvedTheme;
  stingerTheme: ResolvedTheme;
  settings: Set<string>;
  match: MatchView | null;
  schedule: MatchView[];
  eventMatches: MatchView[];
  teams: Map<string, TeamView>;
  brackets: Rec[];
  headlines: string[];
  casters: Rec[];
  guests: Rec[];
  heroes: Map<string, Rec>;
  otherBroadcasts: Rec[];
}

export interface SceneContext<O> {
  options: O;
  shared: SharedOptions;
  dom: DomLayer;
  /** Ask the clock for a frame. */
  invalidate(): void;
  /** Server time in ms. */
  now(): number;
  /** The live client (its socket carries production events such as tally). */
  live: import("../live/ThingClient.ts").ThingClient;
  /** Run `fn` every `ms` until the scene is destroyed. */
  every(ms: number, fn: () => void): void;
  /** Production triggers sent to this overlay's broadcast (domain/triggers.ts); answers an unsubscribe. */
  onTrigger(handler: import("./production.ts").TriggerHandler): () => void;
}

export interface SceneInstance {
  readonly root: Container;
  update(data: OverlayData): void;
  in(): gsap.core.Timeline;
  out(): gsap.core.Timeline;
  destroy(): void;
  /** The stinger's colours when a scene chooses them (the stinger route's `team`). */
  stingerTheme?(data: OverlayData): ResolvedTheme | null;
}
