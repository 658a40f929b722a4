import { useState } from "react";
import { PERMISSION_MESSAGES, canEditProfile } from "../../domain/permissions.ts";
import { recordPath } from "../../domain/links.ts";
import { PROFILE_TEXT_LIMITS } from "../../domain/actions.ts";
import { InlineError } from "../../ui/actions/ActionFeedback.tsx";
import type { ActionError } from "../../ui/actions/useActionCall.ts";
import { callAction } from "../../live/actions.ts";
import { useThings } from "../../live/hooks.ts";
import { PageHeader, SmartLink, usePageTitle } from "../components/common.tsx";
import { Loading } from "../../ui/components/Loading.tsx";
import { HEROES_BY_ROLE, PRONOUN_OPTIONS, PRONUNCIATION_LIMIT, ROLE_OPTIONS, SAVED_INDICATOR_MS } from "../content/heroes.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useMyPlayer } from "../../ui/auth/usePlayer.ts";
import { DiscordLink } from "./DiscordLink.tsx";

const SUPPORT_TIP = "Ask in the support channel to change this.";

/** /profile (SPEC §2.10). */
export default function ProfilePage() {
  usePageTitle("Profile");
  const auth = useAuth();
  const player = useMyPlayer();
  const teams = useThings("Teams", player?.member_of ?? null);
  const themeIds = teams.flatMap((t) => t?.theme ?? []);
  const themes = useThings("Themes", themeIds);
  const [form, setForm] = useState({ pronouns: "", pronunciation: "", role: "", favourite_hero: "", profile_picture_theme: "" });
  const [status, setStatus] = useState<"idle" | "saving" | "saved">("idle");
  const [refusal, setRefusal] = useState<ActionError | null>(null);
  // The form is filled when a player loads, not on their live updates, which must not wipe what is being typed.
  const [formFor, setFormFor] = useState<string | null>(null);
  if (player && formFor !== player.id) {
    setFormFor(player.id);
    setForm({
      pronouns: player.pronouns ?? "",
      pronunciation: player.pronunciation ?? "",
      role: player.role === "Damage" ? "DPS" : (player.role ?? ""),
      favourite_hero: player.favourite_hero ?? "",
      profile_picture_theme: player.profile_picture_theme?.[0] ?? "",
    });
  }
  if (player === undefined) return <Loading />;
  if (!player) return <p>Your player record could not be found.</p>;
  const restricted = !canEditProfile(player);
  const tooLong = form.pronunciation.length > PRONUNCIATION_LIMIT;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const save = async () => {
    setStatus("saving");
    setRefusal(null);
    const profileData = {
      pronouns: form.pronouns || undefined,
      pronunciation: form.pronunciation,
      favourite_hero: form.favourite_hero || undefined,
      role: (form.role || undefined) as (typeof ROLE_OPTIONS)[number] | undefined,
      profile_picture_theme: form.profile_picture_theme || null,
    };
    const reply = await callAction("update-profile-data", { profileData }, { token: auth.token });
    if (reply.error) {
      setStatus("idle");
      setRefusal({ text: reply.errorMessage, issues: reply.issues ?? [] });
      return;
    }
    setStatus("saved");
    setTimeout(() => setStatus("idle"), SAVED_INDICATOR_MS);
  };
  return (
    <div className="profile" data-testid="profile-page">
      <PageHeader title="Profile" subtitle={<SmartLink to={recordPath("player", player.id)}>View your player page</SmartLink>} />
      <DiscordLink player={player} />
      {restricted ? (
        <p className="error" role="alert" data-testid="profile-restricted">
          {PERMISSION_MESSAGES.profileRestricted}
        </p>
      ) : null}
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label>
          Name <input value={player.name} readOnly title={SUPPORT_TIP} aria-describedby="name-tip" data-testid="profile-name" />
        </label>
        <small id="name-tip" className="hint">
          {SUPPORT_TIP}
        </small>
        <label>
          Battletag <input value={player.battletag ?? ""} readOnly title={SUPPORT_TIP} data-testid="profile-battletag" />
        </label>
        <label>
          Pronouns
          <select value={form.pronouns} onChange={set("pronouns")} disabled={restricted} data-testid="profile-pronouns">
            <option value="">Not set</option>
            {PRONOUN_OPTIONS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        <label>
          Pronunciation
          <input
            value={form.pronunciation}
            maxLength={PROFILE_TEXT_LIMITS.pronunciation}
            onChange={set("pronunciation")}
            disabled={restricted}
            aria-invalid={tooLong}
            className={tooLong ? "invalid" : ""}
            data-testid="profile-pronunciation"
          />
        </label>
        <small className={tooLong ? "hint error" : "hint"} data-testid="pronunciation-hint">
          Keep it under {PRONUNCIATION_LIMIT} characters ({form.pronunciation.length}/{PRONUNCIATION_LIMIT}).
        </small>
        <label>
          Role
          <select value={form.role} onChange={set("role")} disabled={restricted} data-testid="profile-role">
            <option value="">Not set</option>
            {ROLE_OPTIONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Favourite hero
          <select value={form.favourite_hero} onChange={set("favourite_hero")} disabled={restricted} data-testid="profile-hero">
            <option value="">Not set</option>
            {Object.entries(HEROES_BY_ROLE).map(([role, heroes]) => (
              <optgroup key={role} label={role}>
                {heroes.map((h) => (
                  <option key={h}>{h}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          Profile picture theme
          <select
            value={form.profile_picture_theme}
            onChange={set("profile_picture_theme")}
            disabled={restricted}
            data-testid="profile-theme"
          >
            <option value="">Default</option>
            {themes.map((t) =>
              t ? (
                <option key={t.id} value={t.id}>
                  {t.name ?? "Team theme"}
                </option>
              ) : null,
            )}
          </select>
        </label>
        <InlineError error={refusal} testId="profile-error" className="error" />
        <button type="submit" disabled={restricted || status === "saving"} data-testid="profile-save">
          {status === "saving" ? "Saving…" : status === "saved" ? "Saved" : "Save"}
        </button>
      </form>
    </div>
  );
}
