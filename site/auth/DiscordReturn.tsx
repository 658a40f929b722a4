import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { usePageTitle } from "../components/common.tsx";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { returnAddress } from "../../domain/links.ts";
import { useSite } from "../app/SiteContext.tsx";
import { followReturn } from "./returnTo.ts";
import { postLogin } from "../../live/auth.ts";

function savedNext(mainOrigin: string): string | null {
  const cookie = document.cookie.split("; ").find((c) => c.startsWith("auth_next="));
  const next = cookie ? decodeURIComponent(cookie.slice("auth_next=".length)) : null;
  document.cookie = "auth_next=; max-age=0; path=/";
  return returnAddress(next, mainOrigin);
}

/** Whether this return links the account to the signed-in player (the redirect's ?link=1). */
function takeLinkCookie(): boolean {
  const linking = document.cookie.split("; ").includes("auth_link=1");
  document.cookie = "auth_link=; max-age=0; path=/";
  return linking;
}

/** /auth/discord/return (SPEC §2.4): Authenticating, then Hello {name}, or Authentication error with the server message. */
export default function DiscordReturn() {
  usePageTitle("Signing in");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const site = useSite();
  const [state, setState] = useState<{ kind: "working" } | { kind: "hello"; name: string } | { kind: "error"; message: string }>({
    kind: "working",
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = takeLinkCookie() && !!auth.token;
    const body = { code: params.get("code") ?? "", state: params.get("state") ?? undefined, ...(link ? { link: true } : {}) };
    void postLogin("/auth/discord-login", body, link ? { token: auth.token } : {}).then((result) => {
      if (!result.ok) return setState({ kind: "error", message: result.message });
      auth.adopt(result.token, result.user);
      setState({ kind: "hello", name: result.user.name });
      const next = savedNext(site.mainOrigin) ?? "/profile";
      setTimeout(() => followReturn(next, navigate), 800);
    });
  }, [params, navigate, auth, site]);
  return (
    <section className="auth-page" data-testid="auth-return" aria-live="polite">
      {state.kind === "working" ? <h1>Authenticating</h1> : null}
      {state.kind === "hello" ? <h1>Hello {state.name}</h1> : null}
      {state.kind === "error" ? (
        <>
          <h1>Authentication error</h1>
          <p className="error" data-testid="auth-error">
            {state.message}
          </p>
        </>
      ) : null}
    </section>
  );
}
