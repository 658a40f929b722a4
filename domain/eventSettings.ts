import { z } from "zod";
import { EditableBlocksSchema } from "./eventBlocks.ts";
import { SOCIAL_TYPES } from "./records.ts";

/** Refusals of the settings actions (the permission ones are PERMISSION_MESSAGES.editEvent and .editTeam). */
export const SETTINGS_MESSAGES = {
  subdomainTaken: "That subdomain is taken",
  subdomainReserved: "That subdomain is reserved",
  logoType: "The logo must be a PNG, JPEG, GIF or WebP image",
  logoTooBig: "The logo must be at most 1 MB",
} as const;

/** Subdomains the minisite resolver ignores (SPEC §2.7) or the site itself uses. */
export const RESERVED_SUBDOMAINS = ["dev", "live", "www", "api"] as const;

/** Permissions a relationship can carry (SPEC §3 roles, §6 Match Editor and Event Editor). */
export const RELATIONSHIP_PERMISSIONS = [
  "Match Editor",
  "Event Editor",
  "Producer",
  "Caster",
  "Desk Host",
  "Host",
  "Analyst",
  "Interviewer",
  "Director",
  "Observer Director",
  "Replay Producer",
  "Observer",
  "Lobby Admin",
  "Stream Admin",
  "Moderator",
] as const;

/** The colours the settings pages edit on an event's or a team's theme. */
export const THEME_COLOUR_FIELDS = [
  "color_theme",
  "color_text_on_theme",
  "color_logo_background",
  "color_text_on_logo_background",
  "color_logo_accent",
  "color_accent",
  "color_alt",
] as const;
export type ThemeColourField = (typeof THEME_COLOUR_FIELDS)[number];
export const THEME_COLOUR_LABELS: Record<ThemeColourField, string> = {
  color_theme: "Theme",
  color_text_on_theme: "Text on theme",
  color_logo_background: "Logo background",
  color_text_on_logo_background: "Text on logo background",
  color_logo_accent: "Logo accent",
  color_accent: "Accent",
  color_alt: "Alternative",
};

const recordId = z.string().trim().min(1).max(40);
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");
export const ThemeColoursSchema = z.strictObject(
  Object.fromEntries(THEME_COLOUR_FIELDS.map((f) => [f, colour.nullable().optional()])) as Record<
    ThemeColourField,
    z.ZodOptional<z.ZodNullable<typeof colour>>
  >,
);
export type ThemeColours = z.infer<typeof ThemeColoursSchema>;

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s]+$/i, "Use a link starting with https://");

/** A social link as the settings pages edit it: with its id when it already exists. */
export const SocialInputSchema = z.strictObject({
  id: recordId.optional(),
  type: z.enum(SOCIAL_TYPES),
  url: httpUrl,
  name: z.string().trim().max(100).optional(),
});
export type SocialInput = z.infer<typeof SocialInputSchema>;

const subdomain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "Use lowercase letters, digits and hyphens");

export const ABOUT_LIMIT = 20_000;

export const EventSettingsSchema = z.strictObject({
  name: z.string().trim().min(1, "The event needs a name").max(200).optional(),
  short: z.string().trim().max(80).nullable().optional(),
  start_date: z.number().int().nullable().optional(),
  event_date: z.array(z.number().int()).max(2).nullable().optional(),
  theme: ThemeColoursSchema.optional(),
  subdomain: subdomain.nullable().optional(),
  partial_subdomain: subdomain.nullable().optional(),
  series: recordId.nullable().optional(),
  game: z.string().trim().max(80).nullable().optional(),
  map_pool: z.array(recordId).max(300).optional(),
  blocks: EditableBlocksSchema.optional(),
  staff: z.array(recordId).max(200).optional(),
  socials: z.array(SocialInputSchema).max(30).optional(),
  navbar_events: z.array(recordId).max(30).optional(),
  about: z.string().max(ABOUT_LIMIT).nullable().optional(),
  // Its length is checked with the rest of the CSS (domain/cssSanitize.ts), so the refusal says why.
  broadcast_css: z.string().max(200_000).nullable().optional(),
});
export type EventSettingsInput = z.infer<typeof EventSettingsSchema>;

/** Logo upload: a data URL of an image (the size is checked when decoded). */
export const logoDataUrl = z
  .string()
  .max(1_500_000)
  .regex(/^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/, SETTINGS_MESSAGES.logoType);
/** The logo file inputs' `accept`: the types logoDataUrl takes. */
export const LOGO_FILE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/** The longest team name team settings take (its input's `maxlength`). */
export const TEAM_NAME_MAX = 100;

export const TeamSettingsSchema = z.strictObject({
  name: z.string().trim().min(1, "The team needs a name").max(TEAM_NAME_MAX).optional(),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/, "Use 1 to 6 letters or digits")
    .nullable()
    .optional(),
  players: z.array(recordId).max(50).optional(),
  captains: z.array(recordId).max(20).optional(),
  team_staff: z.array(recordId).max(20).optional(),
  theme: ThemeColoursSchema.optional(),
  logo: logoDataUrl.nullable().optional(),
  socials: z.array(SocialInputSchema).max(30).optional(),
});
export type TeamSettingsInput = z.infer<typeof TeamSettingsSchema>;

/** Payload schemas of the actions for event settings and team settings (SPEC §2.5); domain/actions.ts lists them with the others. */
export const SETTINGS_ACTION_SCHEMAS = {
  "update-event-settings": z.strictObject({ event: recordId, settings: EventSettingsSchema }),
  "set-event-relationship": z.strictObject({
    event: recordId,
    player: recordId,
    singular_name: z.string().trim().min(1, "Name the relationship").max(60),
    permissions: z.array(z.enum(RELATIONSHIP_PERMISSIONS)).max(RELATIONSHIP_PERMISSIONS.length).optional(),
    remove: z.boolean().optional(),
  }),
  "update-team-settings": z.strictObject({ team: recordId, settings: TeamSettingsSchema }),
} as const;

/** What those actions answer in `data`. */
export interface SettingsReplies {
  "update-event-settings": { id: string };
  /** The relationship's id; null once removed. */
  "set-event-relationship": { id: string | null };
  "update-team-settings": { id: string; theme: string | null };
}
