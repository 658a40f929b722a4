import { z } from "zod";

/**
 * Record schemas of SPEC §3 with the field names as written there. Records are sparse
 * (a missing field means unset), relations are lists of record ids, booleans are
 * booleans on the wire. The store validates every stored JSON with these.
 */
const ids = z.array(z.string());
const text = z.string();
const opt = <T extends z.ZodType>(schema: T) => schema.optional();

export const AttachmentSchema = z.object({
  id: z.string(),
  fileExtension: z.string(),
  type: z.string().optional(),
  filename: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
const attachments = z.array(AttachmentSchema);

export const SOCIAL_TYPES = ["Twitter", "Twitch", "YouTube", "Discord", "Merch", "Liquipedia"] as const;
export const SocialSchema = z.object({
  type: z.enum(SOCIAL_TYPES),
  url: z.string(),
  name: opt(text),
  approved: opt(z.boolean()),
  event: opt(ids),
  team: opt(ids),
  player: opt(ids),
});

export const EventSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  short: opt(text),
  division: opt(text),
  sub_event: opt(text),
  round: opt(text),
  week_text: opt(text),
  clarify_teams: opt(z.boolean()),
  start_date: opt(z.number()),
  event_date: opt(z.array(z.number())),
  theme: opt(ids),
  teams: opt(ids),
  staff: opt(ids),
  show_in_events: opt(z.boolean()),
  in_progress: opt(z.boolean()),
  subdomain: opt(text),
  partial_subdomain: opt(text),
  game: opt(text),
  broadcast_css: opt(text),
  news_items: opt(ids),
  navbar_events: opt(ids),
  player_relationships: opt(ids),
  brand_designers: opt(ids),
  casters: opt(ids),
  socials: opt(ids),
  matches: opt(ids),
  brackets: opt(ids),
  /** JSON text; parse with `parseEventBlocks`. */
  blocks: opt(text),
  about: opt(text),
  series: opt(ids),
  series_name: opt(text),
  series_subtitle: opt(text),
  map_pool: opt(ids),
  broadcasts: opt(ids),
  signup_data: opt(ids),
  /** Sponsors: Themes records (name, logos, colours) the event's overlays rotate. */
  sponsors: opt(ids),
  /** Music for the event's broadcasts (Track Groups records); the music overlay's `group` picks one by name or role. */
  track_groups: opt(ids),
  /** The live auction board as JSON text; parse with `parseAuction` (domain/auction.ts). */
  auction: opt(text),
});

export const EventSeriesSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  order: opt(z.number()),
  events: opt(ids),
});

export const ThemeSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: opt(text),
  color_theme: opt(text),
  color_logo_background: opt(text),
  color_logo_accent: opt(text),
  color_accent: opt(text),
  color_alt: opt(text),
  color_text_on_theme: opt(text),
  color_text_on_logo_background: opt(text),
  default_logo: opt(attachments),
  small_logo: opt(attachments),
  color_hero_recolor_primary: opt(text),
  color_hero_recolor_secondary: opt(text),
  color_body: opt(text),
  color_text_on_body: opt(text),
  color_navbar: opt(text),
  color_website_passive: opt(text),
  color_website_active: opt(text),
  color_website_dark: opt(text),
  color_website_text_on_dark: opt(text),
  color_text_on_dark: opt(text),
});

export const TeamSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  code: opt(text),
  theme: opt(ids),
  players: opt(ids),
  captains: opt(ids),
  team_staff: opt(ids),
  owners: opt(ids),
  brand_designers: opt(ids),
  event: opt(ids),
  /** Derived (domain/derived.ts): the matches that list this team. */
  matches: opt(ids),
  socials: opt(ids),
  images: opt(attachments),
});

export const PLAYER_ROLES = ["Tank", "DPS", "Damage", "Support", "Flex"] as const;
export const PlayerSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  verified: opt(z.boolean()),
  role: opt(z.enum(PLAYER_ROLES)),
  headshot: opt(attachments),
  live_guests: opt(ids),
  battletag: opt(text),
  discord_id: opt(text),
  avatar: opt(text),
  clients: opt(ids),
  website_settings: opt(z.array(z.string())),
  airtableID: opt(text),
  socials: opt(ids),
  member_of: opt(ids),
  captain_of: opt(ids),
  team_staff: opt(ids),
  brands_designed: opt(ids),
  owned_teams: opt(ids),
  event_staff: opt(ids),
  event_brands_designed: opt(ids),
  casted_events: opt(ids),
  player_relationships: opt(ids),
  manual_sr: opt(z.number()),
  composition_tank_sr: opt(z.number()),
  composition_dps_sr: opt(z.number()),
  composition_support_sr: opt(z.number()),
  draft_data: opt(text),
  eligible_roles: opt(z.array(z.string())),
  signup_data: opt(ids),
  // Profile (SPEC §3 Profile), editable by the player.
  pronouns: opt(text),
  pronunciation: opt(text),
  favourite_hero: opt(text),
  profile_picture_theme: opt(ids),
  /** Derived (domain/derived.ts): the matches this player casts. */
  casts: opt(ids),
});

export const SignupDataSchema = z.object({
  event: ids,
  player: opt(ids),
  main_role: opt(text),
  sr: opt(z.number()),
  tank_sr: opt(z.number()),
  dps_sr: opt(z.number()),
  support_sr: opt(z.number()),
  info_for_captains: opt(text),
  eligible_roles: opt(z.array(z.string())),
});

export const HeroRefSchema = z.object({ id: z.string() });

export const MatchSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  /** Derived (domain/derived.ts): the title pages show, "<event short>: <team 1> vs <team 2>". */
  name: opt(text),
  /** Derived (domain/derived.ts): the two sides' codes, "AAA,BBB". */
  _codes: opt(text),
  start: opt(z.number()),
  teams: opt(ids),
  score_1: opt(z.number().int().min(0)),
  score_2: opt(z.number().int().min(0)),
  first_to: opt(z.number().int().min(1)),
  forfeit: opt(z.boolean()),
  forfeit_reason: opt(text),
  maps: opt(ids),
  show_on_overlays: opt(z.boolean()),
  show_on_secondary_overlays: opt(z.boolean()),
  match_number: opt(z.number().int()),
  match_group: opt(text),
  stream_code: opt(text),
  placeholder_teams: opt(text),
  placeholder_right: opt(z.boolean()),
  brackets: opt(ids),
  event: opt(ids),
  game: opt(text),
  map_set: opt(text),
  pick_ban_order: opt(text),
  flip_pick_ban_order: opt(z.boolean()),
  flip_teams: opt(z.boolean()),
  vod: opt(text),
  vod_2: opt(text),
  alternative_vod: opt(text),
  custom_name: opt(text),
  special_event: opt(z.boolean()),
  player_relationships: opt(ids),
  casters: opt(ids),
  mvp: opt(ids),
  sub_event: opt(text),
  round: opt(text),
  division: opt(text),
  week_text: opt(text),
  week: opt(z.number()),
  day: opt(z.number()),
  reports: opt(ids),
});

export const MapSchema = z.object({
  match: opt(ids),
  map: opt(ids),
  name: opt(text),
  number: opt(z.number().int()),
  score_1: opt(z.number().int().min(0)),
  score_2: opt(z.number().int().min(0)),
  winner: opt(ids),
  picker: opt(ids),
  banner: opt(ids),
  draw: opt(z.boolean()),
  replay_code: opt(text),
  flip_pick_ban_order: opt(z.boolean()),
  team_1_picks: opt(z.array(HeroRefSchema)),
  team_2_picks: opt(z.array(HeroRefSchema)),
  team_1_bans: opt(z.array(HeroRefSchema)),
  team_2_bans: opt(z.array(HeroRefSchema)),
});

export const REPORT_TYPES = ["score", "reschedule"] as const;
export const ReportSchema = z.object({
  type: z.enum(REPORT_TYPES),
  match: ids,
  team: opt(ids),
  player: opt(ids),
  /** JSON text of the proposed change. */
  data: opt(text),
  approved: opt(z.boolean()),
  approved_by_team: opt(z.boolean()),
  approved_by_opponent: opt(z.boolean()),
  approved_by_staff: opt(z.boolean()),
  denied_by_staff: opt(z.boolean()),
  denied_by_opponent: opt(z.boolean()),
  created_at: opt(z.number()),
});

export const BracketSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: opt(text),
  ordered_matches: opt(ids),
  /** JSON text of a BracketLayout. */
  bracket_layout: opt(text),
  /**
   * JSON text of the StageConfig (domain/stages/types.ts) `create-stage` made this bracket from:
   * its format, teams in seed order, first-to and options. A Swiss stage's later rounds are made
   * from it. Absent on brackets built by hand; not edited in the console.
   */
  stage: opt(text),
  overlay_scale: opt(z.number()),
  show_times: opt(z.boolean()),
  show_broadcasts: opt(z.boolean()),
  hide_implications: opt(z.boolean()),
  hide_bracket: opt(z.boolean()),
  events: opt(ids),
});

export const BROADCAST_SETTINGS = [
  "No animations",
  "Use built-in stingers",
  "Use team codes",
  "Show dots instead of numbers for score",
  "Show banned heroes ingame",
  "Highlight live match on bracket",
  "Show pronouns on desk",
  "Connect for team comms",
  "Set title when going live",
] as const;

export const MAP_ATTACK = ["Left", "Right", "Both"] as const;

export const BroadcastSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  key: text,
  title: opt(text),
  title_format: opt(text),
  special_title_format: opt(text),
  countdown_end: opt(z.number().nullable()),
  break_display: opt(text),
  break_automation: opt(z.array(z.string())),
  observer_settings: opt(z.array(z.string())),
  live_match: opt(ids),
  show_live_match: opt(z.boolean()),
  advertise: opt(z.boolean()),
  map_attack: opt(z.enum(MAP_ATTACK).nullable()),
  player_cams: opt(text),
  /** Whether the cams overlays show the player cams (update-broadcast `playerCams: true|false`, the `toggle_cams` trigger). */
  show_cams: opt(z.boolean()),
  broadcast_settings: opt(z.array(z.string())),
  automation_settings: opt(z.array(z.string())),
  event: opt(ids),
  theme_override: opt(ids),
  transition_offset: opt(z.number()),
  background: opt(attachments),
  gfx: opt(ids),
  headlines: opt(ids),
  highlight_team: opt(ids),
  highlight_hero: opt(ids),
  highlight_player: opt(ids),
  highlight_media: opt(attachments),
  notice_text: opt(text),
  desk_display: opt(text),
  manual_guests: opt(text),
  guests: opt(ids),
  schedule: opt(ids),
  timezone: opt(text),
  clients: opt(ids),
  channel: opt(text),
  channel_id: opt(text),
  channel_username: opt(text),
  stream_link: opt(text),
  active: opt(z.boolean()),
  broadcast_css: opt(text),
  team_1_cams: opt(ids),
  team_2_cams: opt(ids),
  comms: opt(z.number().int().min(0).max(2)),
  /** Sponsors of this broadcast (Themes records), shown before the event's. */
  sponsors: opt(ids),
  /** The ad reads (Ad Reads records) the ad-read overlay plays, in order. */
  ad_reads: opt(ids),
  prediction_id: opt(text),
  prediction_status: opt(text),
  /** The running prediction's kind, so it resolves as it was created. */
  prediction_type: opt(z.enum(["match", "map"])),
  /** Derived (domain/derived.ts): the heroes each side picked on the live match's current map, in pick order. */
  ordered_hero_team_left_ids: opt(ids),
  ordered_hero_team_right_ids: opt(ids),
  // Derived (domain/derived.ts) for the original's Stream Deck module, which reads these names.
  /** The heroes each team picked, by team number. */
  team_1_ordered_heroes: opt(ids),
  team_2_ordered_heroes: opt(ids),
  /** The players on cam (team_N_cams). */
  team_1_player_cams: opt(ids),
  team_2_player_cams: opt(ids),
  /** The name without its event's in front. */
  relative_name: opt(text),
  /** `live_text_channel=<id>`: the event's Discord announcement channel. */
  discord_control: opt(text),
});

export const GfxSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: opt(text),
  type: opt(text),
  title: opt(text),
  index: opt(z.number().int()),
  broadcast: opt(ids),
  /** Type-specific settings as JSON text (image url, iframe url, text...). */
  data: opt(text),
  image: opt(attachments),
});

export const ClientSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  key: text,
  name: opt(text),
  broadcast: opt(ids),
  staff: opt(ids),
  cams: opt(text),
});

export const RelationshipSchema = z.object({
  singular_name: text,
  player: opt(ids),
  permissions: opt(z.array(z.string())),
  events: opt(ids),
  matches: opt(ids),
  teams: opt(ids),
  client: opt(ids),
});

export const HeroSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  role: opt(text),
  game: opt(text),
  icon: opt(attachments),
  main_image: opt(attachments),
});

export const MapDataSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  type: opt(text),
  game: opt(text),
  image: opt(attachments),
});

export const NewsSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  name: text,
  /** Derived (domain/derived.ts): the title as lists show it. */
  headline: opt(text),
  slug: text,
  content: opt(text),
  summary: opt(text),
  released: opt(z.number()),
  author: opt(ids),
  event: opt(ids),
  image: opt(attachments),
});

/** A sponsor's spoken ad: its script, and the audio and image the ad-read overlay plays and shows. */
export const AdReadSchema = z.object({
  name: text,
  text: opt(text),
  audio: opt(attachments),
  image: opt(attachments),
  /** The sponsor (a Themes record) whose colours and logo frame the read. */
  sponsor: opt(ids),
  broadcasts: opt(ids),
});

/** One piece of music: its audio file (an attachment) and credits. */
export const TrackSchema = z.object({
  name: text,
  artist: opt(text),
  audio: opt(attachments),
  groups: opt(ids),
});

/** A playlist the music overlay plays (`group` names it, or its role: Break, Desk, Walk-in...). */
export const TrackGroupSchema = z.object({
  name: text,
  role: opt(text),
  tracks: opt(ids),
  events: opt(ids),
});

export const HeadlineSchema = z.object({
  /** Archived in the organiser console: kept, but out of lists and the public pages. */
  archived: opt(z.boolean()),
  text: text,
  broadcast: opt(ids),
  group: opt(text),
});

export const WebsiteFlagSchema = z.object({ name: text, enabled: z.boolean() });

/** A manual guest as the dashboard stores it (SPEC §3). */
export const ManualGuestSchema = z.object({
  name: z.string(),
  avatar: z.string().optional(),
  webcam: z.string().optional(),
  twitter: z.string().optional(),
  pronouns: z.string().optional(),
});
export type ManualGuest = z.infer<typeof ManualGuestSchema>;

/** Live match summary as overlays and the dashboard show it (SPEC §3). */
export const LiveMatchSummarySchema = z.object({
  id: z.string(),
  mvp: z.string().optional(),
  teams: ids,
  score_1: z.number(),
  score_2: z.number(),
});
