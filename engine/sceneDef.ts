import type { z } from "zod";
import type { ProdTrigger } from "../domain/triggers.ts";
import type { SceneContext, SceneInstance } from "./types.ts";

/** A registry entry: names, option schema (with query aliases) and the scene class. */
export interface SceneDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  aliases?: string[];
  schema: S;
  optionAliases?: Record<string, string[]>;
  /** The scene's own entrance replaces the stinger (the stinger route itself). */
  isStinger?: boolean;
  /** Production triggers that bring the scene on, take it off, or toggle it (as OBS activation does). */
  showTriggers?: { show: ProdTrigger; hide: ProdTrigger; toggle: ProdTrigger };
  /** Theme ids the scene draws with besides the broadcast's (an option such as confetti's `theme`); the feed loads them. */
  themes?(options: z.infer<S>): string[];
  create(ctx: SceneContext<z.infer<S>>): SceneInstance;
}

export function defineScene<S extends z.ZodObject>(def: SceneDef<S>): SceneDef {
  return def as unknown as SceneDef;
}
