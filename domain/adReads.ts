import { mediaUrl, ofKind } from "./media.ts";
import type { Attachment } from "./records.ts";

/**
 * The ad-read overlay's queue (broadcast.ad_reads, in order): each read with audio plays in
 * turn, wrapping round; a read without audio is skipped (nothing to play).
 */
export interface AdReadLike {
  id: string;
  name: string;
  text?: string;
  audio?: Attachment[];
  image?: Attachment[];
  sponsor?: string[];
}

export interface AdReadPlay {
  id: string;
  name: string;
  audioUrl: string;
  imageId: string | null;
  sponsorId: string | null;
}

export function playableAdReads(reads: readonly AdReadLike[]): AdReadPlay[] {
  return reads.flatMap((r) => {
    const audio = ofKind(r.audio, "audio")[0];
    if (!audio) return [];
    return [
      {
        id: r.id,
        name: r.name,
        audioUrl: mediaUrl(audio),
        imageId: ofKind(r.image, "image")[0]?.id ?? null,
        sponsorId: r.sponsor?.[0] ?? null,
      },
    ];
  });
}

/** The read to play after the one last played (by id): the next in order, wrapping; the first when none was played or it is gone. */
export function nextAdRead(queue: readonly AdReadPlay[], lastId: string | null): AdReadPlay | null {
  if (!queue.length) return null;
  const at = lastId ? queue.findIndex((r) => r.id === lastId) : -1;
  return queue[(at + 1) % queue.length];
}
