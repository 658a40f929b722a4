import { z } from "zod";
import type { BroadcastRecord } from "../../domain/tables.ts";
import type { OverlayData } from "../types.ts";
import type { PortableData } from "./portable.ts";

/**
 * One of our overlays as an EBU OGraf graphic (https://ograf.ebu.io, v1): what its manifest
 * says, the data it takes, and how that data becomes what its scene draws. Pure: the build
 * reads these to write the manifests, and `element.ts` wraps the scene with them.
 */
export interface OGrafDef<P extends z.ZodObject = z.ZodObject> {
  /** Also the package's folder and the manifest's file name (`<id>.ograf.json`). */
  id: string;
  name: string;
  description: string;
  /** The overlay route whose scene it draws (overlays/<scene>/). */
  scene: string;
  /** OGraf's step model: 0 plays in and out by itself (a stinger), 1 in then out, more: steps between. */
  stepCount: number;
  /** What each step is called, for the manifest's readers (`v_steps`). */
  stepNames?: string[];
  /** Renders frame-exact for a given time (`goToTime`, `setActionsSchedule`). */
  nonRealTime: boolean;
  /** The portable fields, with their defaults; null when the graphic only draws live data (brackets, standings). */
  portable: P | null;
  /** The scene's route options this graphic takes from its data (query options of the OBS route). */
  options?: z.ZodObject;
  /** Broadcast fields the portable data sets beyond the common ones (a desk display, a break panel). */
  broadcast?(data: z.infer<P>): Partial<BroadcastRecord>;
  /** What a step changes in what is drawn (a break's panel); `step` counts from 0. */
  atStep?(data: OverlayData, step: number): OverlayData;
}

export const defineGraphic = <P extends z.ZodObject>(def: OGrafDef<P>): OGrafDef => def as unknown as OGrafDef;

/** The fields that bind a graphic to our server's live data instead of its portable fields. */
export const liveFields = {
  server: z
    .string()
    .max(500)
    .refine((v) => v === "" || /^https?:\/\/[^/\s]+\/?$/.test(v), "the server's origin, such as https://example.com")
    .default("")
    .meta({
      title: "Live data: server",
      description: "Our server's origin. Set it to draw live data; leave it empty to draw the fields above.",
      gddType: "single-line",
    }),
  broadcast: z.string().max(100).default("").meta({
    title: "Live data: broadcast key",
    description: "The broadcast to follow (its key, as in /broadcast/<key>/...)",
    gddType: "single-line",
  }),
  client: z
    .string()
    .max(100)
    .default("")
    .meta({ title: "Live data: client key", description: "Or follow whatever broadcast this client has active", gddType: "single-line" }),
};

/** The data a graphic takes: its portable fields, its scene options, and the live binding. */
export function dataSchema(def: OGrafDef): z.ZodObject {
  return z.object({ ...(def.portable?.shape ?? {}), ...(def.options?.shape ?? {}), ...liveFields }).strict();
}

/** Where a graphic's data comes from, once parsed. */
export type DataSource =
  | { kind: "portable"; data: PortableData & Record<string, unknown>; options: Record<string, unknown> }
  | { kind: "live"; server: string; route: { kind: "broadcast" | "client"; code: string }; options: Record<string, unknown> };

/** The first problem zod found, in words: "team1Score: expected number, received string". */
const problem = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "data"}: ${i.message}`)
    .join("; ");

/**
 * Parse a graphic's data: an answer for OGraf (`statusCode` 400 and what is wrong) or where
 * the data comes from. A live graphic needs a broadcast or client key; a graphic with no
 * portable fields needs the live binding.
 */
export function parseData(
  def: OGrafDef,
  raw: unknown,
): { ok: true; source: DataSource; data: Record<string, unknown> } | { ok: false; message: string } {
  const parsed = dataSchema(def).safeParse(raw ?? {});
  if (!parsed.success) return { ok: false, message: problem(parsed.error) };
  const data = parsed.data as Record<string, unknown> & z.infer<z.ZodObject<typeof liveFields>>;
  const options = def.options ? def.options.parse(data) : {};
  const server = data.server.replace(/\/$/, "");
  if (server) {
    if (!data.broadcast && !data.client)
      return { ok: false, message: "broadcast: a broadcast key or a client key is needed with a server" };
    const route = data.client
      ? { kind: "client" as const, code: data.client.toLowerCase() }
      : { kind: "broadcast" as const, code: data.broadcast };
    return { ok: true, data, source: { kind: "live", server, route, options } };
  }
  if (!def.portable)
    return { ok: false, message: "server: this graphic draws live data only: give the server and a broadcast or client key" };
  return { ok: true, data, source: { kind: "portable", data, options } };
}

export const OGRAF_SCHEMA_URL = "https://ograf.ebu.io/v1/specification/json-schemas/graphics/schema.json";

/** The graphic's manifest (`<id>.ograf.json`), `main` being its module's file name. */
export function manifestOf(def: OGrafDef, main: string, version: string): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(dataSchema(def), { io: "input", unrepresentable: "any" });
  return {
    $schema: OGRAF_SCHEMA_URL,
    id: `gg.esports-broadcast.${def.id}`,
    version,
    name: def.name,
    description: def.description,
    author: { name: "esports-broadcast" },
    main,
    supportsRealTime: true,
    supportsNonRealTime: def.nonRealTime,
    stepCount: def.stepCount,
    schema,
    customActions: [],
    renderRequirements: [{ resolution: { width: { ideal: 1920 }, height: { ideal: 1080 } } }],
    v_overlay: def.scene,
    ...(def.stepNames ? { v_steps: def.stepNames } : {}),
    v_liveData: def.portable ? "optional" : "required",
  };
}
