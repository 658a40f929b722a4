import { checkBroadcastCss } from "../../../domain/cssSanitize.ts";
import { mergeBlocks } from "../../../domain/eventBlocks.ts";
import { RESERVED_SUBDOMAINS, SETTINGS_MESSAGES } from "../../../domain/eventSettings.ts";
import { longId } from "../../../domain/ids.ts";
import { minisiteKey } from "../../../domain/minisite.ts";
import { canEditEvent, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { EventRecord, TableName } from "../../../domain/tables.ts";
import type { Patch, StoreTx } from "../../store/ThingStore.ts";
import { ActionError, forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";
import { saveSocials, saveThemeColours } from "./socials.ts";

const refuse = (path: string, message: string) => new ActionError(400, message, [{ path: `settings.${path}`, message }]);

/** The ids of `ids` that name records of `table`, once each. */
async function idsOf(tx: StoreTx, table: TableName, ids: readonly string[]): Promise<string[]> {
  const found = await tx.getMany(ids.map(longId));
  return [...new Set(found.filter((r) => r?.__tableName === table).map((r) => r!.id))];
}

/** A subdomain (or partial one) no other event answers to. */
async function checkSubdomain(tx: StoreTx, event: EventRecord, field: "subdomain" | "partial_subdomain", value: string | null | undefined) {
  if (!value) return;
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(value)) throw refuse(field, SETTINGS_MESSAGES.subdomainReserved);
  const owner = await tx.lookup(minisiteKey(value));
  if (owner && owner !== event.id) throw refuse(field, SETTINGS_MESSAGES.subdomainTaken);
}

/** Event settings (SPEC §2.5 /event/{id}/settings): its editors change any of its settings at once. */
export const updateEventSettings = defineAction({
  key: "update-event-settings",
  async run({ tx, player, deps }, { event: eventId, settings }) {
    const event = await tx.getTyped(longId(eventId), "Events");
    if (!event) throw notFound("Event");
    if (!canEditEvent(await subjectOf(tx, player), event)) throw forbidden(PERMISSION_MESSAGES.editEvent);

    const patch: Patch<"Events"> = {};
    if (settings.broadcast_css !== undefined) {
      const css = settings.broadcast_css ?? "";
      const checked = checkBroadcastCss(css, deps.config.publicOrigin);
      if (!checked.ok) throw refuse("broadcast_css", checked.message);
      patch.broadcast_css = css || null;
    }
    await checkSubdomain(tx, event, "subdomain", settings.subdomain);
    await checkSubdomain(tx, event, "partial_subdomain", settings.partial_subdomain);

    for (const field of ["name", "short", "start_date", "event_date", "subdomain", "partial_subdomain", "game", "about"] as const) {
      const value = settings[field];
      if (value === undefined) continue;
      (patch as Record<string, unknown>)[field] = value === "" || (Array.isArray(value) && !value.length) ? null : value;
    }
    if (settings.blocks !== undefined) patch.blocks = mergeBlocks(event.blocks, settings.blocks);
    if (settings.map_pool !== undefined) patch.map_pool = await idsOf(tx, "Map Data", settings.map_pool);
    if (settings.navbar_events !== undefined)
      patch.navbar_events = (await idsOf(tx, "Events", settings.navbar_events)).filter((id) => id !== event.id);
    if (settings.staff !== undefined) patch.staff = settings.staff.map(longId);
    if (settings.series !== undefined) {
      const series = settings.series ? await tx.getTyped(longId(settings.series), "Event Series") : null;
      if (settings.series && !series) throw notFound("Event series");
      patch.series = series ? [series.id] : [];
      patch.series_name = series ? series.name : null;
    }
    if (settings.theme !== undefined && Object.keys(settings.theme).length)
      patch.theme = [await saveThemeColours(tx, event.theme?.[0], settings.name ?? event.name, settings.theme)];
    if (settings.socials !== undefined)
      patch.socials = await saveSocials(tx, { field: "event", id: event.id, socials: event.socials }, settings.socials, true);

    for (const key of Object.keys(patch) as (keyof typeof patch)[]) {
      const value = patch[key];
      if (Array.isArray(value) && !value.length) patch[key] = null;
    }
    const saved = await writeRecord(tx, "Events", event.id, patch);
    return { id: saved.id };
  },
});
