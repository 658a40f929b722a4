import type { Attachment } from "./records.ts";

/**
 * What an attachment is (image, video or audio) and where an overlay loads it from.
 * Overlays show the broadcast's own media (highlight_media, ad reads, tracks); the kind comes
 * from its MIME type, else its file extension.
 */
export type MediaKind = "image" | "video" | "audio";

const VIDEO = /^(mp4|webm|mov|m4v|ogv|mkv)$/i;
const AUDIO = /^(mp3|ogg|oga|wav|m4a|aac|flac|opus)$/i;
const IMAGE = /^(png|jpe?g|gif|webp|svg|avif|bmp)$/i;

export function mediaKind(a: Pick<Attachment, "fileExtension" | "type">): MediaKind | null {
  const type = (a.type ?? "").toLowerCase();
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  if (type.startsWith("image/")) return "image";
  if (VIDEO.test(a.fileExtension)) return "video";
  if (AUDIO.test(a.fileExtension)) return "audio";
  if (IMAGE.test(a.fileExtension)) return "image";
  return null;
}

/** The stored file as it was uploaded (`/image.<ext>` sends non-images unchanged). */
export function mediaUrl(a: Pick<Attachment, "id" | "fileExtension">): string {
  const ext = a.fileExtension.replace(/[^a-z0-9]/gi, "") || "bin";
  return `/image.${ext}?id=${encodeURIComponent(a.id)}`;
}

/** The attachments of a kind, in order. */
export function ofKind<A extends Pick<Attachment, "fileExtension" | "type">>(list: readonly A[] | null | undefined, kind: MediaKind): A[] {
  return (list ?? []).filter((a) => mediaKind(a) === kind);
}

/** The first image or video of a list: what a full-frame media slot shows (null: nothing to show). */
export function firstVisual<A extends Pick<Attachment, "fileExtension" | "type">>(
  list: readonly A[] | null | undefined,
): (A & { kind: "image" | "video" }) | null {
  for (const a of list ?? []) {
    const kind = mediaKind(a);
    if (kind === "image" || kind === "video") return { ...a, kind };
  }
  return null;
}

/** A box of `w`x`h` fitted inside (contain) or over (cover) a frame, centred. */
export function fitBox(
  w: number,
  h: number,
  frame: { x: number; y: number; w: number; h: number },
  mode: "contain" | "cover",
): { x: number; y: number; w: number; h: number; scale: number } {
  if (w <= 0 || h <= 0) return { ...frame, scale: 1 };
  const scale = mode === "contain" ? Math.min(frame.w / w, frame.h / h) : Math.max(frame.w / w, frame.h / h);
  const sw = w * scale;
  const sh = h * scale;
  return { x: frame.x + (frame.w - sw) / 2, y: frame.y + (frame.h - sh) / 2, w: sw, h: sh, scale };
}
