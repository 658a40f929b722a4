import "../live/noEval.ts";
import "@fontsource/inter/400.css";
import "@fontsource/inter/600.css";
import "@fontsource/oswald/600.css";
import "../site/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { LiveProvider } from "../live/LiveProvider.tsx";
import { syncServerClock } from "../live/serverClock.ts";
import { ThingClient } from "../live/ThingClient.ts";
import { App } from "./App.tsx";
import { hostInfo } from "../site/app/host.ts";
import { SettingsProvider } from "../ui/settings.tsx";
import { SiteProvider } from "../site/app/SiteContext.tsx";
import { AuthProvider } from "../ui/auth/AuthProvider.tsx";
import { crewToken, storedToken } from "../ui/auth/session.ts";
import { crewPath } from "../domain/crewRoutes.ts";
import { PageErrorBoundary } from "../ui/components/PageErrorBoundary.tsx";

// A crew page in OBS signs its socket in with the token of its address.
const client = new ThingClient({ token: crewPath(location.pathname) ? crewToken() : storedToken() });
void syncServerClock();
const host = hostInfo();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <LiveProvider client={client}>
      <AuthProvider>
        <SettingsProvider>
          <SiteProvider value={{ ...host, minisiteEventId: null }}>
            <BrowserRouter>
              {/* The last resort, for what fails outside a page's own slot (the header's lazy parts). */}
              <PageErrorBoundary>
                <App />
              </PageErrorBoundary>
            </BrowserRouter>
          </SiteProvider>
        </SettingsProvider>
      </AuthProvider>
    </LiveProvider>
  </StrictMode>,
);
