import { z } from "zod";

/**
 * The live auction board (an event's `auction` field, JSON text): each captain's team bids a
 * budget on the players up for auction, one lot at a time. Staff run it; the auction overlay
 * and the event's auction page draw it.
 */
export const AuctionSchema = z.object({
  /** Each team's starting budget. */
  budget: z.number().int().min(0),
  /** Roster size a team fills. */
  rosterSize: z.number().int().min(1).max(12).default(6),
  /** The category being auctioned (the overlay's `category` option filters by it). */
  category: z.string().optional(),
  teams: z.array(z.object({ team: z.string(), captain: z.string().optional() })),
  /** The lot on the block: the player, the leading bid and the team that holds it (none yet: no bid). */
  current: z
    .object({
      player: z.string(),
      bid: z.number().int().min(0).default(0),
      team: z.string().optional(),
      /** When bidding closes (ms since the epoch). */
      ends: z.number().optional(),
    })
    .nullable()
    .default(null),
  /** Players sold so far, in order. */
  sold: z.array(z.object({ player: z.string(), team: z.string(), price: z.number().int().min(0) })).default([]),
  /** Players still to come, in order (with their category). */
  pool: z.array(z.object({ player: z.string(), category: z.string().optional() })).default([]),
});
export type Auction = z.infer<typeof AuctionSchema>;

/** An event's auction, or null when it has none or its JSON does not parse. */
export function parseAuction(text: string | null | undefined): Auction | null {
  if (!text) return null;
  try {
    const parsed = AuctionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What each team has left to spend and how many players it has bought. */
export function auctionBalances(auction: Auction): Map<string, { spent: number; left: number; players: string[] }> {
  const out = new Map(auction.teams.map((t) => [t.team, { spent: 0, left: auction.budget, players: [] as string[] }]));
  for (const sale of auction.sold) {
    const row = out.get(sale.team);
    if (!row) continue;
    row.spent += sale.price;
    row.left -= sale.price;
    row.players.push(sale.player);
  }
  return out;
}

export interface AuctionBoard {
  /** The lot on the block, or null between lots. */
  current: Auction["current"];
  teams: { team: string; captain: string | null; spent: number; left: number; players: string[]; slotsLeft: number }[];
  /** Players still in the pool (of `category` when given). */
  pool: string[];
}

/**
 * What the auction overlay draws: the lot, each team's balance and buys (in the auction's
 * team order), the pool. `category` keeps pool players of that category (case-insensitive).
 */
export function auctionBoard(auction: Auction, category: string | null = null): AuctionBoard {
  const balances = auctionBalances(auction);
  const want = category?.trim().toLowerCase() || null;
  const sold = new Set(auction.sold.map((s) => s.player));
  return {
    current: auction.current,
    teams: auction.teams.map((t) => {
      const b = balances.get(t.team) ?? { spent: 0, left: auction.budget, players: [] };
      return {
        team: t.team,
        captain: t.captain ?? null,
        spent: b.spent,
        left: b.left,
        players: b.players,
        slotsLeft: Math.max(0, auction.rosterSize - b.players.length - (t.captain ? 1 : 0)),
      };
    }),
    pool: auction.pool
      .filter((p) => !sold.has(p.player) && p.player !== auction.current?.player)
      .filter((p) => !want || (p.category ?? "").toLowerCase() === want)
      .map((p) => p.player),
  };
}
