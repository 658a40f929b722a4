import { useState } from "react";
import { callAction } from "../../live/actions.ts";
import { useThing } from "../../live/hooks.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { LOGO_FILE_TYPES, SETTINGS_MESSAGES } from "../../domain/eventSettings.ts";

/** The limits team settings upload a logo with (the server checks them again). */
const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = /^image\/(png|jpeg|gif|webp)$/;

/**
 * A theme's logo in the console's Themes form (`upload-theme-logo`): the same file types, size
 * and messages as team settings. A new theme is created first, then its logo uploaded.
 */
export function ThemeLogo({ id }: { id: string | null }) {
  const { token } = useAuth();
  const theme = useThing("Themes", id ?? undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!id)
    return (
      <p className="hint" data-testid="org-theme-logo">
        Create the theme first, then upload its logo here.
      </p>
    );
  const current = theme?.default_logo?.[0];
  const pick = (file: File | undefined) => {
    setMessage(null);
    setPicked(null);
    if (!file) return;
    if (!LOGO_TYPES.test(file.type)) return setMessage({ ok: false, text: SETTINGS_MESSAGES.logoType });
    if (file.size > LOGO_MAX_BYTES) return setMessage({ ok: false, text: SETTINGS_MESSAGES.logoTooBig });
    const reader = new FileReader();
    reader.onload = () => setPicked(String(reader.result));
    reader.readAsDataURL(file);
  };
  const send = async (logo: string | null) => {
    setBusy(true);
    setMessage(null);
    const reply = await callAction("upload-theme-logo", { theme: id, logo }, { token });
    setBusy(false);
    if (reply.error) return setMessage({ ok: false, text: reply.issues?.[0]?.message ?? reply.errorMessage });
    setPicked(null);
    setMessage({ ok: true, text: logo ? "Logo saved" : "Logo removed" });
  };
  const src =
    picked ?? (current ? `/image.${current.fileExtension === "svg" ? "svg" : "webp"}?id=${encodeURIComponent(current.id)}&size=144` : null);
  return (
    <fieldset className="org-field org-fieldset org-theme-logo" data-testid="org-theme-logo">
      <legend>Logo</legend>
      <div className="org-theme-logo-row">
        {src ? (
          <img src={src} alt={picked ? "New logo" : "Current logo"} width={72} height={72} data-testid="org-theme-logo-image" />
        ) : (
          <span className="muted">No logo yet</span>
        )}
        <label>
          <span>Choose an image</span>
          <input type="file" accept={LOGO_FILE_TYPES} onChange={(e) => pick(e.target.files?.[0])} data-testid="org-theme-logo-file" />
        </label>
        <button type="button" disabled={!picked || busy} onClick={() => void send(picked)} data-testid="org-theme-logo-upload">
          Upload logo
        </button>
        {current && !picked ? (
          <button type="button" className="secondary" disabled={busy} onClick={() => void send(null)}>
            Remove logo
          </button>
        ) : null}
      </div>
      <small className="hint">PNG, JPEG, GIF or WebP, at most 1 MB. Teams and events using this theme show it.</small>
      {message ? (
        <p className={message.ok ? "notice-ok" : "error"} role={message.ok ? "status" : "alert"} data-testid="org-theme-logo-message">
          {message.text}
        </p>
      ) : null}
    </fieldset>
  );
}
