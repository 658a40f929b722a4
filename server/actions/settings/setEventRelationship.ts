import { longId } from "../../../domain/ids.ts";
import { canEditEvent, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { RelationshipRecord } from "../../../domain/tables.ts";
import { forbidden, notFound } from "../ActionError.ts";
import { subjectOf } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { writeRecord } from "../console/writeRecord.ts";

/**
 * Event staff relationships (SPEC §3 Relationship, §6): an event's editors give a player a
 * named role on the event with permissions (Match Editor, Event Editor, Producer...), change
 * its permissions, or remove it. One relationship per player, event and name.
 */
export const setEventRelationship = defineAction({
  key: "set-event-relationship",
  async run({ tx, player: me }, { event: eventId, player: playerId, singular_name, permissions, remove }) {
    const event = await tx.getTyped(longId(eventId), "Events");
    if (!event) throw notFound("Event");
    if (!canEditEvent(await subjectOf(tx, me), event)) throw forbidden(PERMISSION_MESSAGES.editEvent);
    const player = await tx.getTyped(longId(playerId), "Players");
    if (!player) throw notFound("Player");

    const rels = (await tx.getMany(player.player_relationships ?? [])).filter(
      (r): r is RelationshipRecord => r?.__tableName === "Player Relationships",
    );
    const existing =
      rels.find((r) => r.events?.includes(event.id) && r.singular_name.toLowerCase() === singular_name.toLowerCase()) ?? null;
    const eventRels = event.player_relationships ?? [];

    if (remove) {
      if (!existing) return { id: null };
      const others = (existing.events ?? []).filter((id) => id !== event.id);
      // A relationship that also covers matches, teams or other events only loses this event.
      if (others.length || existing.matches?.length || existing.teams?.length) {
        await tx.update(existing.id, "Player Relationships", { events: others.length ? others : null });
      } else {
        await writeRecord(tx, "Player Relationships", existing.id, { player: null });
        await tx.remove(existing.id);
      }
      const next = eventRels.filter((id) => id !== existing.id);
      if (next.length !== eventRels.length) await tx.update(event.id, "Events", { player_relationships: next.length ? next : null });
      return { id: null };
    }

    const perms = [...new Set(permissions ?? [])];
    const saved = existing
      ? await tx.update(existing.id, "Player Relationships", { singular_name, permissions: perms.length ? perms : null })
      : await writeRecord(tx, "Player Relationships", null, {
          singular_name,
          player: [player.id],
          events: [event.id],
          ...(perms.length ? { permissions: perms } : {}),
        });
    if (!eventRels.includes(saved.id)) await tx.update(event.id, "Events", { player_relationships: [...eventRels, saved.id] });
    return { id: saved.id };
  },
});
