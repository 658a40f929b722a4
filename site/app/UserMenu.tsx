import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { recordPath } from "../../domain/links.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useViewerRecord } from "../../ui/auth/useViewerRecords.ts";
import { usePermissionSubject } from "../../ui/auth/usePlayer.ts";
import { canUseConsole } from "../../domain/permissions.ts";
import { isProductionHost } from "./host.ts";

/** The user menu of SPEC §2.3. */
export function UserMenu({ onToken }: { onToken: () => void }) {
  const auth = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const client = useViewerRecord("Clients", auth.user?.clients[0]);
  // Whoever the organiser console admits (organisers, event staff and editors) finds it here.
  const runsEvents = canUseConsole(usePermissionSubject());
  useEffect(() => {
    const close = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);
  if (!auth.user) {
    return (
      <span className="row">
        {/* Back to this page once signed in (the login page reads `next`). */}
        <Link
          to={location.pathname === "/login" ? "/login" : `/login?next=${encodeURIComponent(location.pathname + location.search)}`}
          className="button small"
          data-testid="nav-login"
        >
          Log in
        </Link>
        <button type="button" className="nav-button" onClick={onToken} data-testid="nav-token">
          Token
        </button>
      </span>
    );
  }
  const user = auth.user;
  const item = (to: string, label: string) => (
    <Link role="menuitem" to={to} onClick={() => setOpen(false)}>
      {label}
    </Link>
  );
  return (
    <div className="user-menu" ref={ref} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="user-menu-button">
        {user.avatar ? <img src={user.avatar} alt="" width={24} height={24} className="avatar" /> : null}
        <span data-testid="user-name">{user.name}</span>
      </button>
      {open ? (
        <div className="menu" role="menu" data-testid="user-menu">
          {item(recordPath("player", user.airtableID), "Player page")}
          {item("/profile", "Edit profile")}
          {user.clients.length ? item("/dashboard", "Dashboard") : null}
          {runsEvents ? item("/organiser", "Organiser console") : null}
          {client ? (
            <a role="menuitem" href={`/client/${client.key}/admin`}>
              Source overview
            </a>
          ) : null}
          {client ? (
            <a role="menuitem" href={`/client/${client.key}/tally-viewer`}>
              Tally Viewer
            </a>
          ) : null}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onToken();
            }}
          >
            Token
          </button>
          {item("/login", "Re-authenticate")}
          {isProductionHost() ? null : (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                auth.signOut();
              }}
              data-testid="logout"
            >
              Logout
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
