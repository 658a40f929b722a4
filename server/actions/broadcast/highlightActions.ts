import { moveGfx } from "../../../domain/gfx.ts";
import { longId } from "../../../domain/ids.ts";
import { ownsClient, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import type { TableName } from "../../../domain/tables.ts";
import { asTable, present } from "../../../domain/wireRecords.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { forbidden, notFound } from "../ActionError.ts";
import { drives, ownClientBroadcast, ownLiveMatch, patchOwnBroadcast } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/** A highlight must name a record of the right table; null clears it. */
async function existing(store: StoreReader, id: string | null, table: TableName, what: string): Promise<string[] | null> {
  if (id === null) return null;
  const record = await store.getTyped(longId(id), table);
  if (!record) throw notFound(what);
  return [record.id];
}

export const setMvp = defineAction({
  key: "set-mvp",
  async run({ tx, player }, { playerID }) {
    const { match } = await ownLiveMatch(tx, player);
    const updated = await tx.update(match.id, "Matches", { mvp: await existing(tx, playerID, "Players", "Player") });
    return { id: updated.id };
  },
});

export const setHighlightTeam = defineAction({
  key: "set-highlight-team",
  async run({ tx, player }, { teamID }) {
    const team = await existing(tx, teamID, "Teams", "Team");
    return patchOwnBroadcast(tx, player, () => ({ highlight_team: team }));
  },
});

export const setHighlightHero = defineAction({
  key: "set-highlight-hero",
  async run({ tx, player }, { heroID }) {
    const hero = await existing(tx, heroID, "Heroes", "Hero");
    return patchOwnBroadcast(tx, player, () => ({ highlight_hero: hero }));
  },
});

export const setHighlightPlayer = defineAction({
  key: "set-highlight-player",
  async run({ tx, player }, { playerID }) {
    const highlighted = await existing(tx, playerID, "Players", "Player");
    return patchOwnBroadcast(tx, player, () => ({ highlight_player: highlighted }));
  },
});

export const setHighlightMedia = defineAction({
  key: "set-highlight-media",
  async prepare({ store }, { mediaID }) {
    const media = mediaID ? await store.getImage(mediaID) : null;
    if (mediaID && !media) throw notFound("Media");
    return media;
  },
  run({ tx, player }, _payload, media) {
    return patchOwnBroadcast(tx, player, () => ({
      highlight_media: media ? [{ id: media.id, fileExtension: media.ext, type: media.mime }] : null,
    }));
  },
});

/**
 * SPEC §7 update-gfx-index: put a graphic of the caller's broadcast on a matrix button. A
 * button holds one graphic: the one already there swaps onto the moved one's old button,
 * in the same transaction (domain moveGfx).
 */
export const updateGfxIndex = defineAction({
  key: "update-gfx-index",
  async run({ tx, player }, { gfxID, index }) {
    const { broadcast } = await ownClientBroadcast(tx, player);
    const gfx = await tx.getTyped(longId(gfxID), "GFX");
    if (!gfx) throw notFound("Graphic");
    if (!gfx.broadcast?.includes(broadcast.id) && !broadcast.gfx?.includes(gfx.id))
      throw forbidden("This graphic belongs to another broadcast");
    // The buttons the broadcast's gfx overlay reads are those of its own list.
    const listed = present((await tx.getMany(broadcast.gfx ?? [])).map((g) => asTable(g, "GFX")));
    const entries = [gfx, ...listed.filter((g) => g.id !== gfx.id)];
    for (const change of moveGfx(entries, gfx.id, index)) await tx.update(change.id, "GFX", { index: change.index });
    return { id: gfx.id, index };
  },
});

/** SPEC §7 set-active-broadcast: point one of the caller's clients ('self': their first) at a broadcast, each named by key or id. */
export const setActiveBroadcast = defineAction({
  key: "set-active-broadcast",
  async run({ tx, player }, { client: clientKey, broadcast: broadcastKey }) {
    // A client by its key (the dashboard's switcher) or its id, as the broadcast below.
    const clientId = clientKey === "self" ? player?.clients?.[0] : ((await tx.lookup(`client-${clientKey}`)) ?? longId(clientKey));
    const client = clientId ? await tx.getTyped(clientId, "Clients") : null;
    if (!client) throw clientKey === "self" ? forbidden(PERMISSION_MESSAGES.noClient) : notFound("Client");
    if (!ownsClient(player, client)) throw forbidden(PERMISSION_MESSAGES.notClientOwner);
    const byKey = await tx.lookup(`broadcast-${broadcastKey}`);
    const broadcast = await tx.getTyped(byKey ?? longId(broadcastKey), "Broadcasts");
    if (!broadcast) throw notFound("Broadcast");
    // A client points only at a broadcast its owner's crew drives: pointing grants nothing.
    if (!(await drives(tx, player, broadcast))) throw forbidden(PERMISSION_MESSAGES.notBroadcastOwner);
    await tx.update(client.id, "Clients", { broadcast: [broadcast.id] });
    return { client: client.id, broadcast: broadcast.id };
  },
});
