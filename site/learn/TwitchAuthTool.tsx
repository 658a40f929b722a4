import { useState } from "react";
import { PageHeader, usePageTitle } from "../components/common.tsx";

/** The scopes the server's Twitch flow accepts, with what each lets the site do. */
const SCOPES = [
  ["channel:manage:broadcast", "Set the stream title and category"],
  ["channel:manage:predictions", "Start and resolve predictions"],
  ["channel:read:predictions", "Read predictions"],
  ["channel:edit:commercial", "Run commercials"],
  ["channel:read:stream_key", "Read the stream key (for stream software setup)"],
] as const;

/** /tools/twitch-auth (SPEC §2.12): scope checkboxes and an Authorize link, disabled with none. */
export default function TwitchAuthTool() {
  usePageTitle("Tools");
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (scope: string) => setChosen(chosen.includes(scope) ? chosen.filter((s) => s !== scope) : [...chosen, scope]);
  const href = `${window.location.origin}/twitch_auth/${encodeURIComponent(chosen.join(" "))}`;
  return (
    <div data-testid="twitch-auth">
      <PageHeader title="Tools" subtitle="Connect a streaming channel" />
      <fieldset className="stack">
        <legend>Scopes</legend>
        {SCOPES.map(([scope, text]) => (
          <label key={scope} className="check">
            <input type="checkbox" checked={chosen.includes(scope)} onChange={() => toggle(scope)} data-testid={`scope-${scope}`} />{" "}
            <code>{scope}</code> — {text}
          </label>
        ))}
      </fieldset>
      {chosen.length ? (
        <a className="button" href={href} data-testid="twitch-authorize">
          Authorize
        </a>
      ) : (
        <a className="button disabled" aria-disabled="true" role="link" data-testid="twitch-authorize">
          Authorize
        </a>
      )}
    </div>
  );
}
