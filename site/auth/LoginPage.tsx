import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useSite } from "../app/SiteContext.tsx";
import { usePageTitle } from "../components/common.tsx";

/** /login: off to the chat platform's sign-in with the return path (via the main domain when on a minisite). */
export default function LoginPage() {
  usePageTitle("Log in");
  const [params] = useSearchParams();
  const site = useSite();
  const next = params.get("next") ?? params.get("return") ?? "";
  useEffect(() => {
    const query = next ? `?next=${encodeURIComponent(next)}` : "";
    const target = site.subdomain ? `${site.mainOrigin}/login${query}` : `/auth/discord/redirect${query}`;
    window.location.replace(target);
  }, [next, site]);
  return (
    <p className="loading" data-testid="login-redirect">
      Taking you to sign in…
    </p>
  );
}
