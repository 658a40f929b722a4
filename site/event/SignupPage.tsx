import { useState } from "react";
import { Link, useLocation } from "react-router";
import {
  eligibleWithMain,
  parseSignupSettings,
  PLAYER_ROLE_SR_FIELD,
  ROLE_SR_FIELD,
  SIGNUP_ACTION_SCHEMAS,
  SIGNUP_MESSAGES,
  SIGNUP_ROLES,
  signupsOpen,
  srInputsFor,
  srText,
  SR_MAX,
  SR_MIN,
  INFO_FOR_CAPTAINS_MAX,
  type SignupRole,
} from "../../domain/signups.ts";
import { describeIssues, type ActionInput } from "../../domain/actions.ts";
import type { EventRecord, PlayerRecord, Thing } from "../../domain/tables.ts";
import { present, useServerNow } from "../../live/hooks.ts";
import { ActionFeedback } from "../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../ui/actions/useActionCall.ts";
import { useAuth } from "../../ui/auth/AuthProvider.tsx";
import { useMyPlayer } from "../../ui/auth/usePlayer.ts";
import { useViewerRecords } from "../../ui/auth/useViewerRecords.ts";
import { Loading } from "../../ui/components/Loading.tsx";
import "./signups.css";

type SrKey = "sr" | (typeof ROLE_SR_FIELD)[SignupRole];

interface Draft {
  main_role: SignupRole | "";
  sr: Record<SrKey, string>;
  eligible: SignupRole[];
  info: string;
}

const isRole = (value: unknown): value is SignupRole => (SIGNUP_ROLES as readonly unknown[]).includes(value);
const text = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The form as it starts: the player's sign-up when they have one, else what their player record says. */
function initialDraft(signup: Thing<"Signup Data"> | undefined, me: PlayerRecord): Draft {
  if (signup)
    return {
      main_role: isRole(signup.main_role) ? signup.main_role : "",
      sr: { sr: text(signup.sr), tank_sr: text(signup.tank_sr), dps_sr: text(signup.dps_sr), support_sr: text(signup.support_sr) },
      eligible: (signup.eligible_roles ?? []).filter(isRole),
      info: signup.info_for_captains ?? "",
    };
  const role = me.role === "Damage" ? "DPS" : me.role;
  return {
    main_role: isRole(role) ? role : "",
    sr: {
      sr: text(me.manual_sr),
      tank_sr: text(me[PLAYER_ROLE_SR_FIELD.Tank]),
      dps_sr: text(me[PLAYER_ROLE_SR_FIELD.DPS]),
      support_sr: text(me[PLAYER_ROLE_SR_FIELD.Support]),
    },
    eligible: (me.eligible_roles ?? []).filter(isRole),
    info: "",
  };
}

/** /event/{id}/signup (SPEC §1: players sign up for events with a skill rating). */
export function SignupPage({ event, root, canEdit }: { event: EventRecord; root: string; canEdit: boolean }) {
  const auth = useAuth();
  const location = useLocation();
  const me = useMyPlayer();
  const now = useServerNow();
  const settings = parseSignupSettings(event.blocks);
  const open = signupsOpen(settings, now);
  // A sign-up's answers are the player's own (domain/projection.ts): read with their token.
  const signups = useViewerRecords("Signup Data", me?.signup_data ?? []);
  const mine = present(signups).find((s) => s.event.includes(event.id));

  return (
    <section className="signup-page" data-testid="event-signup">
      <h2>Sign up</h2>
      {settings.closes !== undefined && open ? (
        <p className="muted" data-testid="signup-closes">
          Sign-ups close {new Date(settings.closes).toLocaleString()}
        </p>
      ) : null}
      {canEdit ? (
        <p>
          <Link to={`${root}/signups`} data-testid="signup-list-link">
            See all sign-ups
          </Link>
        </p>
      ) : null}
      {auth.status === "checking" || (auth.status === "signed-in" && (me === undefined || signups.includes(undefined))) ? (
        <Loading label="Checking your sign-in" />
      ) : auth.status === "signed-out" || !me ? (
        <>
          {!open ? <p data-testid="signup-closed">{SIGNUP_MESSAGES.closed}</p> : null}
          <p>
            <Link className="button" to={`/login?next=${encodeURIComponent(location.pathname)}`} data-testid="signup-sign-in">
              Sign in to sign up
            </Link>
          </p>
        </>
      ) : (
        <SignupForm event={event} me={me} mine={mine} open={open} />
      )}
    </section>
  );
}

function SignupForm({
  event,
  me,
  mine,
  open,
}: {
  event: EventRecord;
  me: PlayerRecord;
  mine: Thing<"Signup Data"> | undefined;
  open: boolean;
}) {
  const settings = parseSignupSettings(event.blocks);
  const { call, busy, feedback, refuse } = useActionCall();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [editing, setEditing] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const form = draft ?? initialDraft(mine, me);
  const change = (patch: Partial<Draft>) => setDraft({ ...form, ...patch });
  const inputs = srInputsFor(settings, form.main_role, form.eligible);

  const submit = async () => {
    const payload: Record<string, unknown> = {
      event: event.id,
      main_role: form.main_role || undefined,
      eligible_roles: form.main_role ? eligibleWithMain(form.main_role, form.eligible) : form.eligible,
      info_for_captains: form.info.trim() || undefined,
    };
    const keys: SrKey[] = inputs === "single" ? ["sr"] : inputs.map((r) => ROLE_SR_FIELD[r]);
    for (const key of keys) if (form.sr[key].trim() !== "") payload[key] = Number(form.sr[key]);
    const parsed = SIGNUP_ACTION_SCHEMAS["submit-signup"].safeParse(payload);
    if (!parsed.success) return refuse("Check your sign-up", describeIssues(parsed.error));
    const done = await call("submit-signup", payload as ActionInput<"submit-signup">, (d) =>
      d.created ? "Sign-up submitted" : "Sign-up updated",
    );
    if (done) {
      setDraft(null);
      setEditing(false);
      setSubmitted(true);
    }
  };
  const withdraw = async () => {
    const done = await call("withdraw-signup", { event: event.id }, () => "Your sign-up was withdrawn");
    if (done) {
      setDraft(null);
      setEditing(false);
      setSubmitted(false);
    }
  };

  if ((mine || submitted) && !editing)
    return (
      <div className="table-card stack" data-testid="signup-done">
        <h3>You're signed up</h3>
        {mine ? (
          <dl className="signup-summary">
            <dt>Main role</dt>
            <dd data-testid="signup-done-role">{mine.main_role ?? "—"}</dd>
            <dt>SR</dt>
            <dd data-testid="signup-sr">{srText(mine)}</dd>
            <dt>Eligible roles</dt>
            <dd>{(mine.eligible_roles ?? []).join(", ") || "—"}</dd>
            {mine.info_for_captains ? (
              <>
                <dt>Notes for captains</dt>
                <dd className="signup-notes">{mine.info_for_captains}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {open ? (
          <div className="row">
            <button type="button" className="secondary" onClick={() => setEditing(true)} disabled={busy} data-testid="signup-edit">
              Edit
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => void withdraw()}
              disabled={busy || !mine}
              data-testid="signup-withdraw"
            >
              Withdraw
            </button>
          </div>
        ) : (
          <p className="muted">{SIGNUP_MESSAGES.closed}</p>
        )}
        <ActionFeedback feedback={feedback} testId="signup" />
      </div>
    );

  if (!open)
    return (
      <>
        <p data-testid="signup-closed">{SIGNUP_MESSAGES.closed}</p>
        <ActionFeedback feedback={feedback} testId="signup" />
      </>
    );

  const srLabel = (key: SrKey) => (key === "sr" ? "SR" : `${SIGNUP_ROLES.find((r) => ROLE_SR_FIELD[r] === key)} SR`);
  const srInput = (key: SrKey) => (
    <label key={key}>
      {srLabel(key)}
      <input
        type="number"
        min={SR_MIN}
        max={SR_MAX}
        step={1}
        inputMode="numeric"
        value={form.sr[key]}
        onChange={(e) => change({ sr: { ...form.sr, [key]: e.target.value } })}
        data-testid={`signup-${key.replace("_", "-")}`}
      />
    </label>
  );

  return (
    <form
      className="form-grid"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="signup-form"
    >
      <fieldset className="stack" disabled={busy}>
        <label>
          Main role
          <select
            value={form.main_role}
            onChange={(e) => change({ main_role: e.target.value as SignupRole | "" })}
            data-testid="signup-main-role"
          >
            <option value="">Choose a role</option>
            {SIGNUP_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="signup-roles">
          <legend>Roles you can play</legend>
          {SIGNUP_ROLES.map((r) => (
            <label key={r} className="check">
              <input
                type="checkbox"
                checked={r === form.main_role || form.eligible.includes(r)}
                disabled={r === form.main_role}
                onChange={(e) => change({ eligible: e.target.checked ? [...form.eligible, r] : form.eligible.filter((x) => x !== r) })}
                data-testid={`signup-eligible-${r}`}
              />
              {r}
            </label>
          ))}
        </fieldset>
        {inputs === "single" ? srInput("sr") : <div className="row signup-sr-inputs">{inputs.map((r) => srInput(ROLE_SR_FIELD[r]))}</div>}
        <p className="hint">
          Whole numbers from {SR_MIN} to {SR_MAX}.
        </p>
        <label>
          Notes for captains
          <textarea
            rows={3}
            maxLength={INFO_FOR_CAPTAINS_MAX}
            value={form.info}
            onChange={(e) => change({ info: e.target.value })}
            data-testid="signup-info"
          />
        </label>
        <p className="hint">
          {form.info.length}/{INFO_FOR_CAPTAINS_MAX}
        </p>
        <div className="row">
          <button type="submit" className="button" disabled={busy} data-testid="signup-submit">
            {busy ? "Submitting…" : mine ? "Save changes" : "Submit"}
          </button>
          {editing ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setDraft(null);
                setEditing(false);
              }}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </fieldset>
      <ActionFeedback feedback={feedback} testId="signup" />
    </form>
  );
}
