import { Navigate, useParams } from "react-router";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";

/** /me and /me/{subPage}: your own player page. */
export default function MePage() {
  const auth = useAuth();
  const params = useParams();
  const sub = params["*"] ? `/${params["*"]}` : "";
  if (!auth.user) return null;
  return <Navigate to={`/player/${auth.user.airtableID.replace(/^rec/, "")}${sub}`} replace />;
}
