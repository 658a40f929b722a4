import { longId } from "../../../domain/ids.ts";
import type { RelationshipRecord } from "../../../domain/tables.ts";
import { ActionError, notFound } from "../ActionError.ts";
import { editableMatch } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/**
 * SPEC §7 set-player-relationships: the match's people per role (Caster, Observer,
 * Producer...). Players newly chosen get a relationship on this match; those no longer
 * chosen lose it. Answers the added relationships' ids as data.added.
 */
export const setPlayerRelationships = defineAction({
  key: "set-player-relationships",
  async run({ tx, player }, { matchID, roles, clientCams }) {
    const { match } = await editableMatch(tx, player, matchID);
    const linked = (await tx.getMany(match.player_relationships ?? [])).filter(
      (r): r is RelationshipRecord => r?.__tableName === "Player Relationships",
    );
    const keep = new Set(linked.map((r) => r.id));
    const added: string[] = [];
    for (const [role, { count, selected }] of Object.entries(roles)) {
      const chosen = [...new Set(selected.map(longId))];
      if (chosen.length > count)
        throw new ActionError(400, `${role}: at most ${count} people`, [{ path: `roles.${role}.selected`, message: `At most ${count}` }]);
      const ofRole = linked.filter((r) => r.singular_name === role);
      for (const rel of ofRole) {
        if (rel.player?.[0] && chosen.includes(rel.player[0])) continue;
        keep.delete(rel.id);
        // A relationship that also covers other matches or events only loses this match.
        const otherMatches = (rel.matches ?? []).filter((id) => id !== match.id);
        if (otherMatches.length || rel.events?.length) {
          await tx.update(rel.id, "Player Relationships", { matches: otherMatches.length ? otherMatches : null });
          continue;
        }
        await tx.remove(rel.id);
        if (rel.player?.[0]) {
          const who = await tx.getTyped(rel.player[0], "Players");
          if (who)
            await tx.update(who.id, "Players", { player_relationships: (who.player_relationships ?? []).filter((id) => id !== rel.id) });
        }
      }
      for (const playerId of chosen) {
        if (ofRole.some((r) => r.player?.[0] === playerId)) continue;
        const who = await tx.getTyped(playerId, "Players");
        if (!who) throw notFound("Player");
        const rel = await tx.insert("Player Relationships", { singular_name: role, player: [who.id], matches: [match.id] });
        await tx.update(who.id, "Players", { player_relationships: [...(who.player_relationships ?? []), rel.id] });
        keep.add(rel.id);
        added.push(rel.id);
      }
    }
    await tx.update(match.id, "Matches", { player_relationships: keep.size ? [...keep] : null });
    for (const { clientID, cams } of clientCams ?? []) {
      const client = await tx.getTyped(longId(clientID), "Clients");
      if (!client) throw notFound("Client");
      await tx.update(client.id, "Clients", { cams: cams.map(longId).join(",") });
    }
    return { added };
  },
});
