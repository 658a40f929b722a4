import { z } from "zod";
import { REMOTE_TIMEOUT_MS, RemoteRequestSchema, SourcesRequestSchema, type RemoteCommand } from "../../domain/streamSoftware.ts";
import { ActionError } from "../actions/ActionError.ts";
import { ownedClient } from "../actions/context.ts";
import type { ServerDeps } from "../deps.ts";
import { crewEvent } from "./crewEvent.ts";
import type { SocketHandlers } from "./socketEvents.ts";
import type { AppIo } from "./sockets.ts";

/**
 * The remote (`/client/<key>/remote`): a crew page running as a browser source inside the
 * client's OBS joins its client's remote room; the client's owners send it OBS requests
 * (switch scenes, start or stop the stream) and get OBS's answer back.
 */
export const remoteRoom = (clientKey: string) => `remote:client:${clientKey.toLowerCase()}`;

/** What a remote page answers, read before it is passed on: `{ data }` or `{ error, errorMessage }`. */
const RemoteReplySchema = z.union([
  z.object({ error: z.literal(true), errorMessage: z.string().max(500) }),
  z.object({ data: z.unknown(), error: z.undefined().optional() }),
]);

export function attachRemoteServer(io: AppIo, deps: ServerDeps) {
  const { store } = deps;

  /** The first answer of the client's remote pages; a refusal or silence is the crew's error to read. */
  async function askRemote(clientKey: string, command: RemoteCommand): Promise<unknown> {
    const room = remoteRoom(clientKey);
    if (!(await io.in(room).fetchSockets()).length)
      throw new ActionError(
        409,
        `No remote page is open for client ${clientKey}: add /client/${clientKey}/remote?token=… as a browser source in OBS`,
      );
    const replies = await new Promise<unknown[]>((resolve) =>
      io
        .to(room)
        .timeout(REMOTE_TIMEOUT_MS)
        .emit("obs_remote_request", command, (_late, answered) => resolve(answered)),
    );
    if (!replies.length) throw new ActionError(503, `The remote page did not answer within ${REMOTE_TIMEOUT_MS / 1000} s`);
    const reply = RemoteReplySchema.safeParse(replies[0]);
    if (!reply.success) throw new ActionError(502, "The remote page sent an answer the server could not read");
    if (reply.data.error) throw new ActionError(502, reply.data.errorMessage);
    return reply.data.data;
  }

  const events: SocketHandlers = {
    remote_join: crewEvent(deps, "remote_join", SourcesRequestSchema, async (player, { client }, socket) => {
      await socket.join(remoteRoom((await ownedClient(store, player, client)).key));
      return true as const;
    }),
    obs_remote_request: crewEvent(deps, "obs_remote_request", RemoteRequestSchema, async (player, { client, ...command }) =>
      askRemote((await ownedClient(store, player, client)).key, command),
    ),
  };
  return { events };
}
