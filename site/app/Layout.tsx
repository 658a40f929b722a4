import { Suspense, useState, type ReactNode } from "react";
import { NavLink, useSearchParams } from "react-router";
import type { EventRecord } from "../../domain/tables.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useViewerRecord } from "../../ui/auth/useViewerRecords.ts";
import { lazyWithRetry } from "../../ui/components/lazyWithRetry.ts";
import { isProductionHost } from "./host.ts";
import { NavNotice } from "./NavNotice.tsx";
import { UserMenu } from "./UserMenu.tsx";

// Only a minisite or a click needs these: the home page does not download them.
const MinisiteNav = lazyWithRetry(() => import("./MinisiteNav.tsx").then((m) => ({ default: m.MinisiteNav })));
const TimezoneModal = lazyWithRetry(() => import("./TimezoneModal.tsx").then((m) => ({ default: m.TimezoneModal })));
const TokenModal = lazyWithRetry(() => import("./TokenModal.tsx").then((m) => ({ default: m.TokenModal })));
const ForcedTokenModal = lazyWithRetry(() => import("./TokenModal.tsx").then((m) => ({ default: m.ForcedTokenModal })));

/** Every page's frame: navigation (main or minisite), the notice, modals and the footer. */
export function Layout({ children, minisiteEvent }: { children: ReactNode; minisiteEvent?: EventRecord | null }) {
  const auth = useAuth();
  const [modal, setModal] = useState<"timezone" | "token" | null>(null);
  const [params, setParams] = useSearchParams();
  const forced = params.has("token") && !isProductionHost();
  const client = useViewerRecord("Clients", auth.user?.clients[0]);
  const [menuOpen, setMenuOpen] = useState(false);
  const link = (to: string, label: string, testId: string) => (
    <NavLink to={to} data-testid={testId} onClick={() => setMenuOpen(false)}>
      {label}
    </NavLink>
  );
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <nav className={`navbar${menuOpen ? " menu-open" : ""}`} aria-label="Main" data-testid="navbar">
        {minisiteEvent ? (
          <Suspense fallback={null}>
            <MinisiteNav event={minisiteEvent} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        ) : (
          <NavLink to="/" className="brand" data-testid="nav-home">
            <span className="brand-mark" aria-hidden="true">
              ◆
            </span>{" "}
            Community Esports
          </NavLink>
        )}
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={minisiteEvent ? "minisite-links nav-links" : "nav-links"}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu
        </button>
        <div id="nav-links" className={`nav-links${menuOpen ? " open" : ""}`}>
          {minisiteEvent ? null : (
            <>
              {link("/events", "Events", "nav-events")}
              {link("/teams", "Teams", "nav-teams")}
              {link("/players", "Players", "nav-players")}
              {link("/learn", "Learn", "nav-learn")}
              {auth.user ? link("/profile", "Profile", "nav-profile") : null}
              {auth.user?.clients.length ? link("/dashboard", "Dashboard", "nav-dashboard") : null}
              {client ? (
                <a href={`/client/${client.key}/tally-viewer`} data-testid="nav-tally">
                  Tally
                </a>
              ) : null}
            </>
          )}
          <button
            type="button"
            className="nav-button"
            onClick={() => setModal("timezone")}
            data-testid="nav-timezone"
            aria-label="Change timezone"
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          </button>
          <UserMenu onToken={() => setModal("token")} />
        </div>
      </nav>
      <NavNotice />
      <main id="main" className="content">
        {children}
      </main>
      <footer className="footer">
        <span>Community Esports — tournaments, teams and broadcasts run by the community.</span>
      </footer>
      <Suspense fallback={null}>
        {modal === "timezone" ? <TimezoneModal onClose={() => setModal(null)} /> : null}
        {modal === "token" ? <TokenModal onClose={() => setModal(null)} /> : null}
        {forced ? (
          <ForcedTokenModal
            token={params.get("token") ?? ""}
            onClose={() => {
              params.delete("token");
              setParams(params, { replace: true });
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
