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

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The lot card's parts: its art band with the "on the block" chip and the player's picture, the name panel under it, the leading team's plate at its foot. */
export interface LotBoxes {
  art: Box;
  chip: Box;
  avatar: Box;
  name: Box;
  team: Box;
}

const CHIP_H = 48;
const TEAM_H = 96;

/**
 * Where the lot card's parts go in its x, y, w, h: the picture is a square inside the art band,
 * under the chip, so the name panel below never cuts it (a picture cropped to the band's width
 * was sliced by it).
 */
export function lotBoxes(x: number, y: number, w: number, h: number): LotBoxes {
  const artH = Math.round(h * 0.5);
  const side = Math.min(w - 48, artH - CHIP_H - 32);
  return {
    art: { x, y, w, h: artH },
    chip: { x, y, w: w / 2, h: CHIP_H },
    avatar: { x: x + (w - side) / 2, y: y + CHIP_H + 16, w: side, h: side },
    name: { x, y: y + artH, w, h: h - artH - TEAM_H },
    team: { x, y: y + h - TEAM_H, w, h: TEAM_H },
  };
}
