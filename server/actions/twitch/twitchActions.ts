import { PREDICTION_AUTO_LOCK_S } from "../../../domain/actions.ts";
import { scoreLeader, sideOfTeam } from "../../../domain/match.ts";
import { canRunCommercials, PERMISSION_MESSAGES } from "../../../domain/permissions.ts";
import { titleFormatOf } from "../../../domain/twitchControls.ts";
import { ActionError, forbidden } from "../ActionError.ts";
import { ownClientBroadcast } from "../context.ts";
import { defineAction } from "../defineAction.ts";
import { formatTitle, liveMatchOf, twitchTarget, viaTwitch } from "./twitchContext.ts";

/** SPEC §7 set-title: the Twitch title from the broadcast's title format, and the match's game; answers the message shown. */
export const setTitle = defineAction({
  key: "set-title",
  async prepare({ deps, player }) {
    const { broadcast, channelId, twitch } = await twitchTarget(deps, player);
    const view = await liveMatchOf(deps.store, broadcast);
    if (!view) throw new ActionError(409, "Choose a live match before setting the title");
    const format = titleFormatOf(broadcast, view.match);
    if (!format) throw new ActionError(409, "This broadcast has no title format");
    const title = formatTitle(format, view);
    await viaTwitch(() => twitch.setTitle(channelId, title, view.match.game ?? view.event?.game));
    return `Set title to: ${title}`;
  },
  run: async (_ctx, _payload, message: string) => message,
});

/** SPEC §7 set-marker: a stream marker; answers the message shown. */
export const setMarker = defineAction({
  key: "set-marker",
  async prepare({ deps, player }, { text }) {
    const { channelId, twitch } = await twitchTarget(deps, player);
    await viaTwitch(() => twitch.createMarker(channelId, text));
    return `Marker added: ${text}`;
  },
  run: async (_ctx, _payload, message: string) => message,
});

/** SPEC §7 start-commercial: needs Full broadcast permissions. */
export const startCommercial = defineAction({
  key: "start-commercial",
  async prepare({ deps, player }, { commercialDuration }) {
    if (!canRunCommercials(player)) throw forbidden(PERMISSION_MESSAGES.commercials);
    const { channelId, twitch } = await twitchTarget(deps, player);
    const result = await viaTwitch(() => twitch.startCommercial(channelId, commercialDuration));
    return `Running a ${result.length ?? commercialDuration} s commercial`;
  },
  run: async (_ctx, _payload, message: string) => message,
});

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** SPEC §7 manage-prediction: create (match or map), lock, resolve, cancel. */
export const managePrediction = defineAction({
  key: "manage-prediction",
  async prepare({ deps, player }, { predictionAction, predictionType, autoLockAfter }) {
    const { broadcast, channelId, twitch } = await twitchTarget(deps, player);
    const view = await liveMatchOf(deps.store, broadcast);
    const names = [view?.teams[0]?.name ?? "Team 1", view?.teams[1]?.name ?? "Team 2"];
    if (predictionAction === "create") {
      if (!view) throw new ActionError(409, "Choose a live match before starting a prediction");
      const mapNumber = (view.match.score_1 ?? 0) + (view.match.score_2 ?? 0) + 1;
      // The original's Stream Deck creates without a type: a match prediction, as there.
      const type = predictionType ?? "match";
      const title = type === "match" ? `Who wins ${names[0]} vs ${names[1]}?` : `Who wins map ${mapNumber}?`;
      const window = autoLockAfter ?? PREDICTION_AUTO_LOCK_S[type];
      const created = await viaTwitch(() =>
        twitch.createPrediction(
          channelId,
          clip(title, 45),
          names.map((n) => clip(n, 25)),
          window,
        ),
      );
      return { id: created.id, status: "ACTIVE", type };
    }
    const id = broadcast.prediction_id;
    if (!id) throw new ActionError(409, "No prediction is running");
    if (predictionAction === "lock") {
      await viaTwitch(() => twitch.endPrediction(channelId, id, "LOCKED"));
      return { id, status: "LOCKED" };
    }
    if (predictionAction === "cancel") {
      await viaTwitch(() => twitch.endPrediction(channelId, id, "CANCELED"));
      return { id: null, status: "CANCELED" };
    }
    // Resolving without a type (the Stream Deck) resolves the prediction as it was created.
    const winner = view ? await winningSide(deps.store, view.match, predictionType ?? broadcast.prediction_type ?? "match") : null;
    if (!winner) throw new ActionError(409, "There is no winner to resolve the prediction with yet");
    const outcomes = await viaTwitch(() => twitch.predictionOutcomes(channelId, id));
    const outcome = outcomes[winner - 1];
    if (!outcome) throw new ActionError(409, "The prediction's outcomes do not match the teams");
    await viaTwitch(() => twitch.endPrediction(channelId, id, "RESOLVED", outcome.id));
    return { id: null, status: "RESOLVED" };
  },
  async run({ tx, player }, _payload, { type, ...result }: { id: string | null; status: string; type?: "match" | "map" }) {
    const { broadcast } = await ownClientBroadcast(tx, player);
    await tx.update(broadcast.id, "Broadcasts", {
      prediction_id: result.id,
      prediction_status: result.status,
      ...(type ? { prediction_type: type } : {}),
    });
    return result;
  },
});

type MatchLike = { teams?: string[]; score_1?: number; score_2?: number; maps?: string[] };

/** Match: the side ahead; map: the winner of the last map with one. */
async function winningSide(
  store: import("../../store/ThingStore.ts").StoreReader,
  match: MatchLike,
  type: "match" | "map",
): Promise<1 | 2 | null> {
  if (type === "match") {
    return scoreLeader(match.score_1 ?? 0, match.score_2 ?? 0);
  }
  const maps = (await store.getMany(match.maps ?? [])).filter((m) => m?.__tableName === "Maps") as { winner?: string[] }[];
  const last = maps.reverse().find((m) => m.winner?.[0]);
  if (!last) return null;
  return sideOfTeam(match, last.winner![0]);
}
