import { useEffect } from "react";
import { Route, Routes } from "react-router";
import { readableTextOn, resolveTheme } from "../domain/theme.ts";
import { minisiteKey } from "../domain/minisite.ts";
import type { ThemeRecord } from "../domain/tables.ts";
import { useThing } from "../live/hooks.ts";
import { Loading } from "../ui/components/Loading.tsx";
import { lazyWithRetry } from "../ui/components/lazyWithRetry.ts";
import { PageSlot } from "../ui/components/PageErrorBoundary.tsx";
import { defaultRoutes } from "./App.tsx";
import { Layout } from "../site/app/Layout.tsx";
import { SiteProvider, useSite } from "../site/app/SiteContext.tsx";

const EventPage = lazyWithRetry(() => import("../site/event/EventPage.tsx"));
const NotFound = lazyWithRetry(() => import("../site/pages/NotFound.tsx"));

/** Sub-pages a minisite serves at its root: /{sub} (SPEC §2.7). */
export const MINISITE_SUBPAGES = [
  "rosters",
  "bracket",
  "brackets",
  "schedule",
  "scenarios",
  "draft",
  "staff",
  "about",
  "standings",
  "theme",
  "brands",
  "stats",
  "auction",
  "streams",
  "settings",
  "signup",
  "signups",
];

/** The event's theme colours on body, navbar and text. */
function useThemeColours(theme: ThemeRecord | null | undefined) {
  useEffect(() => {
    if (!theme) return;
    const colours = resolveTheme(theme);
    const style = document.documentElement.style;
    const body = theme.color_body ?? theme.color_theme;
    const navbar = theme.color_navbar ?? theme.color_theme;
    const accent = theme.color_website_active ?? theme.color_accent ?? colours.accent;
    // Text on each theme colour by the contrast rule (SPEC §9): the theme's own when it reads.
    const on = (background: string | undefined, text: string | undefined) => (background ? readableTextOn(background, text) : text);
    const vars: Record<string, string | undefined> = {
      "--body": body,
      "--text": on(body, theme.color_text_on_body ?? theme.color_text_on_theme),
      "--navbar": navbar,
      "--accent": accent,
      "--on-accent": readableTextOn(accent),
      "--nav-text": on(navbar, theme.color_website_passive ?? theme.color_text_on_theme),
    };
    for (const [name, value] of Object.entries(vars)) if (value) style.setProperty(name, value);
    document.body.classList.add("themed");
    return () => {
      for (const name of Object.keys(vars)) style.removeProperty(name);
      document.body.classList.remove("themed");
    };
  }, [theme]);
}

/** An event's own site on its subdomain; an unknown subdomain shows Not Found at its root and the default routes elsewhere. */
export function Minisite({ subdomain }: { subdomain: string }) {
  const site = useSite();
  const event = useThing("Events", minisiteKey(subdomain));
  const theme = useThing("Themes", event?.theme?.[0]);
  useThemeColours(theme);
  if (event === undefined) return <Loading label="Loading the event" />;
  const inner = { ...site, minisiteEventId: event?.id ?? null };
  return (
    <SiteProvider value={inner}>
      <Layout minisiteEvent={event}>
        <PageSlot>
          <Routes>
            {event ? (
              <>
                <Route path="/" element={<EventPage eventId={event.id} base="" />} />
                {MINISITE_SUBPAGES.map((sub) => (
                  <Route key={sub} path={`/${sub}/*`} element={<EventPage eventId={event.id} base="" />} />
                ))}
              </>
            ) : (
              <Route path="/" element={<NotFound />} />
            )}
            {defaultRoutes()}
          </Routes>
        </PageSlot>
      </Layout>
    </SiteProvider>
  );
}
