import type { z } from "zod";

/** The sections of the overlay catalogue (OVERLAYS.md). */
export const ROUTE_GROUPS = ["Match and game", "Break and filler", "Desk and talent", "Audio and media", "Crew tools"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/**
 * An overlay route as the catalogue lists it: its names, what it shows and its own query
 * options (a zod object; each field's `.describe()` is its line on /learn/broadcast-routes).
 * Pure data, so the site lists exactly the routes the overlay page draws.
 */
export interface RouteDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  aliases?: string[];
  group: RouteGroup;
  /** What it shows, in a line. */
  summary: string;
  schema: S;
  /** Query names each option is also read under (`a|b` in OVERLAYS.md). */
  optionAliases?: Record<string, string[]>;
  /**
   * The path after the route's name is this option's value (`gfx/{index}`: "index"); the route
   * then answers to `name/<anything>` too.
   */
  pathOption?: string;
  /** Addresses to try it with, after `/broadcast/{key}/` (or `/client/{key}/` for a client route). */
  examples: string[];
  /** Draws what its client has (cams, tally, triggers): addressed as `/client/{key}/...`. */
  client?: boolean;
}

export function defineRoute<S extends z.ZodObject>(def: RouteDef<S>): RouteDef<S> {
  return def;
}

/** Each option of a route's schema: its query names, description and default, for the docs. */
export function routeOptions(def: RouteDef): { names: string[]; description: string; fallback: string | null }[] {
  return Object.entries(def.schema.shape).map(([key, field]) => {
    const schema = field as z.ZodType;
    const parsed = schema.safeParse(undefined);
    const fallback = parsed.success && parsed.data !== undefined ? String(parsed.data) : null;
    return { names: [key, ...(def.optionAliases?.[key] ?? [])], description: schema.description ?? "", fallback };
  });
}
