import type { GamePreset } from "../../domain/gamePresets.ts";
import type { HeroGroup } from "../../domain/heroChoices.ts";
import type { MapChoice } from "../../domain/mapChoices.ts";
import { HERO_LISTS, type EditorMapRow, type HeroListKey, type TeamIds } from "../../domain/mapRows.ts";
import { Loading } from "../components/Loading.tsx";
import { HeroList } from "./HeroList.tsx";
import { TeamSelect } from "./TeamSelect.tsx";
import { MapScoreInput } from "./MapScoreInput.tsx";

export interface RowEdits {
  name: (name: string) => void;
  score: (side: 1 | 2, value: string) => void;
  winner: (team: string) => void;
  set: (patch: Partial<EditorMapRow>) => void;
  remove: () => void;
}

interface Props {
  row: EditorMapRow;
  index: number;
  choices: readonly MapChoice[];
  /** Whether the game has maps to choose from: a name must then be one of them. */
  listed: boolean;
  names: [string, string];
  teams: TeamIds;
  preset: GamePreset;
  /** The heroes to pick from when pick/bans are shown; undefined while they load. */
  heroes: readonly HeroGroup[] | undefined | null;
  columns: number;
  edits: RowEdits;
  testId: string;
}

/** One map of the match editor's table: map, scores, winner, picker, banner, then its hero picks and bans. */
export function MapEditorRow({ row, index: i, choices, listed, names, teams, preset, heroes, columns, edits, testId }: Props) {
  const banned = !!row.banner;
  const unlisted = listed && !!row.name.trim() && !row.map;
  const team = (field: "winner" | "picker" | "banner", label: string) => (
    <TeamSelect
      label={`Map ${i + 1} ${label}`}
      value={row[field]}
      teams={teams}
      names={names}
      onChange={field === "winner" ? edits.winner : (value) => edits.set({ [field]: value })}
      testId={`${testId}-${field}-${i}`}
    />
  );
  const score = (side: 1 | 2) => (
    <MapScoreInput
      index={i}
      team={names[side - 1]}
      value={row[`score_${side}`]}
      onChange={(value) => edits.score(side, value)}
      testId={`${testId}-score-${side}-${i}`}
    />
  );
  return (
    <>
      <tr className={banned ? "banned" : undefined}>
        <td>
          {i + 1}
          {banned ? <span className="badge">Banned</span> : null}
        </td>
        <td>
          <input
            aria-label={`Map ${i + 1}`}
            list={`${testId}-choices-${i}`}
            value={row.name}
            aria-invalid={unlisted}
            title={unlisted ? "Choose a map from the list" : undefined}
            onChange={(e) => edits.name(e.target.value)}
            data-testid={`${testId}-name-${i}`}
          />
          <datalist id={`${testId}-choices-${i}`}>
            {choices.map((m) => (
              <option key={m.id} value={m.name}>
                {m.type}
              </option>
            ))}
          </datalist>
        </td>
        {preset.mapScores ? <td>{score(1)}</td> : null}
        {preset.mapScores ? <td>{score(2)}</td> : null}
        <td>{team("winner", "winner")}</td>
        {preset.mapPicks ? <td>{team("picker", "picked by")}</td> : null}
        {preset.mapBans ? <td>{team("banner", "banned by")}</td> : null}
        <td>
          <button type="button" className="secondary" onClick={edits.remove} data-testid={`${testId}-remove-${i}`}>
            Remove
          </button>
        </td>
      </tr>
      {heroes !== null && !banned ? (
        <tr className="pickban-row">
          <td colSpan={columns}>
            {heroes === undefined ? (
              <Loading label={`Loading the ${preset.heroWord.toLowerCase()} list`} />
            ) : (
              <div className="hero-lists">
                {HERO_LISTS.map((key) => (
                  <HeroList
                    key={key}
                    label={heroListLabel(key, names)}
                    list={row[key]}
                    open={key.endsWith("picks") ? preset.pickRows : preset.banRows}
                    groups={heroes}
                    heroWord={preset.heroWord}
                    onChange={(list) => edits.set({ [key]: list })}
                    testId={`${testId}-${key}-${i}`}
                  />
                ))}
              </div>
            )}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function heroListLabel(key: HeroListKey, names: [string, string]): string {
  return `${names[key.startsWith("team_1") ? 0 : 1]} ${key.endsWith("picks") ? "picks" : "bans"}`;
}
