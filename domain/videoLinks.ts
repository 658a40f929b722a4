import { parseWebLink } from "./links.ts";

/** A video link as the VOD page plays it (SPEC §5). */
export type VideoLink =
  | { kind: "youtube"; id: string; start: number; url: string }
  | { kind: "twitch-vod"; id: string; start: number; url: string }
  | { kind: "twitch-live"; channel: string; url: string }
  | { kind: "pdf"; url: string }
  | { kind: "video"; url: string; format: "mp4" | "webm" }
  | { kind: "unknown"; url: string };

/** A start time: plain seconds (`95`, `95s`) or h/m/s (`1h2m3s`). */
export function parseStartTime(value: string | null | undefined): number {
  if (!value) return 0;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !value) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** Recognise a video site, a streaming site (vod versus live by path depth), pdf, mp4/webm. */
export function recogniseVideoLink(text: string): VideoLink {
  const url = parseWebLink(text.trim());
  if (!url) return { kind: "unknown", url: text };
  const host = url.hostname.replace(/^(www|m)\./, "");
  const path = url.pathname.split("/").filter(Boolean);
  const start = parseStartTime(url.searchParams.get("t") ?? url.searchParams.get("start"));
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const id = url.searchParams.get("v") ?? (["embed", "live", "shorts"].includes(path[0]) ? path[1] : null);
    if (id) return { kind: "youtube", id, start, url: url.href };
  }
  if (host === "youtu.be" && path[0]) return { kind: "youtube", id: path[0], start, url: url.href };
  if (host === "twitch.tv") {
    if (path[0] === "videos" && path[1]) return { kind: "twitch-vod", id: path[1], start, url: url.href };
    if (path.length === 1) return { kind: "twitch-live", channel: path[0], url: url.href };
    if (path.length >= 3 && path[1] === "v") return { kind: "twitch-vod", id: path[2], start, url: url.href };
  }
  const file = url.pathname.toLowerCase();
  if (file.endsWith(".pdf")) return { kind: "pdf", url: url.href };
  if (file.endsWith(".mp4")) return { kind: "video", format: "mp4", url: url.href };
  if (file.endsWith(".webm")) return { kind: "video", format: "webm", url: url.href };
  return { kind: "unknown", url: url.href };
}

/** The address an iframe plays, or null for links that open in a new tab. */
export function embedUrl(link: VideoLink, parentHost: string): string | null {
  switch (link.kind) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(link.id)}${link.start ? `?start=${link.start}` : ""}`;
    case "twitch-vod":
      return `https://player.twitch.tv/?video=${encodeURIComponent(link.id)}&parent=${encodeURIComponent(parentHost)}${link.start ? `&time=${link.start}s` : ""}`;
    case "twitch-live":
      return `https://player.twitch.tv/?channel=${encodeURIComponent(link.channel)}&parent=${encodeURIComponent(parentHost)}`;
    case "pdf":
      return link.url;
    default:
      return null;
  }
}
