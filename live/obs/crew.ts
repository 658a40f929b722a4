import type { ActionReply } from "../../domain/actions.ts";
import type { OverlaySource, RemoteCommand, RemoteRequest } from "../../domain/streamSoftware.ts";
import { REMOTE_TIMEOUT_MS } from "../../domain/streamSoftware.ts";
import type { LiveSocket } from "../ThingClient.ts";

/**
 * The crew pages' socket calls (source overview, remote): each asks again after a
 * reconnect, since the server forgets a socket's rooms with the socket.
 */

/** How long a crew call waits for the server before it says so. */
const ANSWER_MS = 5000;

const noAnswerText = (what: string) => `Request failed: the server did not answer ${what}`;
const noAnswer = (what: string): ActionReply<never> => ({ error: true, errorMessage: noAnswerText(what) });

/** Keeps the client's open overlay pages in view: `onList` gets every new list, `onError` a refusal. */
export function watchSources(
  socket: LiveSocket,
  client: string,
  onList: (sources: OverlaySource[]) => void,
  onError: (message: string) => void,
): () => void {
  const watch = () =>
    socket
      .timeout(ANSWER_MS)
      .emitWithAck("sources_watch", { client })
      .then(
        (reply) => (reply.error ? onError(reply.errorMessage) : onList(reply.data)),
        () => onError(noAnswerText("the source overview")),
      );
  const onSources = (key: string, sources: OverlaySource[]) => {
    if (key.toLowerCase() === client.toLowerCase()) onList(sources);
  };
  socket.on("overlay_sources", onSources);
  socket.on("connect", watch);
  if (socket.connected) void watch();
  return () => {
    socket.off("overlay_sources", onSources);
    socket.off("connect", watch);
    if (socket.connected) socket.emit("sources_unwatch", { client });
  };
}

/** Reloads one open overlay page of the client, or all of them; answers how many were told. */
export async function reloadSources(socket: LiveSocket, client: string, source?: string): Promise<ActionReply<number>> {
  return socket
    .timeout(ANSWER_MS)
    .emitWithAck("overlay_reload", { client, source })
    .catch(() => noAnswer("the reload"));
}

/** Sends an OBS request to the client's remote page; answers what OBS answered, or why not. */
export async function sendRemoteRequest(socket: LiveSocket, request: RemoteRequest): Promise<ActionReply<unknown>> {
  return socket
    .timeout(REMOTE_TIMEOUT_MS + ANSWER_MS)
    .emitWithAck("obs_remote_request", request)
    .catch(() => noAnswer("the remote request"));
}

/** Takes the OBS requests the crew sends to this client (the remote page), joined again after every reconnect. */
export function serveRemoteRequests(
  socket: LiveSocket,
  client: string,
  run: (command: RemoteCommand) => Promise<ActionReply<unknown>>,
  onJoin: (reply: ActionReply<true>) => void,
): () => void {
  const join = () =>
    socket
      .timeout(ANSWER_MS)
      .emitWithAck("remote_join", { client })
      .then(onJoin, () => onJoin(noAnswer("the remote's sign-in")));
  const onRequest = (command: RemoteCommand, ack: (reply: ActionReply<unknown>) => void) => void run(command).then(ack);
  socket.on("obs_remote_request", onRequest);
  socket.on("connect", join);
  if (socket.connected) void join();
  return () => {
    socket.off("obs_remote_request", onRequest);
    socket.off("connect", join);
  };
}
