import { gslGroupLayout } from "../stages/gsl.ts";
import { renumber, type BracketLayout, type Connection } from "./layout.ts";

/**
 * Standard elimination brackets. Seeding and the lower-bracket drop orders follow the
 * common conventions (brackets-manager's defaults), so our resolver can be checked
 * against it: seeds meet inner-outer (1v8, 4v5...), losers drop in the listed orders.
 */
const orderings: Record<string, <T>(a: T[]) => T[]> = {
  natural: (a) => [...a],
  reverse: (a) => [...a].reverse(),
  half_shift: (a) => [...a.slice(a.length / 2), ...a.slice(0, a.length / 2)],
  reverse_half_shift: (a) => [...a.slice(0, a.length / 2).reverse(), ...a.slice(a.length / 2).reverse()],
  pair_flip: (a) => a.flatMap((_, i) => (i % 2 ? [] : [a[i + 1], a[i]])),
};
const MINOR: Record<number, string[]> = {
  4: ["natural", "reverse"],
  8: ["natural", "reverse", "natural"],
  16: ["natural", "reverse_half_shift", "reverse", "natural"],
  32: ["natural", "reverse", "half_shift", "natural", "natural"],
  64: ["natural", "reverse", "half_shift", "reverse", "natural", "natural"],
  128: ["natural", "reverse", "half_shift", "pair_flip", "pair_flip", "pair_flip", "natural"],
};

/** Seed numbers in first-round slot order: 1, size, size/2+1... (inner-outer). */
export function seedPositions(size: number): number[] {
  let positions = [1, 2];
  while (positions.length < size) positions = positions.flatMap((p) => [p, positions.length * 2 + 1 - p]);
  return positions.slice(0, size);
}

export interface EliminationOptions {
  /** Teams actually entering; seeds above it are byes. Defaults to size. */
  teams?: number;
  /** Double elimination with a grand final reset. */
  double?: boolean;
  thirdPlace?: boolean;
  /** Drop first-round bye games; the seeds they held enter in round 2. */
  compactByes?: boolean;
}

/** A single or double elimination bracket for `size` (a power of two) slots. */
export function eliminationLayout(size: number, options: EliminationOptions = {}): BracketLayout {
  if (size < 2 || (size & (size - 1)) !== 0) throw new Error(`[presets] size must be a power of two, got ${size}`);
  const teams = options.teams ?? size;
  const k = Math.log2(size);
  const double = !!options.double && size > 2;
  let next = 1;
  const num = new Map<string, number>();
  const id = (key: string) => num.get(key) ?? (num.set(key, next++), next - 1);
  const connections: Record<number, Connection> = {};
  const wb = (r: number, m: number) => id(`W${r}.${m}`);
  const lb = (j: number, m: number) => id(`L${j}.${m}`);
  const side = (m: number) => (m % 2 ? 1 : 2);

  const upper: BracketLayout["brackets"][number] = { name: double ? "Upper" : undefined, columns: [] };
  for (let r = 1; r <= k; r++) {
    const count = size / 2 ** r;
    upper.columns.push({ header: roundName(r, k, double ? "Upper " : ""), games: Array.from({ length: count }, (_, i) => wb(r, i + 1)) });
    for (let m = 1; m <= count; m++) {
      const win = r < k ? `${wb(r + 1, Math.ceil(m / 2))}.${side(m)}` : double ? `${id("GF")}.1` : "champion";
      let lose = "eliminated";
      if (double) {
        if (r === 1) {
          const ordered = orderings[MINOR[size]?.[0] ?? "natural"](range(count));
          const i = ordered.indexOf(m);
          lose = `${lb(1, Math.floor(i / 2) + 1)}.${(i % 2) + 1}`;
        } else {
          const method = r < k ? (MINOR[size]?.[r - 1] ?? "natural") : "natural";
          lose = `${lb(2 * (r - 1), orderings[method](range(count)).indexOf(m) + 1)}.1`;
        }
      } else if (options.thirdPlace && r === k - 1) lose = `${id("THIRD")}.${side(m)}`;
      connections[wb(r, m)] = { win, lose };
    }
  }
  const layout: BracketLayout = { brackets: [upper], connections, seeds: {}, byes: [] };
  seedPositions(size).forEach((seed, i) => {
    const slot = `${wb(1, Math.floor(i / 2) + 1)}.${(i % 2) + 1}`;
    if (seed > teams) layout.byes!.push(slot);
    else layout.seeds![slot] = `Seed ${seed}`;
  });
  if (options.thirdPlace && k >= 2) upper.columns.push({ header: "3rd Place", games: [id("THIRD")] });
  if (double) {
    const lower: BracketLayout["brackets"][number] = { name: "Lower", columns: [] };
    const rounds = 2 * (k - 1);
    for (let j = 1; j <= rounds; j++) {
      const count = size / 2 ** (Math.ceil(j / 2) + 1);
      lower.columns.push({
        header: j === rounds ? "Lower Final" : `Lower Round ${j}`,
        games: Array.from({ length: count }, (_, i) => lb(j, i + 1)),
      });
      for (let m = 1; m <= count; m++) {
        const win = j === rounds ? `${id("GF")}.2` : j % 2 ? `${lb(j + 1, m)}.2` : `${lb(j + 1, Math.ceil(m / 2))}.${side(m)}`;
        connections[lb(j, m)] = { win, lose: "eliminated" };
      }
    }
    while (upper.columns.length < rounds) upper.columns.push({ games: [] });
    upper.columns.push({ header: "Grand Final", games: [id("GF")] }, { header: "Reset", games: [id("GF2")] });
    connections[id("GF")] = { win: "champion", lose: "eliminated", reset: id("GF2") };
    connections[id("GF2")] = { win: "champion", lose: "eliminated" };
    layout.brackets.push(lower);
  }
  return renumber(options.compactByes ? compact(layout) : layout);
}

/** Remove first-round games holding a bye; the team there enters the next game directly. */
function compact(layout: BracketLayout): BracketLayout {
  const byes = new Set(layout.byes);
  const seeds = { ...layout.seeds };
  const gone = new Set<number>();
  for (const col of layout.brackets[0].columns.slice(0, 1)) {
    for (const g of col.games) {
      if (g == null || !(byes.has(`${g}.1`) || byes.has(`${g}.2`))) continue;
      const target = layout.connections[g]?.win;
      const seed = seeds[`${g}.1`] ?? seeds[`${g}.2`];
      // A game of two byes sends nobody on: the slot it fed is a bye itself.
      if (target && seed) seeds[target] = seed;
      else if (target) byes.add(target);
      gone.add(g);
    }
  }
  const brackets = layout.brackets.map((b, i) =>
    i ? b : { ...b, columns: b.columns.map((c, ci) => (ci ? c : { ...c, games: c.games.filter((g) => g == null || !gone.has(g)) })) },
  );
  const keep = (slot: string) => !gone.has(Number(slot.split(".")[0]));
  return {
    ...layout,
    brackets,
    byes: [...byes].filter(keep),
    seeds: Object.fromEntries(Object.entries(seeds).filter(([s]) => keep(s))),
  };
}

function range(n: number) {
  return Array.from({ length: n }, (_, i) => i + 1);
}

function roundName(r: number, k: number, prefix: string) {
  const left = k - r;
  return prefix + (left === 0 ? "Final" : left === 1 ? "Semifinals" : left === 2 ? "Quarterfinals" : `Round ${r}`);
}

/**
 * A GSL group of four (domain/stages/gsl.ts): openings 1v4 and 2v3, the winners' match (its
 * winner advances) and the elimination match (its loser is out), then the decider for the second place.
 */
export const GSL_PRESET = (): BracketLayout => gslGroupLayout();

export interface Preset {
  key: string;
  name: string;
  build: () => BracketLayout;
}

/** A new bracket: one column of four games and three empty columns. */
export function newBracket(name?: string, firstNumber = 1): BracketLayout["brackets"][number] {
  const games = [0, 1, 2, 3].map((i) => firstNumber + i);
  return { ...(name ? { name } : {}), columns: [{ games }, { games: [] }, { games: [] }, { games: [] }] };
}

export const PRESETS: Preset[] = [
  { key: "empty", name: "Empty", build: () => ({ brackets: [newBracket()], connections: {} }) },
  { key: "se8", name: "8-team single elimination", build: () => eliminationLayout(8) },
  { key: "se12", name: "12-team single elimination", build: () => eliminationLayout(16, { teams: 12, compactByes: true }) },
  { key: "se16", name: "16-team single elimination", build: () => eliminationLayout(16) },
  { key: "se16-3rd", name: "16-team single elimination with 3rd place match", build: () => eliminationLayout(16, { thirdPlace: true }) },
  { key: "gsl", name: "4-team GSL group", build: GSL_PRESET },
  { key: "de4", name: "4-team double elimination", build: () => eliminationLayout(4, { double: true }) },
  { key: "de8", name: "8-team double elimination", build: () => eliminationLayout(8, { double: true }) },
  { key: "de12", name: "12-team double elimination", build: () => eliminationLayout(16, { double: true, teams: 12 }) },
];
