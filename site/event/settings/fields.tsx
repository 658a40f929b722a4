import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { ActionInput, ActionKey } from "../../../domain/actions.ts";
import { blocksObject } from "../../../domain/eventBlocks.ts";
import { THEME_COLOUR_FIELDS, THEME_COLOUR_LABELS, type SocialInput, type ThemeColourField } from "../../../domain/eventSettings.ts";
import { SOCIAL_TYPES } from "../../../domain/records.ts";
import { playerSearchReady, searchPlayers, SEARCH_TOO_SHORT } from "../../../domain/search.ts";
import type { EventRecord, ThemeRecord, Thing } from "../../../domain/tables.ts";

type SocialRecord = Thing<"Socials">;
import { present, useCollection, useThing, useThings } from "../../../live/hooks.ts";
import { ActionFeedback } from "../../../ui/actions/ActionFeedback.tsx";
import { useActionCall } from "../../../ui/actions/useActionCall.ts";
import { themeColours } from "../../components/common.tsx";
import "./settings.css";

/** One settings form: its fields, its Save button, and "Saved" or the server's refusal under it. */
export function SettingsForm<K extends ActionKey>({
  testId,
  action,
  payload,
  children,
  label = "Save",
  onSaved,
}: {
  testId: string;
  action: K;
  /** The payload to send, built when the form is submitted; null sends nothing. */
  payload: () => ActionInput<K> | null;
  children: ReactNode;
  label?: string;
  onSaved?: () => void;
}) {
  const { call, busy, feedback } = useActionCall();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = payload();
    if (body === null) return;
    const data = await call(action, body, () => "Saved");
    if (data !== null) onSaved?.();
  };
  return (
    <form className="form-grid settings-form" onSubmit={(e) => void submit(e)} data-testid={testId}>
      {children}
      <div className="row settings-save">
        <button type="submit" className="button" disabled={busy} data-testid={`${testId}-save`}>
          {busy ? "Saving…" : label}
        </button>
      </div>
      <ActionFeedback feedback={feedback} testId={testId} />
    </form>
  );
}

/**
 * Form state filled from a record when it loads (or another record is shown), not on its live
 * updates, which must not wipe what is being typed.
 */
export function useFormFor<T>(key: string | null | undefined, initial: () => T): [T, (next: T) => void] {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  let current = state;
  if (key && (!state || state.key !== key)) {
    current = { key, value: initial() };
    setState(current);
  }
  return [current ? current.value : initial(), (next) => setState({ key: key ?? "", value: next })];
}

export type Colours = Record<ThemeColourField, string>;

export function coloursOf(theme: ThemeRecord | null | undefined): Colours {
  return Object.fromEntries(THEME_COLOUR_FIELDS.map((f) => [f, theme?.[f] ?? ""])) as Colours;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** What to send of edited colours: valid ones, and null for cleared ones; undefined while any is invalid. */
export function coloursPayload(colours: Colours): Record<ThemeColourField, string | null> | undefined {
  const out = {} as Record<ThemeColourField, string | null>;
  for (const f of THEME_COLOUR_FIELDS) {
    const v = colours[f].trim();
    if (v && !HEX.test(v)) return undefined;
    out[f] = v || null;
  }
  return out;
}

/** Theme colours as hex text with a picker beside each, and a preview of the theme. */
export function ColourFields({
  value,
  onChange,
  testId,
  preview,
}: {
  value: Colours;
  onChange: (next: Colours) => void;
  testId: string;
  preview: string;
}) {
  return (
    <fieldset className="settings-fieldset">
      <legend>Theme colours</legend>
      <div className="colour-grid">
        {THEME_COLOUR_FIELDS.map((f) => {
          const v = value[f];
          const invalid = !!v && !HEX.test(v);
          return (
            <label key={f}>
              {THEME_COLOUR_LABELS[f]}
              <span className="colour-input">
                <input
                  type="color"
                  aria-label={`${THEME_COLOUR_LABELS[f]} picker`}
                  value={HEX.test(v) ? v.toLowerCase() : "#000000"}
                  onChange={(e) => onChange({ ...value, [f]: e.target.value })}
                />
                <input
                  value={v}
                  placeholder="Not set"
                  aria-invalid={invalid}
                  onChange={(e) => onChange({ ...value, [f]: e.target.value })}
                  data-testid={`${testId}-${f}`}
                />
              </span>
              {invalid ? <small className="hint error">Use a colour like #1a2b3c</small> : null}
            </label>
          );
        })}
      </div>
      <div className="theme-preview" data-testid={`${testId}-preview`} style={themeColours(value.color_theme, value.color_text_on_theme)}>
        <span className="theme-preview-logo" style={themeColours(value.color_logo_background, value.color_text_on_logo_background)}>
          {preview.slice(0, 1)}
        </span>
        <strong>{preview}</strong>
        {value.color_accent ? <span className="swatch" style={{ background: value.color_accent }} title="Accent" /> : null}
      </div>
    </fieldset>
  );
}

export type SocialRow = SocialInput & { approved?: boolean };

export function socialRows(records: readonly (SocialRecord | null | undefined)[]): SocialRow[] {
  return present(records).map((s) => ({ id: s.id, type: s.type, url: s.url, name: s.name ?? "", approved: s.approved }));
}

/** What to send of edited socials: rows with an address, without the display-only approval. */
export function socialsPayload(rows: readonly SocialRow[]): SocialInput[] {
  return rows
    .filter((r) => r.url.trim())
    .map(({ id, type, url, name }) => ({ ...(id ? { id } : {}), type, url: url.trim(), ...(name?.trim() ? { name: name.trim() } : {}) }));
}

/** Social links: type, address and name per row. */
export function SocialsFields({
  value,
  onChange,
  testId,
  showApproval,
}: {
  value: SocialRow[];
  onChange: (next: SocialRow[]) => void;
  testId: string;
  showApproval?: boolean;
}) {
  const set = (i: number, patch: Partial<SocialRow>) => onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="settings-fieldset">
      <legend>Social links</legend>
      {!value.length ? <p className="empty">No links yet.</p> : null}
      {value.map((row, i) => (
        <div className="social-row" key={row.id ?? `new-${i}`} data-testid={`${testId}-row`}>
          <label>
            Type
            <select value={row.type} onChange={(e) => set(i, { type: e.target.value as SocialRow["type"] })}>
              {SOCIAL_TYPES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
          <label>
            Link
            <input
              type="url"
              value={row.url}
              placeholder="https://"
              onChange={(e) => set(i, { url: e.target.value })}
              data-testid={`${testId}-url`}
            />
          </label>
          <label>
            Name
            <input value={row.name ?? ""} onChange={(e) => set(i, { name: e.target.value })} />
          </label>
          {showApproval && row.id ? <span className="badge">{row.approved ? "Approved" : "Waiting for approval"}</span> : null}
          <button type="button" className="secondary" onClick={() => onChange(value.filter((_, j) => j !== i))}>
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => onChange([...value, { type: "Twitter", url: "", name: "" }])}
        data-testid={`${testId}-add`}
      >
        Add link
      </button>
    </fieldset>
  );
}

/** A player's name, live. */
export function PlayerName({ id }: { id: string }) {
  const player = useThing("Players", id);
  return <>{player?.name ?? (player === null ? "Unknown player" : "…")}</>;
}

/** Player search (SPEC §5: 3 or more characters unless Enter is pressed); picking one calls `onPick`. */
export function PlayerPicker({
  onPick,
  exclude = [],
  testId,
  label = "Add a player",
}: {
  onPick: (id: string) => void;
  exclude?: readonly string[];
  testId: string;
  label?: string;
}) {
  const [query, setQuery] = useState("");
  const [entered, setEntered] = useState(false);
  const ready = playerSearchReady(query, entered);
  const collection = useCollection(ready ? "special:players" : null);
  const ids = useMemo(() => collection?.players.map((p) => p.id) ?? null, [collection]);
  const players = present(useThings("Players", ids));
  const results = ready
    ? searchPlayers(players, query)
        .filter((p) => !exclude.includes(p.id))
        .slice(0, 8)
    : [];
  return (
    <div className="player-picker">
      <label>
        {label}
        <input
          type="search"
          placeholder="Search players"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setEntered(false);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              setEntered(true);
            }
          }}
          data-testid={`${testId}-search`}
        />
      </label>
      {query && !ready ? <p className="hint">{SEARCH_TOO_SHORT}</p> : null}
      {ready && collection && !results.length ? <p className="empty">No players found.</p> : null}
      {results.length ? (
        <ul className="picker-results">
          {results.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="chip"
                onClick={() => {
                  onPick(p.id);
                  setQuery("");
                }}
                data-testid={`${testId}-result`}
              >
                + {p.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What an event settings form sends. */
export const eventPayload = (event: EventRecord, settings: ActionInput<"update-event-settings">["settings"]) => ({
  event: event.id,
  settings,
});

/** The stored blocks, for the forms that edit one block and keep its other fields. */
export function useBlocks(event: EventRecord): Record<string, unknown> {
  return useMemo(() => blocksObject(event.blocks), [event.blocks]);
}

/** A block as an object (a missing or odd one reads as empty). */
export function blockOf(blocks: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = blocks[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
