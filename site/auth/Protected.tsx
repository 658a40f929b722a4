import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Loading } from "../../ui/components/Loading.tsx";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";

/** SPEC §2.4: the stored token is tried first; without a user the visitor goes to /login with a return path. */
export function Protected({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === "checking") return <Loading label="Checking your sign-in" />;
  if (auth.status === "signed-out") {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}
