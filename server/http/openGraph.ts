import type { Request } from "express";
import { isLongId, longId } from "../../domain/ids.ts";
import { minisiteKey, minisiteSubdomain } from "../../domain/minisite.ts";
import { publicRecord } from "../../domain/projection.ts";
import type { Attachment } from "../../domain/records.ts";
import type { EventRecord, MatchRecord, PlayerRecord, TeamRecord, ThemeRecord, Thing } from "../../domain/tables.ts";
import type { StoreReader } from "../store/ThingStore.ts";

const SITE_NAME = "Community Esports";

export interface PagePreview {
  title: string;
  description: string;
  image?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Link previews for event, team, player and match pages (and a minisite's root). */
export async function previewFor(
  store: StoreReader,
  path: string,
  host: string,
  mainHosts: readonly string[],
  origin: string,
): Promise<PagePreview | null> {
  // A preview is read by anyone who has the link: it is made from the public projection only.
  const get = async <T extends Thing>(id: string | undefined) => {
    const record = id && isLongId(id) ? await store.get(id) : null;
    return record ? (publicRecord(record) as T) : null;
  };
  const logo = async (themeId: string | undefined) => {
    const theme = await get<ThemeRecord>(themeId);
    const image: Attachment | undefined = theme?.default_logo?.[0];
    return image ? `${origin}/image.png?id=${encodeURIComponent(image.id)}&size=512` : undefined;
  };
  const eventPreview = async (event: EventRecord | null) =>
    event
      ? {
          title: event.name,
          description: stripTags(event.about ?? "").slice(0, 200) || `${event.name}: schedule, brackets and teams.`,
          image: await logo(event.theme?.[0]),
        }
      : null;

  const sub = minisiteSubdomain(host, mainHosts);
  if (sub && (path === "/" || path === "")) {
    const id = await store.lookup(minisiteKey(sub));
    return eventPreview(await get<EventRecord>(id ?? undefined));
  }
  const match = /^\/(event|team|player|match)\/([A-Za-z0-9]+)/.exec(path);
  if (!match) return null;
  const [, type, rawId] = match;
  const id = longId(rawId);
  if (type === "event") return eventPreview(await get<EventRecord>(id));
  if (type === "team") {
    const team = await get<TeamRecord>(id);
    if (!team) return null;
    const event = await get<EventRecord>(team.event?.[0]);
    return {
      title: team.name,
      description: `${team.name}${event ? ` in ${event.name}` : ""}: roster and matches.`,
      image: await logo(team.theme?.[0]),
    };
  }
  if (type === "player") {
    const player = await get<PlayerRecord>(id);
    if (!player) return null;
    return {
      title: player.name,
      description: [player.role, player.pronouns].filter(Boolean).join(" · ") || `${player.name} on ${SITE_NAME}.`,
    };
  }
  const m = await get<MatchRecord>(id);
  if (!m) return null;
  const teams = await Promise.all((m.teams ?? []).map((t) => get<TeamRecord>(t)));
  const names = [0, 1].map((i) => teams[i]?.name ?? ((m.placeholder_teams ?? "").split("|")[i] || "TBD"));
  const event = await get<EventRecord>(m.event?.[0]);
  const score = m.score_1 !== undefined || m.score_2 !== undefined ? ` (${m.score_1 ?? 0}-${m.score_2 ?? 0})` : "";
  return {
    title: `${names[0]} vs ${names[1]}${score}`,
    description: [event?.name, m.round, m.match_group].filter(Boolean).join(" · ") || "Match",
    image: await logo(event?.theme?.[0]),
  };
}

/** The site page with the preview's <title> and Open Graph tags in its head. */
export function injectPreview(html: string, preview: PagePreview, url: string): string {
  const title = `${preview.title} | ${SITE_NAME}`;
  const tags = [
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(preview.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(preview.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(preview.image ? [`<meta property="og:image" content="${escapeHtml(preview.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="description" content="${escapeHtml(preview.description)}" />`,
  ].join("\n    ");
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${tags}`);
}

/** The hook `mountStaticRoutes` calls for each site page. */
export function openGraphRenderer(store: StoreReader, mainHosts: readonly string[]) {
  return async (req: Request, html: string): Promise<string> => {
    try {
      const host = req.headers.host ?? "";
      const origin = `${req.protocol}://${host}`;
      const preview = await previewFor(store, req.path, host, mainHosts, origin);
      return preview ? injectPreview(html, preview, `${origin}${req.originalUrl}`) : html;
    } catch {
      // A preview is decoration: the page is served without one rather than failing.
      return html;
    }
  };
}
