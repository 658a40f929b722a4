import { z } from "zod";

/**
 * The shared query options of SPEC §2.5 / OVERLAYS.md. Booleans are present-or-`true`;
 * `false` (or 0/no/off) turns them off. Aliases are separated by `|` in the docs.
 */
export interface SharedOptions {
  title: string | null;
  subtitle: string | null;
  stingerText: string | null;
  stingerTheme: string | null;
  top: boolean;
  noAnimate: boolean;
  noStinger: boolean;
  bodyClass: string | null;
  full: boolean;
  background: number | null;
}

const FALSE = new Set(["false", "0", "no", "off"]);

/** A boolean option: absent → undefined; present and empty or anything but false → true. */
export function readBool(params: URLSearchParams, ...names: string[]): boolean | undefined {
  for (const name of names) {
    const v = params.get(name);
    if (v !== null) return !FALSE.has(v.trim().toLowerCase());
  }
  return undefined;
}

export function readString(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const v = params.get(name);
    if (v !== null && v.trim() !== "") return v;
  }
  return null;
}

export function parseSharedOptions(params: URLSearchParams): SharedOptions {
  const stinger = readBool(params, "stinger");
  const bg = readString(params, "background");
  const bgNum = bg === null ? null : Number(bg);
  return {
    title: readString(params, "title"),
    subtitle: readString(params, "subtitle"),
    stingerText: readString(params, "stingerText"),
    stingerTheme: readString(params, "stingerThemeOverride", "stingerTheme"),
    top: readBool(params, "top") ?? false,
    noAnimate: readBool(params, "noAnimate", "dontAnimate", "noAnimation") ?? false,
    noStinger: (readBool(params, "noStinger") ?? false) || stinger === false,
    bodyClass: readString(params, "class", "bodyClass"),
    full: readBool(params, "full") ?? false,
    background: bgNum !== null && Number.isInteger(bgNum) && bgNum >= 0 ? bgNum : null,
  };
}

/** A query boolean for a scene's zod schema: "", "true", "1" → true; "false" → false. */
export const queryBool = (fallback = false) =>
  z.preprocess((v) => (v === undefined ? undefined : !FALSE.has(String(v).trim().toLowerCase())), z.boolean().default(fallback));

/** A query number for a scene's zod schema. */
export const queryNumber = (fallback: number, min = -Infinity, max = Infinity) =>
  z.preprocess((v) => (v === undefined || v === "" ? undefined : Number(v)), z.number().min(min).max(max).default(fallback));

export interface ParsedSceneOptions<T> {
  options: T;
  warnings: string[];
}

/**
 * A scene's own options: each key read under its aliases (`a|b`), parsed by its schema
 * field; a bad value falls back to that field's default with a warning.
 */
export function parseSceneOptions<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
  aliases: Record<string, string[]> = {},
): ParsedSceneOptions<z.infer<S>> {
  const warnings: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const names = [key, ...(aliases[key] ?? [])];
    const raw = names.map((n) => params.get(n)).find((v) => v !== null) ?? undefined;
    const parsed = field.safeParse(raw);
    if (parsed.success) out[key] = parsed.data;
    else {
      warnings.push(`option ${names.join("|")}=${JSON.stringify(raw)} is not valid; using the default`);
      out[key] = field.safeParse(undefined).data;
    }
  }
  return { options: out as z.infer<S>, warnings };
}
