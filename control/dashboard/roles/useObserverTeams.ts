import { useState } from "react";
import { camsTeamOf, teamCamPlayers } from "../../../domain/playerCams.ts";
import type { ClientRecord, PlayerRecord } from "../../../domain/tables.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import type { ObserverTeams } from "./RoleRow.tsx";
import { clientOf } from "./useRoleCandidates.ts";

type Team = 1 | 2 | null;

/**
 * The observer team toggles: each observer's client follows the cams of team 1 or 2
 * (SPEC §7 clientCams). What the client stores is shown until the producer changes it;
 * only changed observers are sent, so a client's own cam list is never overwritten unasked.
 */
export function useObserverTeams(candidates: readonly PlayerRecord[], clients: readonly ClientRecord[]) {
  const { broadcast, teams } = useDashboard();
  const [edits, setEdits] = useState<Record<string, Team>>({});
  const rosters = [teams[0]?.players ?? [], teams[1]?.players ?? []] as const;
  const byId = new Map(candidates.map((p) => [p.id, p]));
  const clientFor = (id: string) => clientOf(byId.get(id), clients);

  const teamOf = (id: string): Team => (Object.hasOwn(edits, id) ? edits[id] : camsTeamOf(clientFor(id)?.cams, rosters));
  const teamCams = (team: 1 | 2) => teamCamPlayers(team === 1 ? broadcast.team_1_cams : broadcast.team_2_cams, rosters[team - 1]);

  const api: ObserverTeams & {
    edited: boolean;
    reset: () => void;
    clientCams: (observers: readonly string[]) => { clientID: string; cams: string[] }[];
  } = {
    teams,
    clients,
    teamOf,
    set: (id, team) => setEdits((e) => ({ ...e, [id]: team })),
    edited: Object.keys(edits).length > 0,
    reset: () => setEdits({}),
    clientCams: (observers) =>
      observers.flatMap((id) => {
        const client = clientFor(id);
        if (!client || !Object.hasOwn(edits, id)) return [];
        const team = edits[id];
        return [{ clientID: client.id, cams: team ? teamCams(team) : [] }];
      }),
  };
  return api;
}
