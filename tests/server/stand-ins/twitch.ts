// Twitch's OAuth token endpoint and the Helix calls the server makes, with tokens that
// can be expired on demand to exercise the refresh.
import { startStandIn, type StandIn } from "./standIn.ts";

export const TWITCH_APP = { clientId: "tw-client", clientSecret: "tw-secret" };
export const TWITCH_USER = { id: "424242", login: "communitycup" };
export const TWITCH_CODE = "twitch-code";
export const GAME_ID = "488552";

export interface TwitchStandIn extends StandIn {
  /** Every access token handed out so far stops working (Helix answers 401). */
  expireAccessTokens(): void;
  /** The next Helix call of this method and path prefix fails with this status. */
  failNext(method: string, path: string, status: number): void;
  issued: string[];
}

export async function startTwitchStandIn(): Promise<TwitchStandIn> {
  const valid = new Set<string>();
  const issued: string[] = [];
  let refresh = "";
  let failure: { method: string; path: string; status: number } | null = null;
  const issue = () => {
    const access = `tw-access-${issued.length + 1}`;
    refresh = `tw-refresh-${issued.length + 1}`;
    issued.push(access);
    valid.add(access);
    return { access_token: access, refresh_token: refresh, expires_in: 14_400, scope: ["channel:manage:broadcast"], token_type: "bearer" };
  };
  const predictions = new Map<string, { id: string; status: string; outcomes: { id: string; title: string }[] }>();

  const standIn = await startStandIn((req) => {
    if (req.method === "POST" && req.path === "/oauth2/token") {
      const form = new URLSearchParams(req.body);
      if (form.get("client_id") !== TWITCH_APP.clientId || form.get("client_secret") !== TWITCH_APP.clientSecret)
        return { status: 400, json: { message: "invalid client" } };
      if (form.get("grant_type") === "authorization_code" && form.get("code") === TWITCH_CODE) return { json: issue() };
      if (form.get("grant_type") === "refresh_token" && form.get("refresh_token") === refresh) return { json: issue() };
      return { status: 400, json: { message: "Invalid authorization code" } };
    }
    if (!req.path.startsWith("/helix/")) return { status: 404, json: { message: "Not Found" } };
    const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!valid.has(token) || req.headers["client-id"] !== TWITCH_APP.clientId)
      return { status: 401, json: { message: "Invalid OAuth token" } };
    if (failure && req.method === failure.method && req.path.startsWith(failure.path)) {
      const { status } = failure;
      failure = null;
      return { status, json: { message: "Stand-in refused the call" } };
    }
    const path = req.path.slice("/helix".length);
    const body = req.body ? JSON.parse(req.body) : {};
    if (req.method === "GET" && path === "/users") return { json: { data: [{ ...TWITCH_USER, display_name: "CommunityCup" }] } };
    if (req.method === "GET" && path.startsWith("/games?"))
      return { json: { data: path.includes("name=Overwatch") ? [{ id: GAME_ID, name: "Overwatch" }] : [] } };
    if (req.method === "PATCH" && path.startsWith("/channels?")) return { status: 204, json: null };
    if (req.method === "POST" && path === "/streams/markers")
      return { json: { data: [{ id: "m1", description: body.description, position_seconds: 42 }] } };
    if (req.method === "POST" && path === "/channels/commercial")
      return { json: { data: [{ length: body.length, message: "", retry_after: 480 }] } };
    if (req.method === "POST" && path === "/predictions") {
      const id = `pred-${predictions.size + 1}`;
      const prediction = {
        id,
        status: "ACTIVE",
        outcomes: body.outcomes.map((o: { title: string }, i: number) => ({ id: `${id}-o${i + 1}`, title: o.title })),
      };
      predictions.set(id, prediction);
      return { json: { data: [prediction] } };
    }
    if (req.method === "GET" && path.startsWith("/predictions?")) {
      const id = new URLSearchParams(path.split("?")[1]).get("id")!;
      return { json: { data: predictions.has(id) ? [predictions.get(id)] : [] } };
    }
    if (req.method === "PATCH" && path === "/predictions") {
      const prediction = predictions.get(body.id);
      if (!prediction) return { status: 404, json: { message: "prediction not found" } };
      prediction.status = body.status;
      return { json: { data: [prediction] } };
    }
    return { status: 404, json: { message: "Not Found" } };
  });
  return {
    ...standIn,
    issued,
    expireAccessTokens: () => valid.clear(),
    failNext: (method, path, status) => {
      failure = { method, path, status };
    },
  };
}
