import { ROUTE_GROUPS, routeOptions, type RouteDef } from "../../domain/overlayRoutes.ts";
import { CATALOGUE } from "../../overlays/catalogue.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";

const SHARED_OPTIONS = [
  ["title", "Text shown by overlays with a title"],
  ["subtitle", "A second line where the overlay has one"],
  ["stingerText", "The stinger's text"],
  ["stingerThemeOverride (stingerTheme)", "A theme's id for the stinger's colours"],
  ["top", "Broadcast routes: a tournament header bar at the top"],
  ["noAnimate (dontAnimate, noAnimation)", "Skip entrance animations"],
  ["noStinger (stinger=false)", "Never play the stinger"],
  ["class (bodyClass)", "Extra CSS class on the page"],
  ["full", "Fill the whole frame"],
  ["background", "The broadcast's background image N behind the overlay"],
];

/** Crew pages on the same addresses, drawn by the site (they sign in with a `token` option). */
const CREW_PAGES = [
  ["admin", "The client's loaded overlays, with remote reload"],
  ["tally-transmitter (websocket-transmitter)", "Sends the stream software's scenes to the server for tally: url, password, token"],
  ["remote", "Runs the stream software requests sent to this client: url, password, token"],
];

const address = (route: RouteDef, example: string) => `/${route.client ? "client/{client key}" : "broadcast/{broadcast key}"}/${example}`;

/** /learn/broadcast-routes: every overlay address and its query options, from the overlay catalogue itself (SPEC §2.5, §2.6). */
export default function BroadcastRoutes() {
  usePageTitle("Broadcast routes");
  return (
    <div className="prose" data-testid="broadcast-routes">
      <PageHeader title="Broadcast routes" subtitle="Browser-source addresses for every overlay." />
      <p>
        Use{" "}
        <code>
          /broadcast/{"{broadcast key}"}/{"{overlay}"}
        </code>{" "}
        for a fixed broadcast, or{" "}
        <code>
          /client/{"{client key}"}/{"{overlay}"}
        </code>{" "}
        to follow whichever broadcast your client is set to (triggers sent for your client reach only its overlays). Keys are not
        case-sensitive. Booleans are on when present or <code>true</code>; <code>false</code> turns them off.
      </p>
      <h2>Options every overlay takes</h2>
      <OptionTable rows={SHARED_OPTIONS.map(([names, text]) => ({ names, text, fallback: null }))} />
      {ROUTE_GROUPS.map((group) => (
        <section key={group}>
          <h2>{group}</h2>
          {CATALOGUE.filter((r) => r.group === group).map((route) => (
            <RouteEntry key={route.name} route={route} />
          ))}
        </section>
      ))}
      <h2>Crew pages</h2>
      <OptionTable rows={CREW_PAGES.map(([names, text]) => ({ names, text, fallback: null }))} />
    </div>
  );
}

function RouteEntry({ route }: { route: RouteDef }) {
  const options = routeOptions(route);
  const names = [route.pathOption ? `${route.name}/{${route.pathOption}}` : route.name || "(empty)", ...(route.aliases ?? [])];
  return (
    <div className="route-entry" data-testid={`route-${route.name}`}>
      <h3>
        {names.map((n, i) => (
          <span key={n}>
            {i > 0 ? " or " : ""}
            <code>{n || "(empty)"}</code>
          </span>
        ))}
      </h3>
      <p>{route.summary}</p>
      <p>
        Try:{" "}
        {route.examples.map((e, i) => (
          <span key={e}>
            {i > 0 ? ", " : ""}
            <code>{address(route, e)}</code>
          </span>
        ))}
      </p>
      {options.length ? (
        <OptionTable rows={options.map((o) => ({ names: o.names.join(" | "), text: o.description, fallback: o.fallback }))} withDefaults />
      ) : null}
    </div>
  );
}

function OptionTable({
  rows,
  withDefaults = false,
}: {
  rows: { names: string; text: string; fallback: string | null }[];
  withDefaults?: boolean;
}) {
  return (
    <table>
      <tbody>
        {rows.map((r) => (
          <tr key={r.names}>
            <td>
              <code>{r.names}</code>
            </td>
            <td>{r.text}</td>
            {withDefaults ? <td>{r.fallback === null ? "" : `default ${r.fallback}`}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
