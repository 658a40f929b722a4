import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
// zod's small build: every page reads the settings at load (the home page's size budget).
import * as z from "zod/mini";

/** Persisted local user settings the site reads (SPEC §3). */
const SettingsSchema = z.object({
  timezone: z._default(z.catch(z.string(), "local"), "local"),
  use24HourTime: z._default(z.catch(z.boolean(), false), false),
});
export type SiteSettings = z.infer<typeof SettingsSchema>;
const STORAGE_KEY = "site-settings";

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
