/**
 * Where each guest's box goes (pure): `grid` fills the safe area in `rows` rows, centred,
 * a short last row centred too; `sides` stacks half the guests down each side, leaving the
 * centre free. Each box is a 16:9 cam with its name plate underneath.
 */
export interface GuestBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The name plate's height under the cam. */
  plate: number;
}

export const SAFE = { left: 96, top: 54, right: 1824, bottom: 1026 } as const;
const GAP = 24;

/** Rows when the option leaves it open: one up to three guests, two up to eight, then three. */
export function defaultRows(n: number): number {
  return n <= 3 ? 1 : n <= 8 ? 2 : 3;
}

export function gridBoxes(n: number, rows?: number): GuestBox[] {
  if (n <= 0) return [];
  const r = Math.max(1, Math.min(n, Math.round(rows ?? defaultRows(n))));
  const cols = Math.ceil(n / r);
  const width = SAFE.right - SAFE.left;
  const height = SAFE.bottom - SAFE.top;
  const plateFor = (w: number) => Math.max(56, Math.min(72, Math.round(w * 0.1)));
  let w = (width - (cols - 1) * GAP) / cols;
  // Shrink until the rows fit the height.
  while (r * (w * (9 / 16) + plateFor(w)) + (r - 1) * GAP > height) w -= 4;
  w = Math.floor(w);
  const h = Math.round(w * (9 / 16));
  const plate = plateFor(w);
  const total = r * (h + plate) + (r - 1) * GAP;
  const top = SAFE.top + (height - total) / 2;
  const out: GuestBox[] = [];
  for (let row = 0; row < r; row++) {
    const inRow = Math.min(cols, n - row * cols);
    if (inRow <= 0) break;
    const rowW = inRow * w + (inRow - 1) * GAP;
    const left = SAFE.left + (width - rowW) / 2;
    for (let c = 0; c < inRow; c++)
      out.push({ x: Math.round(left + c * (w + GAP)), y: Math.round(top + row * (h + plate + GAP)), w, h, plate });
  }
  return out;
}

/** Guests down the left and right edges: the first half on the left. */
export function sideBoxes(n: number): GuestBox[] {
  if (n <= 0) return [];
  const left = Math.ceil(n / 2);
  const per = Math.max(left, 1);
  const height = SAFE.bottom - SAFE.top;
  const plate = 56;
  const h = Math.floor(Math.min(304, (height - (per - 1) * GAP) / per - plate));
  const w = Math.round(h * (16 / 9));
  const column = (count: number, x: number) => {
    const total = count * (h + plate) + (count - 1) * GAP;
    const top = SAFE.top + (height - total) / 2;
    return Array.from({ length: count }, (_, i): GuestBox => ({ x, y: Math.round(top + i * (h + plate + GAP)), w, h, plate }));
  };
  return [...column(left, SAFE.left), ...column(n - left, SAFE.right - w)];
}
