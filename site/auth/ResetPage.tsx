import { useEffect } from "react";
import { clearToken } from "../../ui/auth/session.ts";

/**
 * /reset (SPEC §2.4): clear the auth cookie and stored token on this browser and go home.
 * Unlike Logout, the session itself is not revoked: other devices stay signed in.
 */
export default function ResetPage() {
  useEffect(() => {
    clearToken();
    window.location.replace("/");
  }, []);
  return <p className="loading">Signing you out…</p>;
}
