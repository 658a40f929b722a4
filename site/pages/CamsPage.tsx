import { PageHeader, usePageTitle } from "../components/common.tsx";

/** /cams: how player cams reach a broadcast. */
export default function CamsPage() {
  usePageTitle("Cams");
  return (
    <div className="prose" data-testid="cams-page">
      <PageHeader title="Player cams" subtitle="Put your face on the broadcast." />
      <p>Each team can show up to 5 player cams on stream (6 for games with larger teams). The broadcast crew pulls them in through a peer video service: you open a send link, they place your feed.</p>
      <ol>
        <li>Ask your event's production staff for your team's cam link before the match.</li>
        <li>Open it in a browser on the PC you play on, allow your camera, and pick a 720p source if asked.</li>
        <li>Keep the tab open during the match; close it to stop sending.</li>
      </ol>
      <p>Tips: light your face from the front, sit at eye level with the camera, and mute the tab's microphone — comms are picked up separately.</p>
    </div>
  );
}
