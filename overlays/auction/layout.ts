import { auctionBoard, parseAuction } from "../../domain/auction.ts";
import type { ResolvedTheme } from "../../domain/theme.ts";
import type { EventRecord } from "../../domain/tables.ts";
import type { Lookup, TableIds } from "../../engine/buildData.ts";
import type { TeamView } from "../../engine/types.ts";
import { coloursOf, firstAttachment, heroByName, teamById, teamKeys, type Colours } from "../shared/teamsData.ts";

export interface AuctionLayout {
  category: string;
  lot: { name: string; role: string; image: string | null; bid: number; team: { name: string; colours: Colours } | null } | null;
  teams: {
    name: string;
    colours: Colours;
    left: number;
    captain: string | null;
    buys: { name: string; price: number }[];
    slotsLeft: number;
  }[];
  pool: string[];
}

/** The auction board as drawn: lot, teams (balance, captain, buys with prices), pool; null without an auction. */
export function auctionLayout(
  event: EventRecord | null,
  get: Lookup,
  ids: TableIds,
  theme: ResolvedTheme,
  known: ReadonlyMap<string, TeamView>,
  category: string | null,
): AuctionLayout | null {
  const auction = parseAuction(event?.auction);
  if (!auction) return null;
  const board = auctionBoard(auction, category);
  const name = (id: string | null) => (id ? (get(id, "Players")?.name ?? "") : "");
  const price = new Map(auction.sold.map((s) => [s.player, s.price]));
  const lotPlayer = get(board.current?.player, "Players");
  const lotTeam = teamById(get, board.current?.team, known);
  return {
    category: category ?? auction.category ?? "",
    lot:
      board.current && lotPlayer
        ? {
            name: lotPlayer.name,
            role: lotPlayer.role ?? "",
            image: firstAttachment(lotPlayer.headshot) ?? firstAttachment(heroByName(get, ids, lotPlayer.favourite_hero)?.main_image),
            bid: board.current.bid,
            team: lotTeam ? { name: lotTeam.name, colours: coloursOf(lotTeam, theme) } : null,
          }
        : null,
    teams: board.teams.flatMap((t) => {
      const team = teamById(get, t.team, known);
      if (!team) return [];
      return [
        {
          name: team.name,
          colours: coloursOf(team, theme),
          left: t.left,
          captain: name(t.captain) || null,
          buys: t.players.map((p) => ({ name: name(p), price: price.get(p) ?? 0 })).filter((b) => b.name),
          slotsLeft: t.slotsLeft,
        },
      ];
    }),
    pool: board.pool.map(name).filter(Boolean),
  };
}

/** Every player and team the auction names, with themes; the heroes list for the lot's art. */
export function auctionNeeds(event: EventRecord | null, get: Lookup, ids: TableIds): (string | null | undefined)[] {
  const auction = parseAuction(event?.auction);
  if (!auction) return [];
  const players = [
    auction.current?.player,
    ...auction.sold.map((s) => s.player),
    ...auction.pool.map((p) => p.player),
    ...auction.teams.map((t) => t.captain),
  ];
  const teams = [...auction.teams.map((t) => t.team), auction.current?.team];
  return [...players, ...teams.flatMap((t) => teamKeys(get, t)), "Heroes", ...ids("Heroes")];
}
