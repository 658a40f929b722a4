import { Link } from "react-router";
import { PageHeader, usePageTitle } from "../components/common.tsx";
import { GUIDES } from "./guides.ts";

const TOOLS = [
  ["/tools/obs-scene-collections", "OBS scene collections", "A ready-made scene collection for your broadcast and client."],
  ["/tools/overwatch-settings-switcher", "Settings switcher", "Recommended game settings as a checklist per profile."],
  ["/tools/bracket-creator", "Bracket creator", "Design a bracket layout and preview it live."],
  ["/tools/twitch-auth", "Twitch authorisation", "Connect a streaming channel for titles, predictions and ads."],
] as const;

/** /learn (beta): guides, tools and reference. */
export default function LearnHome() {
  usePageTitle("Learn");
  return (
    <div data-testid="learn-home">
      <PageHeader
        title="Learn"
        subtitle={
          <>
            Guides and tools for players and broadcast crews <span className="badge">Beta</span>
          </>
        }
      />
      <h2>Guides</h2>
      <div className="card-grid">
        {GUIDES.map((g) => (
          <Link key={g.slug} to={`/learn/guides/${g.slug}/intro`} className="tool-card" data-testid="guide-card">
            <strong>{g.title}</strong>
            {g.status ? <span className="badge">{g.status}</span> : null}
            <span>{g.summary}</span>
          </Link>
        ))}
      </div>
      <h2>Tools</h2>
      <div className="card-grid">
        {TOOLS.map(([to, title, text]) => (
          <Link key={to} to={to} className="tool-card" data-testid="tool-card">
            <strong>{title}</strong>
            <span>{text}</span>
          </Link>
        ))}
      </div>
      <h2>Reference</h2>
      <ul>
        <li>
          <Link to="/learn/broadcast-routes">Broadcast routes</Link> — every overlay address and its options.
        </li>
        <li>
          <Link to="/learn/standings">Standings</Link> — how tables and tiebreakers are worked out.
        </li>
        <li>
          <Link to="/learn/webhooks">Webhooks and the event stream</Link> — the event's activity, posted to your own tools as it happens.
        </li>
        <li>
          <Link to="/learn/ograf">OGraf graphics</Link> — our overlays as EBU OGraf graphics for SPX, H2R Graphics and CasparCG.
        </li>
        <li>
          <a href="https://www.twitch.tv/directory/category/overwatch-2" target="_blank" rel="noopener noreferrer">
            Active feeds
          </a>{" "}
          — live channels to study.
        </li>
      </ul>
    </div>
  );
}
