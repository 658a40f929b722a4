import { createContext, useContext, type ReactNode } from "react";
import type { ThingClient } from "./ThingClient.ts";

const LiveContext = createContext<ThingClient | null>(null);

export function LiveProvider({ client, children }: { client: ThingClient; children: ReactNode }) {
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

export function useLiveClient(): ThingClient {
  const client = useContext(LiveContext);
  if (!client) throw new Error("[Live] useLiveClient needs a <LiveProvider>");
  return client;
}
