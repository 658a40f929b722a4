import { useState } from "react";
import { camSendUrl } from "../../domain/cams.ts";
import { useMyPlayer } from "../../ui/auth/usePlayer.ts";
import { PageHeader, usePageTitle } from "../components/common.tsx";

/** /cams: how player cams reach a broadcast, with the signed-in player's own send link. */
export default function CamsPage() {
  usePageTitle("Cams");
  const player = useMyPlayer();
  return (
    <div className="prose" data-testid="cams-page">
      <PageHeader title="Player cams" subtitle="Put your face on the broadcast." />
      <p>
        Each team can show up to 5 player cams on stream (6 for games with larger teams). Cams travel through a peer video service: you open
        your send link once, and the broadcast's cam overlays show your feed whenever the production staff put you on cam.
      </p>
      {player ? <SendLink playerId={player.id} /> : <p data-testid="cams-sign-in">Sign in to see your own send link.</p>}
      <ol>
        <li>Open your send link in a browser on the PC you play on, allow your camera, and pick a 720p source if asked.</li>
        <li>Keep the tab open during the match; close it to stop sending.</li>
        <li>Your event's production staff choose which cams show; ask them if yours should be on and isn't.</li>
      </ol>
      <p>
        Tips: light your face from the front, sit at eye level with the camera, and mute the tab's microphone — comms are picked up
        separately.
      </p>
    </div>
  );
}

function SendLink({ playerId }: { playerId: string }) {
  const url = camSendUrl(playerId);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 3000);
  };
  return (
    <p>
      <label htmlFor="cam-send-link">Your send link</label>
      <br />
      <input id="cam-send-link" data-testid="cam-send-link" readOnly value={url} size={48} onFocus={(e) => e.currentTarget.select()} />{" "}
      <button type="button" onClick={() => void copy()}>
        {copied ? "Copied" : "Copy"}
      </button>{" "}
      <a href={url} target="_blank" rel="noreferrer noopener">
        Open
      </a>
    </p>
  );
}
