import { camLimitFor } from "../../../domain/actions.ts";
import { normaliseBreakAutomation } from "../../../domain/breakAutomation.ts";
import { longId, makeId } from "../../../domain/ids.ts";
import { asTable } from "../../../domain/tables.ts";
import { mapWin } from "../../../domain/match.ts";
import { camLimitMessage } from "../../../domain/playerCams.ts";
import { ActionError } from "../ActionError.ts";
import { moveBracketsOn } from "../bracket/resolveBracket.ts";
import { ownLiveMatch, patchOwnBroadcast } from "../context.ts";
import { defineAction } from "../defineAction.ts";

/** SPEC §7 toggle-flip-teams: flips the live match's sides on every overlay. */
export const toggleFlipTeams = defineAction({
  key: "toggle-flip-teams",
  async run({ tx, player }) {
    const { match } = await ownLiveMatch(tx, player);
    const updated = await tx.update(match.id, "Matches", { flip_teams: !match.flip_teams });
    return { id: updated.id, flip_teams: !!updated.flip_teams };
  },
});

/** SPEC §7 set-player-cams: up to 5 cams a team (6 for the fourth game). */
export const setPlayerCams = defineAction({
  key: "set-player-cams",
  async run({ tx, player }, { cams }) {
    const { match } = await ownLiveMatch(tx, player);
    const limit = camLimitFor(match.game);
    const teams = await tx.getMany(match.teams ?? []);
    cams.forEach((list, i) => {
      if (list.length > limit)
        throw new ActionError(400, camLimitMessage(limit), [{ path: `cams.${i}`, message: `At most ${limit} cams` }]);
      // A cam shows a player of that team: anyone else is a mistake the overlay would air.
      const roster = new Set(asTable(teams[i], "Teams")?.players ?? []);
      const stranger = list.findIndex((id) => !roster.has(longId(id)));
      if (stranger >= 0)
        throw new ActionError(400, `Cam ${stranger + 1} of team ${i + 1} is not a player of that team`, [
          { path: `cams.${i}.${stranger}`, message: "Not a player of this team" },
        ]);
    });
    return patchOwnBroadcast(tx, player, () => ({ team_1_cams: cams[0].map(longId), team_2_cams: cams[1].map(longId) }));
  },
});

/**
 * SPEC §7 multi-map-win: one more map to a team of the live match, and that team as the
 * winner of the map being played (domain mapWin), optionally clearing map attack.
 */
export const multiMapWin = defineAction({
  key: "multi-map-win",
  async run({ tx, player }, { teamNum, unsetMapAttack, confirm }) {
    const { match } = await ownLiveMatch(tx, player);
    const maps = (await tx.getMany(match.maps ?? [])).flatMap((m) => asTable(m, "Maps") ?? []);
    const win = mapWin(match, maps, teamNum, makeId());
    if (!win.ok) throw new ActionError(409, win.message);
    if (win.map.create) await tx.insert("Maps", win.map.fields, win.map.id);
    else await tx.update(win.map.id, "Maps", win.map.fields);
    const updated = await tx.update(match.id, "Matches", win.match);
    // The map that wins the match moves its brackets on at once (the dashboard and the Stream Deck).
    await moveBracketsOn(tx, match.id, confirm);
    if (unsetMapAttack) await patchOwnBroadcast(tx, player, () => ({ map_attack: null }));
    return { id: updated.id, score_1: updated.score_1 ?? 0, score_2: updated.score_2 ?? 0 };
  },
});

/** SPEC §7 set-observer-setting: each setting toggles on and off. */
export const setObserverSetting = defineAction({
  key: "set-observer-setting",
  run: ({ tx, player }, { setting, value }) =>
    patchOwnBroadcast(tx, player, (b) => {
      const rest = (b.observer_settings ?? []).filter((s) => s !== setting);
      const on = value === "toggle" ? !b.observer_settings?.includes(setting) : value;
      return { observer_settings: on ? [...rest, setting] : rest };
    }),
});

export const updateBreakAutomation = defineAction({
  key: "update-break-automation",
  async run({ tx, player }, { options }) {
    const automation = normaliseBreakAutomation(options);
    await patchOwnBroadcast(tx, player, () => ({ break_automation: automation }));
    return { options: automation };
  },
});

export const updateBreakDisplay = defineAction({
  key: "update-break-display",
  run: ({ tx, player }, { option }) => patchOwnBroadcast(tx, player, () => ({ break_display: option })),
});
