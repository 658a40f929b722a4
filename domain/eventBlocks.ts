import { z } from "zod";

/**
 * The parts of Event.blocks (JSON text) the server and the badges read. Unknown blocks
 * are kept; a missing or malformed part falls back to its default, so one bad block
 * never breaks an event page.
 */
const ApprovalSchema = z
  .object({
    use: z.boolean().default(true),
    staffApprove: z.boolean().default(false),
    opponentApprove: z.boolean().default(false),
  })
  .catch({ use: false, staffApprove: false, opponentApprove: false });

const DISABLED = { use: false, staffApprove: false, opponentApprove: false };

const ReportingSchema = z
  .object({
    score: ApprovalSchema.optional().transform((v) => v ?? DISABLED),
    rescheduling: ApprovalSchema.optional().transform((v) => v ?? DISABLED),
  })
  .catch({ score: DISABLED, rescheduling: DISABLED });

export const EventBlocksSchema = z.looseObject({
  reporting: ReportingSchema.optional().transform((v) => v ?? { score: DISABLED, rescheduling: DISABLED }),
});

export type ApprovalSettings = z.infer<typeof ApprovalSchema>;
export type EventBlocks = z.infer<typeof EventBlocksSchema>;

/** Parse an event's blocks text; anything unreadable gives the defaults (reporting off). */
export function parseEventBlocks(text: string | null | undefined): EventBlocks {
  let json: unknown = {};
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = {};
    }
  }
  const parsed = EventBlocksSchema.safeParse(json && typeof json === "object" && !Array.isArray(json) ? json : {});
  return parsed.success ? parsed.data : EventBlocksSchema.parse({});
}

/** Whether a report of this kind needs anyone's approval before it applies (SPEC §4). */
export function needsApproval(settings: ApprovalSettings): boolean {
  return settings.staffApprove || settings.opponentApprove;
}
