import { useMemo, useState, type KeyboardEvent } from "react";
import * as edit from "../../domain/bracket/editor.ts";
import { layoutGeometry } from "../../domain/bracket/geometry.ts";
import { parseLayout, stringifyLayout, type BracketLayout } from "../../domain/bracket/layout.ts";
import { PRESETS } from "../../domain/bracket/presets.ts";
import { ScrollingBracket } from "../../ui/bracket/ScrollingBracket.tsx";
import { StructureEditor } from "./StructureEditor.tsx";

export const APPLY_CONFIRM = "Are you sure you want to apply this preset? Any changes will be lost.";

/** SPEC §2.11 / §4: presets, toolbar, structure editor, JSON text and a live preview. */
export default function BracketCreatorPage() {
  const [layout, setLayoutState] = useState<BracketLayout>(() => PRESETS[0].build());
  // The user's unsaved text; null shows the layout itself (built only while the text is shown).
  const [draft, setDraft] = useState<string | null>(null);
  const [preset, setPreset] = useState(PRESETS[0].key);
  const [active, setActive] = useState<edit.ActiveConnection | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  // Large layouts keep the structure editor folded until asked: thousands of inputs slow every edit.
  const [showStructure, setShowStructure] = useState(false);
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
  const feeds = useMemo(() => {
    const map = new Map<string, string>();
    for (const [from, c] of Object.entries(layout.connections)) {
      if (c.win) map.set(c.win, `Winner of ${from}`);
      if (c.lose) map.set(c.lose, `Loser of ${from}`);
    }
    return map;
  }, [layout]);
  const byes = useMemo(() => new Set(layout.byes ?? []), [layout]);
  const slotText = (n: number, p: 1 | 2) => feeds.get(`${n}.${p}`) ?? layout.seeds?.[`${n}.${p}`] ?? (byes.has(`${n}.${p}`) ? "BYE" : "");

  return (
    <main style={{ padding: 16, color: "#e5e7eb", background: "#0b1220", minHeight: "100vh", fontFamily: "Inter, sans-serif" }}>
      <h1>Bracket Creator</h1>
      <div style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
        <label>
          Preset{" "}
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
        <span style={{ width: 24 }} />
        <button type="button" disabled={!tools.eliminated} onClick={() => assign("eliminated")}>
          Eliminated
        </button>
        <button type="button" disabled={!tools.remainingLosses} onClick={() => setLayout(edit.setRemainingLossesEliminated(layout))}>
          Set all remaining losses as eliminations
        </button>
        <button type="button" disabled={!tools.champion} onClick={() => assign("champion")}>
          Champion
        </button>
        {active && (
          <span data-testid="active-connection">
            Connecting: {active.kind === "win" ? "winner" : "loser"} of Match {active.from}
          </span>
        )}
      </div>
      {large && !showStructure ? (
        <button type="button" onClick={() => setShowStructure(true)} style={{ margin: "12px 0" }}>
          Edit brackets and columns ({geometry.boxes.length} games)
        </button>
      ) : (
        <StructureEditor layout={layout} onChange={setLayout} />
      )}
      <h2>Bracket Preview</h2>
      <div data-testid="bracket-preview" style={{ border: "1px solid #374151", userSelect: "none" }}>
        {geometry.boxes.length ? (
          <ScrollingBracket
            geometry={geometry}
            slotText={slotText}
            decorate={handle}
            onSlotPointerUp={release}
            testId="bracket-preview-svg"
            maxHeight="70vh"
          />
        ) : (
          <p style={{ padding: 8 }}>No games yet.</p>
        )}
      </div>
      {/* A large layout's text starts folded: laying out a text area of that size stalls every edit. */}
      <details open={dataOpen} onToggle={(e) => large && setDataOpenLarge(e.currentTarget.open)}>
        <summary style={{ fontSize: 24, fontWeight: 700, cursor: "pointer" }}>Data</summary>
        <textarea
          data-testid="layout-json"
          value={text}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onTextKey}
          rows={14}
          style={{ width: "100%", fontFamily: "monospace" }}
        />
      </details>
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <button type="button" onClick={updateData}>
          Update data
        </button>
        {parseError && (
          <span role="alert" style={{ color: "#f87171" }}>
            {parseError}
          </span>
        )}
      </div>
    </main>
  );
}
