import { useState } from "react";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";

/**
 * Sign in with a token (SPEC §2.2 login-token modal, §8 messages): the Token dialog and the
 * /login page both use it. `testId` prefixes its input, button and message.
 */
export function TokenSignInForm({ onSignedIn, testId }: { onSignedIn: () => void; testId: string }) {
  const auth = useAuth();
  const [input, setInput] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    if (!input.trim()) return setMessage("No token");
    setBusy(true);
    const result = await auth.signInWithToken(input.trim());
    setBusy(false);
    if (result.ok) onSignedIn();
    else setMessage(result.message);
  };
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        void signIn();
      }}
    >
      <label>
        Sign in with a token{" "}
        <input
          type="password"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          data-testid={`${testId}-input`}
          autoComplete="off"
        />
      </label>
      <button type="submit" disabled={busy} data-testid={`${testId}-submit`}>
        Sign in
      </button>
      {message ? (
        <p className="error" role="alert" data-testid={`${testId}-error`}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
