import { PUBLIC_VIEWER, viewerOf, type Viewer } from "../../domain/projection.ts";
import { subjectOf } from "../actions/context.ts";
import { playerForToken } from "../auth/tokens.ts";
import type { ThingStore } from "../store/ThingStore.ts";

/**
 * Who a request's token signs in as, for the projection. No token, or one that signs in as
 * nobody, reads as the public: `/things` answers everyone, only with less.
 */
export async function viewerForToken(store: ThingStore, token: string | null): Promise<Viewer> {
  const player = await playerForToken(store, token);
  if (!player) return PUBLIC_VIEWER;
  const { relationships } = await subjectOf(store, player);
  return viewerOf(player, relationships);
}
