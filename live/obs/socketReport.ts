import type { ActionReply } from "../../domain/actions.ts";
import type { LiveSocket } from "../ThingClient.ts";
import type { ObsScenes, ObsStream, TransmitterReport } from "./types.ts";

/**
 * A transmitter's readings as SPEC §7's production events for client `clientName`. The server
 * answers each; a refusal (a token that does not own the client, a payload it rejects) would
 * otherwise leave the tallies silently stale, so it is logged. While OBS is connected, the last
 * readings go again each time the socket reconnects: the server takes a transmitter whose socket
 * closed and sent nothing back for gone, and forgets its state.
 */
export function reportToServer(socket: LiveSocket, clientName: string): TransmitterReport {
  const unlessRefused =
    (event: string) =>
    (reply: ActionReply<true>): void => {
      if (reply.error) console.warn(`[Transmitter] the server refused ${event} for ${clientName}: ${reply.errorMessage}`);
    };
  const dataChange = ({ previewScene, programScene }: ObsScenes) =>
    socket.emit("obs_data_change", { clientName, previewScene, programScene }, unlessRefused("obs_data_change"));
  const streamStatus = ({ status, target }: ObsStream, { previewScene, programScene }: ObsScenes) => {
    const { outputActive, outputDuration } = status;
    const settings = { service: target.service, url: target.url, channelID: target.channelID };
    const scenes = { preview: previewScene, program: programScene };
    socket.emit(
      "obs_stream_status",
      { clientName, status: { outputActive, outputDuration }, settings, scenes },
      unlessRefused("obs_stream_status"),
    );
  };

  let scenes: ObsScenes | null = null;
  let stream: ObsStream | null = null;
  // A stream status carries the scenes too: one report says everything known.
  const again = () => {
    if (stream) streamStatus(stream, scenes ?? {});
    else if (scenes) dataChange(scenes);
  };
  let listening = false;
  const sendAgainOnReconnect = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) socket.on("connect", again);
    else socket.off("connect", again);
  };
  return {
    dataChange(next) {
      scenes = next;
      sendAgainOnReconnect(true);
      dataChange(next);
    },
    streamStatus(next, nextScenes) {
      stream = next;
      scenes = nextScenes;
      sendAgainOnReconnect(true);
      streamStatus(next, nextScenes);
    },
    disconnect() {
      scenes = stream = null;
      sendAgainOnReconnect(false);
      socket.emit("obs_disconnect", { clientName }, unlessRefused("obs_disconnect"));
    },
  };
}
