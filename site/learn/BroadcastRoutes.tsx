import { PageHeader, usePageTitle } from "../components/common.tsx";

const ROUTES =
  "ingame cams break break-schedule versus winners map-bump break-bar break-text bracket schedule iframe standings multi-standings rosters hero-roster boxed-roster team-image history season-history thumbnail draft caster-bg desk podcast podcast-sides custom info bug l-bar background sponsors maps branding auction ad-read logos staff player-history overview media music desk-graphics stinger broadcasts mvp ingame-comms map-stats audio confetti champions clock tester admin syncer tally tally-viewer tally-dot quad tally-transmitter websocket-transmitter remote solo chat".split(
    " ",
  );
const OPTIONS = [
  ["title", "Text shown by overlays with a title"],
  ["stingerText / stingerTheme / stingerThemeOverride", "The stinger's text and theme"],
  ["top", "Move the overlay to the top"],
  ["noAnimate (dontAnimate, noAnimation)", "Skip entrance animations"],
  ["noStinger (stinger=false)", "Never play the stinger"],
  ["class / bodyClass", "Extra CSS class on the page"],
  ["full", "Fill the whole frame"],
  ["background", "Background variant (number)"],
];

/** /learn/broadcast-routes: overlay addresses and their query options (SPEC §2.5, §2.6). */
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
        to follow whichever broadcast your client is set to. Keys are not case-sensitive.
      </p>
      <h2>Options</h2>
      <table>
        <tbody>
          {OPTIONS.map(([o, t]) => (
            <tr key={o}>
              <td>
                <code>{o}</code>
              </td>
              <td>{t}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Overlays</h2>
      <ul className="columns">
        {ROUTES.map((r) => (
          <li key={r}>
            <code>{r}</code>
          </li>
        ))}
      </ul>
      <p>
        Graphics slots are <code>gfx/{"{index}"}</code>; camera overlays take <code>cams/desk</code>, <code>cams/ingame</code>,{" "}
        <code>cams/pov</code> or <code>cams/full</code>.
      </p>
    </div>
  );
}
