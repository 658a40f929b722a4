import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { fetchSetupNeeded, postSetup } from "../../live/auth.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { usePageTitle } from "../components/common.tsx";

/**
 * /setup: the first run of a server started on an empty database (SEED_DEMO=0). The server
 * prints a link with a one-time code; its holder names the first organiser account, is signed
 * in as it, and goes on to the organiser console to start a season.
 */
export default function SetupPage() {
  usePageTitle("Set up");
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [needed, setNeeded] = useState<boolean | null>(null);
  const [name, setName] = useState("");
  const [code, setCode] = useState(params.get("code") ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void fetchSetupNeeded().then((answer) => current && setNeeded(answer));
    return () => {
      current = false;
    };
  }, []);

  const submit = async () => {
    setBusy(true);
    setMessage(null);
    const made = await postSetup({ name, code });
    const signedIn = made.ok ? await auth.signInWithToken(made.token) : made;
    setBusy(false);
    if (!signedIn.ok) return setMessage(signedIn.message);
    navigate("/organiser");
  };

  if (needed === null) return <Loading label="Checking this server" />;
  if (!needed) {
    return (
      <section className="narrow stack" data-testid="setup-done">
        <h1>Set up</h1>
        <p>This site is set up already. Sign in to run your events.</p>
      </section>
    );
  }
  return (
    <section className="narrow stack" data-testid="setup">
      <h1>Set up your site</h1>
      <p>
        No organiser account exists yet. Create yours: it can create events, teams, matches and broadcasts, and give others their roles.
      </p>
      <p className="muted" data-testid="setup-discord-hint">
        You sign in with a token at first: link your Discord account on your Profile page afterwards to sign in with Discord.
      </p>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label>
          Your name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={64} required data-testid="setup-name" />
        </label>
        <label>
          Setup code <input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" required data-testid="setup-code" />
        </label>
        <button type="submit" disabled={busy || !name.trim() || !code.trim()} data-testid="setup-submit">
          Create the organiser account
        </button>
        {message ? (
          <p className="error" role="alert" data-testid="setup-error">
            {message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
