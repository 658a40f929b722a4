import type { Attachment } from "../../../domain/records.ts";
import type { PlayerRecord, TeamRecord } from "../../../domain/tables.ts";
import { present, useThing, useThings } from "../../../live/hooks.ts";
import { useHeroGroups } from "../../../ui/match/useEditorChoices.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";

export interface Option {
  value: string;
  label: string;
}
export interface OptionGroup {
  label?: string;
  options: Option[];
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, undefined, { sensitivity: "base" });
const unique = (ids: (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

function playerGroups(teams: readonly TeamRecord[], players: ReadonlyMap<string, PlayerRecord>): OptionGroup[] {
  return teams.map((team) => ({
    label: team.name,
    options: present((team.players ?? []).map((id) => players.get(id)))
      .map((p) => ({ value: p.id, label: p.name }))
      .sort(byLabel),
  }));
}

/**
 * What each highlight can pick from: the live match's players (MVP), the event's and the live
 * match's teams and their players, the heroes of the live match's game by role, and the
 * broadcast's own images and media.
 */
export function useHighlightOptions() {
  const { broadcast, liveMatch, event } = useDashboard();
  const teamIds = unique([...(liveMatch?.teams ?? []), ...(event?.teams ?? []), broadcast.highlight_team?.[0]]);
  const teams = present(useThings("Teams", teamIds));
  const players = useThings("Players", unique(teams.flatMap((t) => t.players ?? [])));
  const highlighted = useThing("Players", broadcast.highlight_player?.[0]);
  const heroes = useHeroGroups(liveMatch?.game ?? event?.game ?? null, true) ?? [];
  const gfx = present(useThings("GFX", broadcast.gfx));

  const byId = new Map(present(players).map((p) => [p.id, p]));
  if (highlighted) byId.set(highlighted.id, highlighted);
  const matchTeams = teams.filter((t) => liveMatch?.teams?.includes(t.id));
  const allPlayers = playerGroups(teams, byId);
  const listed = new Set(allPlayers.flatMap((g) => g.options.map((o) => o.value)));
  if (highlighted && !listed.has(highlighted.id))
    allPlayers.push({ label: "Highlighted", options: [{ value: highlighted.id, label: highlighted.name }] });

  const media: Option[] = [];
  const addMedia = (list: readonly Attachment[] | undefined, source: string) =>
    list?.forEach((a, i) => {
      if (media.some((m) => m.value === a.id)) return;
      media.push({ value: a.id, label: a.filename ?? `${source}${list.length > 1 ? ` ${i + 1}` : ""} (${a.fileExtension})` });
    });
  addMedia(broadcast.highlight_media, "Highlighted media");
  addMedia(broadcast.background, "Background");
  gfx.forEach((g) => addMedia(g.image, `GFX ${g.name ?? g.title ?? g.index ?? ""}`.trim()));

  return {
    mvp: playerGroups(matchTeams, byId),
    teams: [
      { label: "Live match", options: matchTeams.map((t) => ({ value: t.id, label: t.name })) },
      {
        label: "Event",
        options: teams
          .filter((t) => !matchTeams.includes(t))
          .map((t) => ({ value: t.id, label: t.name }))
          .sort(byLabel),
      },
    ],
    players: allPlayers,
    heroes: heroes.map((g) => ({ label: g.role, options: g.heroes.map((h) => ({ value: h.id, label: h.name })) })),
    media: [{ options: media }],
  };
}
