import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { returnAddress } from "../../domain/links.ts";
import { fetchSignInProviders, type SignInProviders } from "../../live/auth.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import { useSite } from "../app/SiteContext.tsx";
import { usePageTitle } from "../components/common.tsx";
import { DiscordSetup, TokenHelp } from "./LoginHelp.tsx";
import { TokenSignInForm } from "./TokenSignInForm.tsx";
import { absoluteHere, followReturn } from "./returnTo.ts";

/** The server's sign-in options: undefined while asking, null when it could not say. */
function useSignInProviders(ask: boolean): SignInProviders | null | undefined {
  const [providers, setProviders] = useState<SignInProviders | null | undefined>(undefined);
  useEffect(() => {
    if (!ask) return;
    let current = true;
    void fetchSignInProviders().then((answer) => current && setProviders(answer));
    return () => {
      current = false;
    };
  }, [ask]);
  return providers;
}

/**
 * /login (SPEC §2.4): straight on to Discord's sign-in when the server has it configured;
 * without it, sign in with a token, saying where one comes from and what Discord sign-in needs. Either way the
 * visitor then goes to the return address, else /profile. A minisite sends its visitors to
 * the main domain's /login first, with its own page as the whole address to come back to.
 */
export default function LoginPage() {
  usePageTitle("Log in");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useSite();
  const next = returnAddress(params.get("next") ?? params.get("return"), site.mainOrigin);
  const query = next ? `?next=${encodeURIComponent(next)}` : "";
  // From a minisite, the main site's login must know which host to come back to.
  const minisiteQuery = `?next=${encodeURIComponent(next ? (next.startsWith("/") ? absoluteHere(next) : next) : absoluteHere("/"))}`;
  const providers = useSignInProviders(!site.subdomain);
  const discord = !!providers?.discord;
  useEffect(() => {
    if (site.subdomain) window.location.replace(`${site.mainOrigin}/login${minisiteQuery}`);
    else if (discord) window.location.replace(`/auth/discord/redirect${query}`);
  }, [query, minisiteQuery, site, discord]);
  if (site.subdomain || discord)
    return (
      <p className="loading" data-testid="login-redirect">
        Taking you to sign in…
      </p>
    );
  if (providers === undefined) return <Loading label="Checking how you can sign in" />;
  return (
    <section className="login-page" data-testid="login-page">
      <h1>Log in</h1>
      <TokenHelp known={providers !== null} />
      <TokenSignInForm onSignedIn={() => followReturn(next ?? "/profile", navigate)} testId="login-token" />
      <DiscordSetup origin={site.mainOrigin} />
    </section>
  );
}
