import { useState, type KeyboardEvent } from "react";
import { PEER_VIDEO_SERVICE } from "../../../domain/cams.ts";
import { parseWebLink } from "../../../domain/links.ts";
import { useDashboard } from "../frame/DashboardContext.tsx";
import { InlineError } from "../../../ui/actions/ActionFeedback.tsx";
import { useDashboardAction } from "../frame/useDashboardAction.ts";

/**
 * The broadcast's cam link (update-broadcast playerCams): the peer video room every player
 * cam goes through; empty uses the default service (domain/cams.ts).
 */
export function CamLinkControl() {
  const { broadcast } = useDashboard();
  const stored = broadcast.player_cams ?? "";
  const [draft, setDraft] = useState<string | null>(null);
  const { run, pending, error } = useDashboardAction();
  const value = draft ?? stored;
  const text = value.trim();
  const invalid = !!text && !parseWebLink(text);
  const changed = draft !== null && text !== stored;

  const save = async () => {
    if (invalid || !changed) return;
    const data = await run("update-broadcast", { playerCams: text }, { notice: () => (text ? "Cam link saved" : "Cam link cleared") });
    if (data !== null) setDraft(null);
  };
  // Ctrl+Enter saves the focused form (DASHBOARD.md).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) void save();
  };

  return (
    <div className="custom-cam-link">
      <label htmlFor="customisation-cam-link">Cam link</label>
      <div className="custom-cam-row">
        <input
          id="customisation-cam-link"
          type="url"
          value={value}
          placeholder={PEER_VIDEO_SERVICE}
          aria-invalid={invalid}
          aria-describedby="customisation-cam-link-hint"
          disabled={pending}
          data-testid="customisation-cam-link"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          disabled={pending || invalid || !changed}
          data-testid="customisation-cam-link-save"
          onClick={() => void save()}
        >
          {pending ? "Saving…" : "Save"}
        </button>
      </div>
      <p className={invalid ? "hint error" : "hint"} id="customisation-cam-link-hint">
        {invalid
          ? "Enter a web link (http or https), or leave it empty."
          : `The peer video room player cams go through, with your room in it; empty uses ${PEER_VIDEO_SERVICE}.`}
      </p>
      <InlineError error={error} testId="customisation-cam-link-error" />
    </div>
  );
}
