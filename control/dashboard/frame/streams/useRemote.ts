import { useCallback, useEffect, useState } from "react";
import type { ActionReply } from "../../../../domain/actions.ts";
import type { RemoteRequest } from "../../../../domain/streamSoftware.ts";
import { sceneNamesFromList } from "../../../../domain/streamStatus.ts";
import { useLiveClient } from "../../../../live/LiveProvider.tsx";
import { sendRemoteRequest } from "../../../../live/obs/crew.ts";

const NO_SOCKET: ActionReply<never> = { error: true, errorMessage: "Request failed: connection error" };

/**
 * OBS requests for a client's `remote` page (obs_remote_request): the server relays each to
 * the page and answers what OBS said, or why it could not ("No remote page is open…").
 */
export function useRemote(clientKey: string) {
  const live = useLiveClient();
  const [pending, setPending] = useState<RemoteRequest["requestType"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scenes, setScenes] = useState<string[] | null>(null);

  const send = useCallback(
    (request: RemoteRequest): Promise<ActionReply<unknown>> =>
      live.socket ? sendRemoteRequest(live.socket, request) : Promise.resolve(NO_SOCKET),
    [live],
  );

  /** Runs one request with pending and error shown; answers whether OBS did it. */
  const run = useCallback(
    async (request: RemoteRequest): Promise<boolean> => {
      setPending(request.requestType);
      setError(null);
      const reply = await send(request);
      setPending(null);
      if (reply.error) setError(reply.errorMessage);
      return !reply.error;
    },
    [send],
  );

  const applySceneList = useCallback((reply: ActionReply<unknown>) => {
    if (reply.error) setError(reply.errorMessage);
    else setScenes(sceneNamesFromList(reply.data));
  }, []);

  // The scene list when the modal opens; Refresh asks again.
  useEffect(() => {
    let current = true;
    void send({ client: clientKey, requestType: "GetSceneList" }).then((reply) => current && applySceneList(reply));
    return () => {
      current = false;
    };
  }, [send, clientKey, applySceneList]);

  /** Asks OBS for its scenes again; answers them, or null when it could not. */
  const refreshScenes = useCallback(async (): Promise<string[] | null> => {
    setError(null);
    const reply = await send({ client: clientKey, requestType: "GetSceneList" });
    applySceneList(reply);
    return reply.error ? null : sceneNamesFromList(reply.data);
  }, [send, clientKey, applySceneList]);

  return { run, pending, error, scenes, refreshScenes };
}
