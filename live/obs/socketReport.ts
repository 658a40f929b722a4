import type { ActionReply } from "../../domain/actions.ts";
import type { LiveSocket } from "../ThingClient.ts";
import type { TransmitterReport } from "./types.ts";

/**
 * A transmitter's readings as SPEC §7's production events for client `clientName`. The server
 * answers each; a refusal (a token that does not own the client, a payload it rejects) would
 * otherwise leave the tallies silently stale, so it is logged.
 */
export function reportToServer(socket: LiveSocket, clientName: string): TransmitterReport {
  const unlessRefused =
    (event: string) =>
    (reply: ActionReply<true>): void => {
      if (reply.error) console.warn(`[Transmitter] the server refused ${event} for ${clientName}: ${reply.errorMessage}`);
    };
  return {
    dataChange({ previewScene, programScene }) {
      socket.emit("obs_data_change", { clientName, previewScene, programScene }, unlessRefused("obs_data_change"));
    },
    streamStatus({ status, target }, { previewScene, programScene }) {
      const { outputActive, outputDuration } = status;
      const settings = { service: target.service, url: target.url, channelID: target.channelID };
      const scenes = { preview: previewScene, program: programScene };
      socket.emit(
        "obs_stream_status",
        { clientName, status: { outputActive, outputDuration }, settings, scenes },
        unlessRefused("obs_stream_status"),
      );
    },
    disconnect() {
      socket.emit("obs_disconnect", { clientName }, unlessRefused("obs_disconnect"));
    },
  };
}
