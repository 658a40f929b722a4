import { createContext, useContext } from "react";
import type { BroadcastRecord, ClientRecord, EventRecord, MatchRecord, TeamRecord } from "../../../domain/tables.ts";
import type { User } from "../../../domain/user.ts";

/** What every panel reads: the producer's client, the broadcast it drives and what that broadcast shows. */
export interface DashboardState {
  user: User;
  client: ClientRecord;
  broadcast: BroadcastRecord;
  /** The broadcast's live match; null when none is set, undefined while loading. */
  liveMatch: MatchRecord | null | undefined;
  /** The live match's two teams in stored order (not flipped); null for an empty side. */
  teams: readonly [TeamRecord | null | undefined, TeamRecord | null | undefined];
  event: EventRecord | null | undefined;
  /** The website setting Full broadcast permissions (commercials). */
  fullBroadcastPermissions: boolean;
}

export const DashboardContext = createContext<DashboardState | null>(null);

export function useDashboard(): DashboardState {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("[Dashboard] panels render inside <DashboardContext.Provider>");
  return value;
}
