import { useState } from "react";
import { gamePreset } from "../../domain/gamePresets.ts";
import { editorMapData, editorRowCount, padRows, rowOfMap, teamIdsOf, type EditorMapRow } from "../../domain/mapRows.ts";
import type { MapRecord, MatchRecord } from "../../domain/tables.ts";
import { present, useThing, useThings } from "../../live/hooks.ts";
import { EditorForm } from "./EditorForm.tsx";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import { Loading } from "../components/Loading.tsx";
import { useSettings } from "../settings.tsx";
import { MapEditorOptions } from "./MapEditorOptions.tsx";
import { MapEditorTable } from "./MapEditorTable.tsx";
import { useHeroGroups, useMapChoices } from "./useEditorChoices.ts";

/**
 * The match editor's maps (SPEC §2.8, §4, §5, §9): the rows shown up front, maps from the
 * event's pool or the game's maps, winners, pickers, banners and hero picks and bans by the
 * game's preset, saved with update-map-data.
 */
export function MapsEditor({ match, names }: { match: MatchRecord; names: [string, string] }) {
  const { settings } = useSettings();
  const eventId = match.event?.[0] ?? null;
  const event = useThing("Events", eventId);
  const saved = useThings("Maps", match.maps ?? null);
  const game = match.game || event?.game || null;
  const maps = useMapChoices({ restrict: settings.restrictToMapPool, pool: event?.map_pool ?? [], game });
  const heroes = useHeroGroups(game, settings.showHeroPickBans);
  const { call, busy, feedback, refuse } = useActionCall();
  const [edited, setEdited] = useState<EditorMapRow[] | null>(null);
  if (saved.includes(undefined) || (eventId && event === undefined) || maps === undefined) return <Loading label="Loading the maps" />;

  const records = present(saved);
  const teams = teamIdsOf(match);
  const preset = gamePreset(game);
  const base = edited ?? records.map(rowOfMap);
  const rows = padRows(base, editorRowCount(match, base, teams));
  const save = async () => {
    const result = editorMapData(rows, new Map<string, MapRecord>(records.map((m) => [m.id, m])), teams, maps.length > 0);
    if (!result.ok) return refuse("Check the maps", result.issues);
    // Once saved, the rows follow the live records again (new maps get their ids).
    if (await call("update-map-data", { matchID: match.id, mapData: result.value }, () => "Map data saved")) setEdited(null);
  };
  return (
    <EditorForm title="Maps" testId="editor-maps" onSave={() => void save()}>
      <MapEditorOptions canRestrict={!!event?.map_pool?.length || !!match.map_set} preset={preset} />
      <MapEditorTable
        rows={rows}
        onChange={setEdited}
        maps={maps}
        mapSet={match.map_set ?? null}
        restrict={settings.restrictToMapPool}
        loserPicks={settings.assumeLoserPicks && preset.mapPicks}
        names={names}
        teams={teams}
        preset={preset}
        heroes={settings.showHeroPickBans ? heroes : null}
        testId="editor-map"
      />
      <div className="row">
        <button type="submit" disabled={busy} data-testid="editor-maps-save">
          Save maps
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId="editor-maps" />
    </EditorForm>
  );
}
