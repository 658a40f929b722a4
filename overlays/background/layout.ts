import { attachmentAt } from "../../domain/embeds.ts";
import { mediaKind, mediaUrl } from "../../domain/media.ts";
import type { Attachment } from "../../domain/records.ts";

export type BackgroundView = { kind: "image"; id: string } | { kind: "video"; id: string; url: string } | null;

/**
 * The broadcast's background N (1-based): an image for the canvas, or a video the DOM layer
 * plays from the attachment endpoint.
 */
export function backgroundOf(list: readonly Attachment[] | undefined, index: number): BackgroundView {
  const a = attachmentAt(list, index);
  if (!a) return null;
  if (mediaKind(a) === "video") return { kind: "video", id: a.id, url: mediaUrl(a) };
  return { kind: "image", id: a.id };
}
