import { Navigate, useParams } from "react-router";
import { recordPath } from "../../domain/links.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";

/** /me and /me/{subPage}: your own player page. */
export default function MePage() {
  const auth = useAuth();
  const params = useParams();
  const sub = params["*"] ? `/${params["*"]}` : "";
  if (!auth.user) return null;
  return <Navigate to={`${recordPath("player", auth.user.airtableID)}${sub}`} replace />;
}
