import { useParams } from "react-router";
import { longId } from "../../domain/ids.ts";
import { scoreTexts, sideNames } from "../../domain/match.ts";
import { useThing, useThings } from "../../live/hooks.ts";
import { Empty, PageHeader, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import NotFound from "./NotFound.tsx";

function Heroes({ ids }: { ids: { id: string }[] | undefined }) {
  const heroes = useThings("Heroes", ids?.map((h) => h.id) ?? null);
  return (
    <>
      {heroes.map((h, i) => (
        <span key={i} className="chip small">
          {h?.name ?? "…"}
        </span>
      ))}
    </>
  );
}

function MapDetail({ id, names }: { id: string; names: [string, string] }) {
  const map = useThing("Maps", id);
  if (!map) return null;
  return (
    <article className="table-card" data-testid="map-detail">
      <h3>
        Map {map.number}: {map.name}{" "}
        <span className="muted">
          {map.score_1 ?? 0} - {map.score_2 ?? 0}
        </span>
      </h3>
      <p>
        <strong>{names[0]}</strong> picks: <Heroes ids={map.team_1_picks} /> bans: <Heroes ids={map.team_1_bans} />
      </p>
      <p>
        <strong>{names[1]}</strong> picks: <Heroes ids={map.team_2_picks} /> bans: <Heroes ids={map.team_2_bans} />
      </p>
    </article>
  );
}

/** /detailed/{id}: every map with picks and bans. */
export default function DetailedMatch() {
  const { id } = useParams();
  const match = useThing("Matches", longId(id ?? ""));
  const teams = useThings("Teams", match?.teams ?? null);
  const names = match ? sideNames(match, teams) : (["", ""] as [string, string]);
  usePageTitle(match ? `${names[0]} vs ${names[1]} details` : "Match details");
  if (match === undefined) return <Loading />;
  if (match === null) return <NotFound />;
  return (
    <div>
      <PageHeader title={`${names[0]} vs ${names[1]}`} subtitle={scoreTexts(match).join(" - ")} />
      {match.maps?.length ? match.maps.map((m) => <MapDetail key={m} id={m} names={names} />) : <Empty>No maps played yet.</Empty>}
    </div>
  );
}
