import { useMemo, useState, type KeyboardEvent } from "react";
import { usePageTitle } from "../../ui/components/usePageTitle.ts";
import * as edit from "../../domain/bracket/editor.ts";
import { slotFeeds } from "../../domain/bracket/feeds.ts";
import { layoutGeometry } from "../../domain/bracket/geometry.ts";
import { parseLayout, stringifyLayout, type BracketLayout } from "../../domain/bracket/layout.ts";
import { PRESETS } from "../../domain/bracket/presets.ts";
import { countOf } from "../../domain/words.ts";
import { ScrollingBracket } from "../../ui/bracket/ScrollingBracket.tsx";
import { SaveToEvent } from "./SaveToEvent.tsx";
import { StructureEditor } from "./StructureEditor.tsx";
import "./bracketCreator.css";

export const APPLY_CONFIRM = "Are you sure you want to apply this preset? Any changes will be lost.";

/** SPEC §2.11 / §4: presets, toolbar, structure editor, JSON text, a live preview and Save to event. */
export default function BracketCreatorPage() {
  usePageTitle("Bracket creator");
  const [layout, setLayoutState] = useState<BracketLayout>(() => PRESETS[0].build());
  // The user's unsaved text; null shows the layout itself (built only while the text is shown).
  const [draft, setDraft] = useState<string | null>(null);
  const [preset, setPreset] = useState(PRESETS[0].key);
  const [active, setActive] = useState<edit.ActiveConnection | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  // Large layouts keep the structure editor folded until asked: thousands of inputs slow every edit.
  const [showStructure, setShowStructure] = useState(false);
  // The preview fits its box's width (a large layout scrolls instead: fitting draws every node).
  const [fit, setFit] = useState(true);
  const setLayout = (next: BracketLayout) => {
    setLayoutState(next);
    setDraft(null);
    setParseError(null);
  };
  const geometry = useMemo(() => layoutGeometry(layout), [layout]);
  const tools = edit.toolbarState(active);
  const large = geometry.boxes.length > 64;
  const [dataOpenLarge, setDataOpenLarge] = useState(false);
  const dataOpen = !large || dataOpenLarge;
  const text = useMemo(() => draft ?? (dataOpen ? stringifyLayout(layout) : ""), [draft, dataOpen, layout]);

  const applyPreset = () => {
    if (!window.confirm(APPLY_CONFIRM)) return;
    setActive(null);
    setLayout(PRESETS.find((p) => p.key === preset)!.build());
  };
  const updateData = () => {
    const result = parseLayout(draft ?? stringifyLayout(layout));
    if (!result.ok) return setParseError(result.message);
    setActive(null);
    setLayout(result.layout);
  };
  const onTextKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      updateData();
    }
  };
  const pressHandle = (from: number, kind: edit.ConnectionKind) =>
    setActive((a) => (a && a.from === from && a.kind === kind ? null : { from, kind }));
  const release = (to: number, position: 1 | 2) => {
    if (!active || active.from === to) return;
    setLayout(edit.connect(layout, active, to, position));
    setActive(null);
  };
  const assign = (outcome: "eliminated" | "champion") => {
    if (!active) return;
    setLayout(edit.setOutcome(layout, active, outcome));
    setActive(null);
  };
  const handle = (match: number) => (
    <>
      {(["win", "lose"] as const).map((kind, i) => {
        const on = active?.from === match && active.kind === kind;
        const size = geometry.fontSize * 1.2;
        return (
          <g
            key={kind}
            data-testid={`handle-${match}-${kind === "win" ? "W" : "L"}`}
            transform={`translate(${geometry.boxes[0].w + 2},${i * geometry.boxes[0].slotH + 2})`}
            onPointerDown={(e) => {
              e.preventDefault();
              pressHandle(match, kind);
            }}
            style={{ cursor: "pointer" }}
          >
            <rect width={size} height={size} rx={3} fill={on ? "#f59e0b" : kind === "win" ? "#16a34a" : "#dc2626"} />
            <text x={size / 2} y={size * 0.72} textAnchor="middle" fill="#fff" fontSize={size * 0.7}>
              {kind === "win" ? "W" : "L"}
            </text>
          </g>
        );
      })}
    </>
  );
  const feeds = useMemo(() => slotFeeds(layout), [layout]);
  const byes = useMemo(() => new Set(layout.byes ?? []), [layout]);
  const slotText = (n: number, p: 1 | 2) => feeds.get(`${n}.${p}`) ?? layout.seeds?.[`${n}.${p}`] ?? (byes.has(`${n}.${p}`) ? "BYE" : "");

  return (
    <div className="bracket-creator" data-testid="bracket-creator">
      <header className="page-header">
        <div>
          <h1>Bracket Creator</h1>
          <p className="subtitle">Design a bracket layout, preview it live, and save it to one of your events.</p>
        </div>
      </header>
      <section className="bc-panel" aria-label="Presets and connections">
        <div className="bc-row">
          <label>
            Preset
            <select data-testid="preset-select" value={preset} onChange={(e) => setPreset(e.target.value)}>
              {PRESETS.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={applyPreset}>
            Apply preset
          </button>
          <span className="bc-divider" aria-hidden="true" />
          <button type="button" className="secondary" disabled={!tools.eliminated} onClick={() => assign("eliminated")}>
            Eliminated
          </button>
          <button
            type="button"
            className="secondary"
            disabled={!tools.remainingLosses}
            onClick={() => setLayout(edit.setRemainingLossesEliminated(layout))}
          >
            Set all remaining losses as eliminations
          </button>
          <button type="button" className="secondary" disabled={!tools.champion} onClick={() => assign("champion")}>
            Champion
          </button>
        </div>
        <p className="hint" style={{ marginBottom: 0 }}>
          {active ? (
            <span data-testid="active-connection" className="bc-active">
              Connecting: {active.kind === "win" ? "winner" : "loser"} of Match {active.from}. Release on a team slot, or press Eliminated
              or Champion.
            </span>
          ) : (
            "Drag a game's W (winner) or L (loser) handle onto a team slot of another game to connect them."
          )}
        </p>
      </section>
      <section className="bc-panel" aria-labelledby="bc-structure-title">
        <h2 id="bc-structure-title">Brackets and columns</h2>
        {large && !showStructure ? (
          <button type="button" className="secondary" onClick={() => setShowStructure(true)}>
            Edit brackets and columns ({countOf(geometry.boxes.length, "game")})
          </button>
        ) : (
          <StructureEditor layout={layout} onChange={setLayout} />
        )}
      </section>
      <section className="bc-panel" aria-labelledby="bc-preview-title">
        <div className="bc-row bc-preview-head">
          <h2 id="bc-preview-title">Bracket Preview</h2>
          <label className="check">
            <input type="checkbox" checked={fit && !large} disabled={large} onChange={(e) => setFit(e.target.checked)} /> Fit to width
          </label>
        </div>
        <div data-testid="bracket-preview" className="bc-preview">
          {geometry.boxes.length ? (
            <ScrollingBracket
              geometry={geometry}
              slotText={slotText}
              decorate={handle}
              onSlotPointerUp={release}
              testId="bracket-preview-svg"
              maxHeight="70vh"
              fit={fit && !large}
            />
          ) : (
            <p className="empty" style={{ margin: 0 }}>
              No games yet.
            </p>
          )}
        </div>
      </section>
      <section className="bc-panel bc-data">
        {/* A large layout's text starts folded: laying out a text area of that size stalls every edit. */}
        <details open={dataOpen} onToggle={(e) => large && setDataOpenLarge(e.currentTarget.open)}>
          <summary>Data</summary>
          <p className="hint">The layout as JSON. Edit it and press Update data (or Ctrl+Enter).</p>
          <textarea
            data-testid="layout-json"
            aria-label="Layout as JSON"
            value={text}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onTextKey}
            rows={14}
          />
        </details>
        <div className="bc-row" style={{ alignItems: "center" }}>
          <button type="button" className="secondary" onClick={updateData}>
            Update data
          </button>
          {parseError && (
            <span role="alert" className="error">
              {parseError}
            </span>
          )}
        </div>
      </section>
      <section className="bc-panel" aria-labelledby="bc-save-title">
        <h2 id="bc-save-title">Save to event</h2>
        <SaveToEvent layout={layout} />
      </section>
    </div>
  );
}
