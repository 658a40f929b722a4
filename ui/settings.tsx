import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
// zod's small build: every page reads the settings at load (the home page's size budget).
import * as z from "zod/mini";
import { DEFAULT_TRANSMITTER_URL } from "../domain/crewRoutes.ts";

/** The dashboard panels open on a first visit: the on-air controls of the first column, the previews and the Match Editor. */
const DEFAULT_OPEN_PANELS = ["previews", "live-match", "broadcast", "countdown", "break", "desk-display"];

/** Persisted local user settings the site reads (SPEC §3). */
const SettingsSchema = z.object({
  timezone: z._default(z.catch(z.string(), "local"), "local"),
  use24HourTime: z._default(z.catch(z.boolean(), false), false),
  editTimeInSiteTimezone: z._default(z.catch(z.boolean(), false), false),
  /** Dashboard panels left open (SPEC §3): at first what a producer touches every minute (DASHBOARD.md), and the Match Editor (§2.9). */
  openDashboardModules: z._default(z.catch(z.array(z.string()), DEFAULT_OPEN_PANELS), DEFAULT_OPEN_PANELS),
  restrictToMapPool: z._default(z.catch(z.boolean(), true), true),
  showHeroPickBans: z._default(z.catch(z.boolean(), false), false),
  assumeLoserPicks: z._default(z.catch(z.boolean(), true), true),
  gfxButtonCount: z._default(z.catch(z.number(), 6), 6),
  /** The dashboard clocks' 12h/24h choice, each clock on its own. */
  dashboardClocks24h: z._default(z.catch(z.array(z.string()), []), []),
  /** SPEC §3 / §4: the stream software (OBS websocket) the dashboard transmitter connects to; the default is domain/streamSoftware.ts's. */
  transmitterUrl: z._default(z.catch(z.string(), DEFAULT_TRANSMITTER_URL), DEFAULT_TRANSMITTER_URL),
  /** The OBS websocket password: kept on this device only, never shown in clear or logged. */
  transmitterPassword: z._default(z.catch(z.string(), ""), ""),
  /** Whether this dashboard is its client's transmitter (reports OBS scenes and stream status). */
  useDashboardTransmitter: z._default(z.catch(z.boolean(), true), true),
});
export type SiteSettings = z.infer<typeof SettingsSchema>;
const STORAGE_KEY = "site-settings";

/** SPEC §5: times are edited on the site timezone's clock when the viewer chose so, else on their own. */
export function editZone(settings: Pick<SiteSettings, "editTimeInSiteTimezone" | "timezone">): string {
  return settings.editTimeInSiteTimezone ? settings.timezone : "local";
}

function readSettings(): SiteSettings {
  try {
    return SettingsSchema.parse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}"));
  } catch {
    return SettingsSchema.parse({});
  }
}

interface SettingsContextValue {
  settings: SiteSettings;
  update: (patch: Partial<SiteSettings>) => void;
}
const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readSettings);
  const update = useCallback((patch: Partial<SiteSettings>) => {
    setSettings((old) => {
      const next = { ...old, ...patch };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error("[Settings] useSettings needs a <SettingsProvider>");
  return value;
}
