import { z } from "zod";
import { ACTION_SCHEMAS } from "../../../domain/actions.ts";
import { longId } from "../../../domain/ids.ts";
import type { MatchRecord } from "../../../domain/tables.ts";
import type { StoreTx } from "../../store/ThingStore.ts";
import { ActionError } from "../ActionError.ts";
import { editableMatch } from "../context.ts";
import { defineAction } from "../defineAction.ts";

export type MapInput = z.infer<(typeof ACTION_SCHEMAS)["update-map-data"]>["mapData"][number];

/**
 * Make the match's maps what the editor sent: rows with an id update that map (it must
 * be this match's), rows without one become new maps, maps left out are removed.
 */
export async function applyMapData(tx: StoreTx, match: MatchRecord, mapData: readonly MapInput[]): Promise<string[]> {
  const current = new Set(match.maps ?? []);
  const ids: string[] = [];
  for (const [i, { id, match: _ignored, ...fields }] of mapData.entries()) {
    const data = { ...fields, match: [match.id], number: fields.number ?? i + 1 };
    if (id) {
      const mapId = longId(id);
      if (!current.has(mapId))
        throw new ActionError(400, "That map belongs to another match", [{ path: `mapData.${i}.id`, message: "Not a map of this match" }]);
      if (ids.includes(mapId)) throw new ActionError(400, "A map is listed twice", [{ path: `mapData.${i}.id`, message: "Listed twice" }]);
      const existing = await tx.getTyped(mapId, "Maps");
      const cleared = Object.fromEntries(
        Object.keys(existing ?? {})
          .filter((k) => !k.startsWith("__") && k !== "id" && !(k in data))
          .map((k) => [k, null]),
      );
      ids.push((await tx.update(mapId, "Maps", { ...cleared, ...data })).id);
    } else {
      ids.push((await tx.insert("Maps", data)).id);
    }
  }
  for (const old of current) if (!ids.includes(old)) await tx.remove(old);
  await tx.update(match.id, "Matches", { maps: ids.length ? ids : null });
  return ids;
}

/** SPEC §7 update-map-data: a match editor saves the map table. */
export const updateMapData = defineAction({
  key: "update-map-data",
  async run({ tx, player }, { matchID, mapData }) {
    const { match } = await editableMatch(tx, player, matchID);
    return { id: match.id, maps: await applyMapData(tx, match, mapData) };
  },
});
