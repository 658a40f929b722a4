import type { Container } from "pixi.js";
import type { gsap } from "gsap";
import type { Side } from "../domain/match.ts";
import type { ResolvedTheme } from "../domain/theme.ts";
import type { SharedOptions } from "../domain/overlayOptions.ts";
import type {
  BracketRecord,
  BroadcastRecord,
  ClientRecord,
  EventRecord,
  HeroRecord,
  MapRecord,
  MatchRecord,
  PlayerRecord,
} from "../domain/tables.ts";
import type { Collections, Lookup, TableIds } from "./buildData.ts";
import type { DomLayer } from "./domLayer.ts";
import type { SceneChange, TriggerHandler } from "./production.ts";

export interface TeamView {
  id: string;
  name: string;
  code: string;
  theme: ResolvedTheme;
  players: PlayerRecord[];
  staff: PlayerRecord[];
}

/**
 * A match as scenes draw it: its record, and what domain/match.ts says of it. Its sides are
 * in stored order, except the live match's (`FeedData.match`): those are in display order,
 * swapped when its flip_teams is set, record and maps included (`flipped`).
 */
export interface MatchView {
  id: string;
  record: MatchRecord;
  /**
   * The sides are swapped from stored order (SPEC flip_teams). A scene reading what is kept
   * by stored team number elsewhere (team_1_cams, comms, map_attack) puts it in display
   * order with `onScreen` or `sideOnScreen` (domain/flipTeams.ts).
   */
  flipped: boolean;
  /** Two sides; a side is null when the team is not known yet (placeholder text instead). */
  teams: [TeamView | null, TeamView | null];
  /** Each side's name: its team's, else its placeholder, else TBD. */
  names: [string, string];
  /** Each side's short code: its team's, else its placeholder code, else its name. */
  codes: [string, string];
  score: [number, number];
  /** The score as shown: numbers, or W against FF for a forfeit. */
  scoreText: [string, string];
  /** A score was entered or the match was forfeited. */
  played: boolean;
  winner: Side | null;
  /** Null while the match's length is not set. */
  firstTo: number | null;
  bestOf: number | null;
  /** The number of the map being played. */
  mapNumber: number;
  /** Its maps, in map order. */
  maps: MapRecord[];
  label: string;
}

/** Everything a scene may draw: the feed's data, stamped with a version. */
export interface OverlayData extends FeedData {
  version: number;
}

/** What the React feed gathers from live records. */
export interface FeedData {
  broadcast: BroadcastRecord;
  client: ClientRecord | null;
  event: EventRecord | null;
  theme: ResolvedTheme;
  stingerTheme: ResolvedTheme;
  /** The themes a scene asked for by id (SceneDef.themes), resolved; a missing one is absent. */
  themes: Map<string, ResolvedTheme>;
  settings: Set<string>;
  /** The live match, in display order (see `MatchView`). */
  match: MatchView | null;
  /** The broadcast's schedule as the primary overlays list it: its matches toggled Primary, in its order. */
  schedule: MatchView[];
  /** The same for the `?secondary` overlays: its matches toggled Secondary. */
  secondarySchedule: MatchView[];
  eventMatches: MatchView[];
  teams: Map<string, TeamView>;
  brackets: BracketRecord[];
  headlines: string[];
  casters: PlayerRecord[];
  guests: PlayerRecord[];
  heroes: Map<string, HeroRecord>;
  otherBroadcasts: BroadcastRecord[];
  /** Any record the feed holds (those above, and what the scene asked for in `SceneDef.needs`). */
  get: Lookup;
  /** A listed table's ids, when the scene asked for the table's name in `needs`. */
  ids: TableIds;
  /** A special collection, when the scene asked for its key in `needs`. */
  collection: Collections;
}

export interface SceneContext<O> {
  options: O;
  shared: SharedOptions;
  dom: DomLayer;
  /** Ask the clock for a frame. */
  invalidate(): void;
  /** Server time in ms. */
  now(): number;
  /** Run `fn` every `ms` until the scene is destroyed. */
  every(ms: number, fn: () => void): void;
  /** Production triggers sent to this overlay's broadcast (domain/triggers.ts); answers an unsubscribe. */
  onTrigger(handler: TriggerHandler): () => void;
  /** The stream software's preview and program scenes for this overlay's client (or broadcast); answers an unsubscribe. */
  onSceneChange(handler: (change: SceneChange) => void): () => void;
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
