import { PageHeader, usePageTitle } from "../components/common.tsx";

/**
 * The OGraf graphics, as overlays/ograf/graphics.ts defines them. site/ may not import
 * overlays/ (eslint.config.js, ALLOWED), so this list is written from that file; a test
 * (tests/views/ografLearnPage.test.ts) checks the two agree.
 */
export const GRAPHICS: readonly {
  id: string;
  name: string;
  description: string;
  steps: string;
  nonRealTime: boolean;
  liveOnly: boolean;
}[] = [
  {
    id: "ingame",
    name: "Scorebug",
    description: "The in-game scoreboard: both teams with their colours, logos and map score, the match title.",
    steps: "1",
    nonRealTime: true,
    liveOnly: false,
  },
  {
    id: "versus",
    name: "Versus",
    description: "The two teams of the match face to face, with their logos and colours.",
    steps: "1",
    nonRealTime: true,
    liveOnly: false,
  },
  {
    id: "winners",
    name: "Winners",
    description: "The match's winner with the final score, once a team has won (its score reaches First to).",
    steps: "1",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "break",
    name: "Break screen",
    description: "Full-screen break: title bar with the countdown, the main panel, the match up next and the headline ticker.",
    steps: "3: Schedule, Matchup, Title",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "break-bar",
    name: "Break bar",
    description: "A lower-third bar for breaks: logo, title, the match up next and the countdown.",
    steps: "1",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "schedule",
    name: "Schedule",
    description: "The broadcast's matches with their start times in the broadcast's time zone, and scores once played.",
    steps: "1",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "standings",
    name: "Standings",
    description: "A stage's standings table, live from the event's results.",
    steps: "1",
    nonRealTime: false,
    liveOnly: true,
  },
  {
    id: "bracket",
    name: "Bracket",
    description: "The event's bracket, live as results come in.",
    steps: "1",
    nonRealTime: false,
    liveOnly: true,
  },
  {
    id: "desk",
    name: "Casters' lower thirds",
    description: "The casters' names over their cams and the match's teams on the lower element.",
    steps: "1",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "lower-third",
    name: "Lower third",
    description: "One name with a line over it: a guest, an interview, a notice.",
    steps: "1",
    nonRealTime: true,
    liveOnly: false,
  },
  {
    id: "clock",
    name: "Clock",
    description: "A media clock with the local time, and the countdown while one runs.",
    steps: "1",
    nonRealTime: false,
    liveOnly: false,
  },
  {
    id: "stinger",
    name: "Stinger",
    description: "A transition: bands in the event's colours cover the screen with its logo and text, hold, and uncover.",
    steps: "0: plays in and out by itself",
    nonRealTime: true,
    liveOnly: false,
  },
];

const NON_REAL_TIME = GRAPHICS.filter((g) => g.nonRealTime);

/** /learn/ograf: our overlays as EBU OGraf graphics, where to get them and how SPX, H2R Graphics and CasparCG load them. */
export default function OgrafGraphics() {
  usePageTitle("OGraf graphics for SPX, H2R and CasparCG");
  const origin = window.location.origin;
  return (
    <div className="prose" data-testid="ograf-graphics">
      <PageHeader title="OGraf graphics for SPX, H2R and CasparCG" subtitle="Our overlays, packaged for playout tools." />
      <p>
        <a href="https://ograf.ebu.io">OGraf</a> is the EBU's format for HTML broadcast graphics: a folder with a manifest (
        <code>&lt;id&gt;.ograf.json</code>: name, steps, the fields the graphic takes) and a JavaScript module the playout tool's renderer
        loads, plays, updates and stops. Twelve of our overlays are exported as OGraf v1 graphics. They draw the same scenes as the OBS
        browser sources, either from fields you fill in the playout tool (no server needed) or live from this server.
      </p>

      <h2>The graphics</h2>
      <table data-testid="ograf-table">
        <thead>
          <tr>
            <th>Id</th>
            <th>Name</th>
            <th>What it shows</th>
            <th>Steps</th>
            <th>Non-real-time</th>
            <th>Live data</th>
          </tr>
        </thead>
        <tbody>
          {GRAPHICS.map((g) => (
            <tr key={g.id} data-testid="ograf-graphic">
              <td>
                <code>{g.id}</code>
              </td>
              <td>{g.name}</td>
              <td>{g.description}</td>
              <td>{g.steps}</td>
              <td>{g.nonRealTime ? "yes" : "no"}</td>
              <td>{g.liveOnly ? "only" : "optional"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Steps follow OGraf's model: a graphic with one step plays in, then out; the break screen's three steps each show one panel; the
        stinger has none and plays in and out by itself.
      </p>

      <h2>Where to get them</h2>
      <p>
        <a href={`${origin}/ograf/index.json`}>
          <code>{origin}/ograf/index.json</code>
        </a>{" "}
        lists them all: each graphic's <code>id</code>, <code>name</code>, and the full addresses of its <code>manifest</code> (
        <code>/ograf/&lt;id&gt;/&lt;id&gt;.ograf.json</code>) and <code>package</code>. A package is a zip holding the folder{" "}
        <code>&lt;id&gt;/</code>: the manifest, the module, its <code>lib/</code> chunks and its <code>assets/</code> fonts. Every file
        under <code>/ograf/</code> is served to any origin, so a renderer can also load a graphic straight from this server.
      </p>
      <ul data-testid="ograf-downloads">
        {GRAPHICS.map((g) => (
          <li key={g.id}>
            <a href={`${origin}/ograf/${g.id}.zip`} download>
              {g.id}.zip
            </a>{" "}
            — {g.name}
          </li>
        ))}
      </ul>

      <h2>SPX</h2>
      <p>
        Unzip a package into SPX's <code>ASSETS/templates</code> folder, for example as{" "}
        <code>ASSETS/templates/esports-broadcast/ingame/</code>. In the project's template list, pick the graphic's <code>.ograf.json</code>
        . The graphic's fields appear as the template's form; fill them, then play, update and stop the item as any other template.
      </p>

      <h2>H2R Graphics</h2>
      <p>
        H2R Graphics (3.3 and later) loads OGraf graphics: import the zip, or the unzipped folder, as an OGraf graphic, then fill its fields
        in the graphic's form.
      </p>

      <h2>CasparCG</h2>
      <p>
        CasparCG's OGraf support is announced, not shipped: it will load these graphics through an OGraf-capable HTML producer once that is
        released. Until then, serve the unzipped folder (or use this server's <code>/ograf/</code> addresses) and load the graphic in an
        OGraf renderer page, which CasparCG can show as an HTML page. A page opened from a file rather than served over HTTP has the origin{" "}
        <code>null</code>, which matters for live data (below).
      </p>

      <h2>Live data</h2>
      <p>
        Every graphic has three more fields. Set <code>server</code> to this server's origin (such as{" "}
        <code>https://tournament.example.com</code>) and either <code>broadcast</code>, a broadcast's key as in{" "}
        <code>/broadcast/&lt;key&gt;/…</code>, or <code>client</code>, a client's key, to follow whatever broadcast that client has active.
        The graphic then draws the broadcast's live data and ignores its other fields; leave <code>server</code> empty to draw the fields.
        Standings and bracket draw live data only: they answer with an error until <code>server</code> and a key are set. Standings take a
        stage or group name, bracket a bracket id or name (empty: the first).
      </p>
      <p>
        A live graphic connects to this server from its renderer's origin, so the server must list that origin in the{" "}
        <code>CORS_ORIGINS</code> environment variable (comma separated): for SPX, the address SPX's renderer runs at (
        <code>http://localhost:5656</code> at its default port); for a renderer page opened from a file, <code>null</code>. Without it the
        connection is refused and the graphic keeps waiting for data.
      </p>

      <h2>Portable fields</h2>
      <p>
        Without a server, a graphic draws what its fields say, each with a default so it shows something at once: the event's name, colours
        and logo, team names and codes, colours as <code>#RRGGBB</code>, logos as image addresses (<code>https:</code>, a{" "}
        <code>data:image/</code> address, or a path the renderer serves), scores and First to, the match title, and a countdown as the time
        left in milliseconds when the data arrives (0 for none).
      </p>
      <p>
        Nothing is drawn before the play action or after the stop action; skipping the animation cuts. An update sends only the fields that
        change: they are merged into the rest. Data that does not fit answers status 400 with what is wrong (such as{" "}
        <code>team1Color: a colour as #RRGGBB</code>), and the graphic keeps drawing what it drew. None defines custom actions.
      </p>

      <h2>Non-real-time</h2>
      <p>
        {NON_REAL_TIME.map((g, i) => (
          <span key={g.id}>
            {i > 0 ? (i === NON_REAL_TIME.length - 1 ? " and " : ", ") : null}
            <code>{g.id}</code> ({g.name})
          </span>
        ))}{" "}
        also render in non-real-time, for tools that render to a file: loaded with <code>renderType</code> <code>non-realtime</code>, they
        take their actions from <code>setActionsSchedule</code> and <code>goToTime</code> draws the exact frame of that time, the same
        pixels each time. Non-real-time rendering draws the portable fields only, not live data. The other graphics render in real time
        only.
      </p>
    </div>
  );
}
