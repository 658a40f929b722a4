import { useEffect } from "react";
import { useAuth } from "./AuthProvider.tsx";

/** /reset: clear the auth cookie and go home. */
export default function ResetPage() {
  const auth = useAuth();
  useEffect(() => {
    auth.signOut();
    window.location.replace("/");
  }, [auth]);
  return <p className="loading">Signing you out…</p>;
}
