import { gamePreset } from "../../domain/gamePresets.ts";
import { editorMapData, editorRowCount, padRows, rowOfMap, teamIdsOf } from "../../domain/mapRows.ts";
import type { MapRecord, MatchRecord } from "../../domain/tables.ts";
import { present, useThing, useThings } from "../../live/hooks.ts";
import { EditorForm } from "./EditorForm.tsx";
import { ActionFeedback } from "../actions/ActionFeedback.tsx";
import { useActionCall } from "../actions/useActionCall.ts";
import { DraftConflict } from "../components/DraftConflict.tsx";
import { Loading } from "../components/Loading.tsx";
import { useDraft } from "../components/useDraft.ts";
import { useSettings } from "../settings.tsx";
import { CONFLICT_SAVE_TITLE, describeMapRows, sameMapRows, type Say } from "./editorDrafts.ts";
import { MapEditorOptions } from "./MapEditorOptions.tsx";
import { MapEditorTable } from "./MapEditorTable.tsx";
import { useHeroGroups, useMapChoices } from "./useEditorChoices.ts";

/**
 * The match editor's maps (SPEC §2.8, §4, §5, §9): the rows shown up front, maps from the
 * event's pool or the game's maps, winners, pickers, banners and hero picks and bans by the
 * game's preset, saved with update-map-data. The rows follow the live maps (a map win from
 * the dashboard) until edited.
 */
export function MapsEditor({ match, names, say }: { match: MatchRecord; names: [string, string]; say: Say }) {
  const { settings } = useSettings();
  const eventId = match.event?.[0] ?? null;
  const event = useThing("Events", eventId);
  const saved = useThings("Maps", match.maps ?? null);
  const game = match.game || event?.game || null;
  const maps = useMapChoices({ restrict: settings.restrictToMapPool, pool: event?.map_pool ?? [], game });
  const heroes = useHeroGroups(game, settings.showHeroPickBans);
  const { call, busy, feedback, refuse } = useActionCall();
  const records = present(saved);
  const draft = useDraft(records.map(rowOfMap), sameMapRows);
  if (saved.includes(undefined) || (eventId && event === undefined) || maps === undefined) return <Loading label="Loading the maps" />;

  const teams = teamIdsOf(match);
  const preset = gamePreset(game);
  const rows = padRows(draft.value, editorRowCount(match, draft.value, teams));
  const save = async () => {
    if (draft.theirs) return;
    const result = editorMapData(rows, new Map<string, MapRecord>(records.map((m) => [m.id, m])), teams, maps.length > 0);
    if (!result.ok) return refuse("Check the maps", result.issues);
    // Once saved, the rows follow the live records again (new maps get their ids).
    if (await call("update-map-data", { matchID: match.id, mapData: result.value }, () => say("Map data saved"))) draft.take();
  };
  return (
    <EditorForm title="Maps" testId="editor-maps" onSave={() => void save()}>
      <DraftConflict draft={draft} describe={describeMapRows} testId="editor-maps-conflict" />
      <MapEditorOptions canRestrict={!!event?.map_pool?.length || !!match.map_set} preset={preset} />
      <MapEditorTable
        rows={rows}
        onChange={draft.set}
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
        <button
          type="submit"
          disabled={busy || !!draft.theirs}
          title={draft.theirs ? CONFLICT_SAVE_TITLE : undefined}
          data-testid="editor-maps-save"
        >
          Save maps
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId="editor-maps" />
    </EditorForm>
  );
}
