import { useState } from "react";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { Modal } from "../../ui/components/Modal.tsx";
import { TokenSignInForm } from "../auth/TokenSignInForm.tsx";

/** The login-token modal: copy your token (after the safety tick) or sign in with one. */
export function TokenModal({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const [safe, setSafe] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!auth.token || !safe) return;
    await navigator.clipboard?.writeText(auth.token).catch(() => {});
    setCopied(true);
    setTimeout(() => setCopied(false), 1000);
  };
  return (
    <Modal title="Token" onClose={onClose} testId="token-modal">
      {auth.token ? (
        <section>
          <p>Your token signs you in to tools like the stream software and the companion module. Anyone holding it can act as you.</p>
          <label className="check">
            <input type="checkbox" checked={safe} onChange={(e) => setSafe(e.target.checked)} data-testid="token-safe" /> I will keep my
            token safe
          </label>
          <button type="button" disabled={!safe} onClick={copy} data-testid="token-copy">
            {copied ? "Copied" : "Copy token"}
          </button>
        </section>
      ) : null}
      <TokenSignInForm onSignedIn={() => window.location.reload()} testId="token" />
    </Modal>
  );
}

/** Outside production a link may carry ?token=…: confirm before signing in with it. */
export function ForcedTokenModal({ token, onClose }: { token: string; onClose: () => void }) {
  const auth = useAuth();
  const [message, setMessage] = useState<string | null>(token ? null : "No token supplied");
  const accept = async () => {
    if (!token) return setMessage("No token supplied");
    const result = await auth.signInWithToken(token);
    if (result.ok) onClose();
    else setMessage(result.message);
  };
  return (
    <Modal title="Sign in with a supplied token" onClose={onClose} testId="forced-token-modal">
      <p>This link carries a sign-in token. Only accept it if you trust who sent it.</p>
      {message ? (
        <p className="error" role="alert" data-testid="forced-token-message">
          {message}
        </p>
      ) : null}
      <div className="row">
        <button type="button" onClick={accept} disabled={!token}>
          Sign in
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
