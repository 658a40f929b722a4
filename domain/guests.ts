import { parseWebLink } from "./links.ts";
import type { ManualGuest } from "./records.ts";

/**
 * Manual guests (SPEC §5): the dashboard's manual-entry string is split on comma or pipe
 * and each part is classified by its shape; the broadcast stores one guest per line.
 */
export type GuestField = keyof ManualGuest;
export const GUEST_FIELDS: readonly GuestField[] = ["name", "avatar", "webcam", "twitter", "pronouns"];

export function classifyGuestPart(part: string): GuestField {
  if (part.startsWith("@")) return "twitter";
  if (part.includes("view=")) return "webcam";
  if (part.startsWith("http")) return "avatar";
  if (part.includes("/")) return "pronouns";
  return "name";
}

/** One guest from a manual-entry string such as `Alex, @alex, he/him`. Later parts of a kind win. */
export function parseGuestString(text: string): ManualGuest {
  const guest: ManualGuest = { name: "" };
  for (const raw of text.split(/[,|]/)) {
    const part = raw.trim();
    if (part) guest[classifyGuestPart(part)] = part;
  }
  return guest;
}

/** The broadcast's manual_guests text: lines by newline, fields by `|`. */
export function parseManualGuests(text: string | null | undefined): ManualGuest[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(parseGuestString);
}

/** A guest as typed into separate fields, trimmed, without its empty optional fields. */
export function cleanGuest(guest: ManualGuest): ManualGuest {
  const clean: ManualGuest = { name: guest.name.trim() };
  for (const field of GUEST_FIELDS) {
    const value = guest[field]?.trim();
    if (field !== "name" && value) clean[field] = value;
  }
  return clean;
}

/** The stored form, fields in the order name|avatar|webcam|twitter|pronouns (reading classifies each by its shape). */
export function formatManualGuests(guests: readonly ManualGuest[]): string {
  return guests
    .map((g) =>
      GUEST_FIELDS.map((f) => g[f]?.trim())
        .filter(Boolean)
        .join("|"),
    )
    .join("\n");
}

export const GUEST_MESSAGES = {
  nameRequired: "Name is required",
  nameAmbiguous: "Name must be distinguishable from other inputs",
  avatar: "Avatar must be a valid link",
  webcam: "Webcam must be a valid view link",
  twitter: "Twitter handles must start with @",
  pronouns: "Pronouns must contain '/'",
  separator: "Commas and | separate guest fields, so a field can't contain them",
} as const;

/** The problems of one guest, each with the field it belongs to; empty when valid. */
export function validateGuest(guest: ManualGuest): { field: GuestField; message: string }[] {
  const problems: { field: GuestField; message: string }[] = [];
  const name = guest.name.trim();
  if (!name) problems.push({ field: "name", message: GUEST_MESSAGES.nameRequired });
  else if (classifyGuestPart(name) !== "name") problems.push({ field: "name", message: GUEST_MESSAGES.nameAmbiguous });
  if (guest.avatar && !parseWebLink(guest.avatar)) problems.push({ field: "avatar", message: GUEST_MESSAGES.avatar });
  if (guest.webcam && !parseWebLink(guest.webcam)?.search.includes("view="))
    problems.push({ field: "webcam", message: GUEST_MESSAGES.webcam });
  if (guest.twitter && !guest.twitter.startsWith("@")) problems.push({ field: "twitter", message: GUEST_MESSAGES.twitter });
  if (guest.pronouns && !guest.pronouns.includes("/")) problems.push({ field: "pronouns", message: GUEST_MESSAGES.pronouns });
  // A field edited on its own (the dashboard's rows) could hold a separator, which would split it when stored.
  for (const field of GUEST_FIELDS) if (/[,|\n]/.test(guest[field] ?? "")) problems.push({ field, message: GUEST_MESSAGES.separator });
  return problems;
}
