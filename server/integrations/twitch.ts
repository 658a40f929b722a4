import { z } from "zod";
import type { OAuthAppConfig } from "../deps.ts";
import type { ThingStore } from "../store/ThingStore.ts";
import { IntegrationError, requestJson, type FetchFn } from "./oauthHttp.ts";

/** Scopes the Twitch authorisation tool offers (SPEC §7): predictions, title/game, ads, stream key. */
export const TWITCH_SCOPES = [
  "channel:manage:predictions",
  "channel:read:predictions",
  "channel:manage:broadcast",
  "channel:edit:commercial",
  "channel:read:stream_key",
] as const;

const TokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.union([z.array(z.string()), z.string()]).optional(),
});

/** A channel's stored tokens: kept in the store's secrets table, never in a record. */
const ChannelTokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_at: z.number(),
  user_id: z.string(),
  login: z.string(),
  scopes: z.array(z.string()),
});
export type ChannelToken = z.infer<typeof ChannelTokenSchema>;

/** Helix answers `{ data: [...] }`; the first item is the one asked about. */
const HelixList = z.object({ data: z.array(z.unknown()) });
const firstItem = (body: unknown): unknown => HelixList.safeParse(body).data?.data[0];

const HelixUser = z.object({ id: z.string(), login: z.string() });
const HelixGame = z.object({ id: z.string() });
const HelixCommercial = z.object({ length: z.number(), retry_after: z.number().optional() });
const HelixPrediction = z.object({ id: z.string() });
const HelixOutcome = z.object({ id: z.string(), title: z.string() });
const HelixPredictionOutcomes = z.object({ outcomes: z.array(HelixOutcome).optional() }).nullish();

const secretName = (channelId: string) => `twitch:channel:${channelId}`;
/** Refresh a little before Twitch says the token expires. */
const REFRESH_MARGIN_MS = 60_000;

export interface PredictionOutcome {
  id: string;
  title: string;
}

/** A Helix client for one configured app; channel tokens come from the store and are refreshed there. */
export class TwitchClient {
  constructor(
    private readonly config: OAuthAppConfig,
    private readonly store: ThingStore,
    private readonly fetchFn: FetchFn = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  authorizeUrl(scopes: readonly string[], redirectUri: string, state: string): string {
    const params = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: scopes.join(" "),
      state,
    });
    return `${this.config.authorizeBase}/authorize?${params}`;
  }

  /** Exchange an authorisation code, read who authorised it and store their tokens. */
  async connectChannel(code: string, redirectUri: string): Promise<{ id: string; login: string }> {
    const token = await this.tokenRequest({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
    const users = await requestJson(this.fetchFn, "Twitch", `${this.config.apiBase}/users`, { headers: this.headers(token.access_token) });
    const user = HelixUser.parse(firstItem(users));
    await this.save({ ...this.fromResponse(token), user_id: user.id, login: user.login });
    return user;
  }

  /** Set the stream title, and the category when a game name is given and Twitch knows it. */
  async setTitle(channelId: string, title: string, gameName?: string) {
    const games = gameName ? await this.helix(channelId, "GET", `/games?name=${encodeURIComponent(gameName)}`) : null;
    const gameId = HelixGame.safeParse(firstItem(games)).data?.id;
    await this.helix(channelId, "PATCH", `/channels?broadcaster_id=${encodeURIComponent(channelId)}`, {
      title,
      ...(gameId ? { game_id: gameId } : {}),
    });
  }

  async createMarker(channelId: string, description: string) {
    await this.helix(channelId, "POST", "/streams/markers", { user_id: channelId, description });
  }

  async startCommercial(channelId: string, length: number): Promise<{ length: number; retry_after?: number }> {
    const body = await this.helix(channelId, "POST", "/channels/commercial", { broadcaster_id: channelId, length });
    return HelixCommercial.safeParse(firstItem(body)).data ?? { length };
  }

  async createPrediction(channelId: string, title: string, outcomes: string[], windowS: number): Promise<{ id: string }> {
    const body = await this.helix(channelId, "POST", "/predictions", {
      broadcaster_id: channelId,
      title,
      outcomes: outcomes.map((t) => ({ title: t })),
      prediction_window: windowS,
    });
    return HelixPrediction.parse(firstItem(body));
  }

  async predictionOutcomes(channelId: string, predictionId: string): Promise<PredictionOutcome[]> {
    const body = await this.helix(
      channelId,
      "GET",
      `/predictions?broadcaster_id=${encodeURIComponent(channelId)}&id=${encodeURIComponent(predictionId)}`,
    );
    return HelixPredictionOutcomes.parse(firstItem(body))?.outcomes ?? [];
  }

  async endPrediction(channelId: string, predictionId: string, status: "LOCKED" | "RESOLVED" | "CANCELED", winningOutcomeId?: string) {
    await this.helix(channelId, "PATCH", "/predictions", {
      broadcaster_id: channelId,
      id: predictionId,
      status,
      ...(winningOutcomeId ? { winning_outcome_id: winningOutcomeId } : {}),
    });
  }

  /** Whether a channel has stored tokens. */
  async isConnected(channelId: string): Promise<boolean> {
    return (await this.load(channelId)) !== null;
  }

  private headers(accessToken: string) {
    return { Authorization: `Bearer ${accessToken}`, "Client-Id": this.config.clientId, "Content-Type": "application/json" };
  }

  /** One Helix call with the channel's token; an expired token is refreshed once and the call retried. The reply is parsed by the caller. */
  private async helix(channelId: string, method: string, path: string, body?: unknown): Promise<unknown> {
    let token = await this.load(channelId);
    if (!token)
      throw new IntegrationError("Twitch", 409, "This broadcast's Twitch channel is not authorised yet: use the Twitch authorisation tool");
    if (token.expires_at - REFRESH_MARGIN_MS < this.now()) token = await this.refresh(token);
    const call = (t: ChannelToken) =>
      requestJson(this.fetchFn, "Twitch", `${this.config.apiBase}${path}`, {
        method,
        headers: this.headers(t.access_token),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof IntegrationError) || error.status !== 401 || !token.refresh_token) throw error;
      return call(await this.refresh(token));
    }
  }

  private async refresh(token: ChannelToken): Promise<ChannelToken> {
    if (!token.refresh_token)
      throw new IntegrationError("Twitch", 409, "The Twitch channel's authorisation has expired: authorise it again");
    const fresh = await this.tokenRequest({ grant_type: "refresh_token", refresh_token: token.refresh_token });
    const next = { ...token, ...this.fromResponse(fresh), refresh_token: fresh.refresh_token ?? token.refresh_token };
    await this.save(next);
    return next;
  }

  private async tokenRequest(params: Record<string, string>) {
    const body = await requestJson(this.fetchFn, "Twitch", `${this.config.authorizeBase}/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: this.config.clientId, client_secret: this.config.clientSecret, ...params }),
    });
    return TokenResponse.parse(body);
  }

  private fromResponse(token: z.infer<typeof TokenResponse>) {
    const scopes = Array.isArray(token.scope) ? token.scope : (token.scope ?? "").split(" ").filter(Boolean);
    return {
      access_token: token.access_token,
      refresh_token: token.refresh_token,
      expires_at: this.now() + (token.expires_in ?? 3600) * 1000,
      scopes,
    };
  }

  private async load(channelId: string): Promise<ChannelToken | null> {
    const text = await this.store.getSecret(secretName(channelId));
    if (!text) return null;
    try {
      return ChannelTokenSchema.parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  private save(token: ChannelToken) {
    return this.store.setSecret(secretName(token.user_id), JSON.stringify(token));
  }
}
