import { createContext, useContext, type ReactNode } from "react";
import type { HostInfo } from "./host.ts";

export interface SiteInfo extends HostInfo {
  /** The event shown as a minisite, once resolved. */
  minisiteEventId: string | null;
}
const SiteContext = createContext<SiteInfo>({ subdomain: null, mainOrigin: "", minisiteEventId: null });

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  return useContext(SiteContext);
}
