// The season test's own world: the product started as an organiser starts it (`server/main.ts`
// on a fresh DATA_DIR with SEED_DEMO=0), and a stand-in for the chat platform's OAuth that
// players sign in through in the browser (its authorize page asks who you are).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const OAUTH_APP = { clientId: "season-client", clientSecret: "season-secret" };

/** A user id per name, stable like the platform's snowflakes. */
export function userIdOf(name: string): string {
  return String(BigInt(`0x${createHash("sha256").update(name).digest("hex").slice(0, 15)}`));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString()));
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The OAuth authorize page, token and user endpoints. The authorize page is a form: the
 * browser types a username and continues, coming back to the site with a code that names them.
 */
export async function startOAuthStandIn() {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      if (req.method === "GET" && url.pathname === "/oauth2/authorize") {
        const hidden = ["redirect_uri", "state"].map(
          (k) => `<input type="hidden" name="${k}" value="${escape(url.searchParams.get(k) ?? "")}">`,
        );
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(
          `<!doctype html><title>Authorize</title><form method="post" action="/oauth2/authorize">${hidden.join("")}` +
            `<label>Username <input name="username" autofocus></label><button>Authorize</button></form>`,
        );
        return;
      }
      if (req.method === "POST" && url.pathname === "/oauth2/authorize") {
        const form = new URLSearchParams(await readBody(req));
        const back = new URL(form.get("redirect_uri") ?? "");
        back.searchParams.set("code", `code:${form.get("username") ?? ""}`);
        back.searchParams.set("state", form.get("state") ?? "");
        res.writeHead(302, { Location: back.toString() }).end();
        return;
      }
      if (req.method === "POST" && url.pathname === "/api/oauth2/token") {
        const form = new URLSearchParams(await readBody(req));
        const code = form.get("code") ?? "";
        const ok =
          form.get("client_id") === OAUTH_APP.clientId && form.get("client_secret") === OAUTH_APP.clientSecret && code.startsWith("code:");
        res.writeHead(ok ? 200 : 400, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(
            ok ? { access_token: `token:${code.slice(5)}`, token_type: "Bearer", scope: "identify" } : { error: "invalid_grant" },
          ),
        );
        return;
      }
      if (req.method === "GET" && url.pathname === "/api/users/@me") {
        const name = /^Bearer token:(.+)$/.exec(req.headers.authorization ?? "")?.[1];
        res.writeHead(name ? 200 : 401, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(name ? { id: userIdOf(name), username: name.toLowerCase(), global_name: name, avatar: null } : { message: "401" }),
        );
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface SeasonServer {
  origin: string;
  /** The first-run link the server printed. */
  setupLink: string;
  stop(): Promise<void>;
}

/** `node server/main.ts` on a fresh data folder with no demo, signing in through the stand-in; answers once it prints its setup link. */
export async function startSeasonServer(port: number, oauthUrl: string): Promise<SeasonServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "season-"));
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      DATABASE_URL: "",
      REDIS_URL: "",
      DISCORD_CLIENT_ID: OAUTH_APP.clientId,
      DISCORD_CLIENT_SECRET: OAUTH_APP.clientSecret,
      DISCORD_API_BASE: `${oauthUrl}/api`,
      DISCORD_AUTHORIZE_BASE: `${oauthUrl}/oauth2/authorize`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const setupLink = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup link within 60 s:\n${output}`)), 60_000);
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      const link = /(http:\/\/\S+\/setup\?code=\S+)/.exec(output)?.[1];
      if (link) {
        clearTimeout(timer);
        resolve(link);
      }
    };
    child.stdout!.on("data", hear);
    child.stderr!.on("data", hear);
    child.once("exit", (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
  });
  return {
    origin,
    setupLink,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
