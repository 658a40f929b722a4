import { timingSafeEqual } from "node:crypto";
import type { Express, Request, Response } from "express";
import { z } from "zod";
import { describeIssues } from "../../domain/actions.ts";
import { hasWebsiteSetting, WEBSITE_SETTINGS } from "../../domain/permissions.ts";
import type { PlayerRecord } from "../../domain/tables.ts";
import type { ServerDeps } from "../deps.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import { userOf } from "./authRoutes.ts";
import { createSessionToken } from "./tokens.ts";

/** The powers of the first account: it runs the site's events, matches and broadcasts. */
export const FIRST_ORGANISER_SETTINGS = [WEBSITE_SETTINGS.editAnyEvent, WEBSITE_SETTINGS.editAnyMatch, WEBSITE_SETTINGS.fullBroadcast];

export const SETUP_MESSAGES = {
  done: "This site is set up already: sign in instead",
  badCode: "That setup code is not right: copy it from the server's console",
  off: "Setup is not open on this server",
} as const;

/** The meta row the first organiser's setup claims: setup happens once in a database's life. */
const SETUP_CLAIM = "setup-first-organiser";

const SetupBody = z.strictObject({
  code: z.string().trim().min(1, "Paste the setup code").max(200),
  name: z.string().trim().min(1, "Your name is required").max(64),
});

/** Whether any of these players runs the site's events (Can edit any event). */
function hasOrganiser(players: readonly Pick<PlayerRecord, "website_settings">[]): boolean {
  return players.some((p) => hasWebsiteSetting(p, WEBSITE_SETTINGS.editAnyEvent));
}

/** Whether a database still waits for its first organiser: nobody can edit any event. */
export async function needsSetup(store: ThingStore): Promise<boolean> {
  return !hasOrganiser(await store.list("Players"));
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * First run on an empty database (SEED_DEMO=0): the server prints a one-time setup link; whoever
 * holds it names the first organiser account and is signed in as it. Once an organiser exists
 * the page answers that the site is set up.
 */
export function mountSetupRoutes(app: Express, deps: ServerDeps) {
  app.get("/setup/status", async (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ needed: !!deps.config.setupCode && (await needsSetup(deps.store)) });
  });

  app.post("/setup", async (req: Request, res: Response) => {
    const code = deps.config.setupCode;
    if (!code) return res.status(404).json({ error: true, errorMessage: SETUP_MESSAGES.off });
    const body = SetupBody.safeParse(req.body);
    if (!body.success) {
      const issues = describeIssues(body.error);
      return res.status(400).json({ error: true, errorMessage: issues.map((i) => i.message).join("; "), issues });
    }
    if (!sameCode(body.data.code, code)) return res.status(403).json({ error: true, errorMessage: SETUP_MESSAGES.badCode });
    // The form that claims the setup first makes the organiser; forms sent beside it wait for that
    // claim and find it taken (a check of the players alone lets several through on PostgreSQL).
    const player = await deps.store.transaction(async (tx) => {
      if (hasOrganiser(await tx.list("Players")) || !(await tx.claim(SETUP_CLAIM))) return null;
      return tx.insert("Players", { name: body.data.name, website_settings: [...FIRST_ORGANISER_SETTINGS] });
    });
    if (!player) return res.status(410).json({ error: true, errorMessage: SETUP_MESSAGES.done });
    deps.log.info("[Setup] the first organiser account was created", { player: player.id });
    res.json({ token: await createSessionToken(deps.store, player.id), user: userOf(player) });
  });
}
