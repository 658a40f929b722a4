import { z } from "zod";

/** Small helpers shared by the Discord and Twitch clients: JSON over fetch with a time limit. */
export type FetchFn = typeof fetch;

export class IntegrationError extends Error {
  constructor(
    readonly service: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 8000;

/** What a refusing OAuth service says about why (Discord and Twitch use one or the other). */
const ErrorBody = z.object({ message: z.string().optional().catch(undefined), error_description: z.string().optional().catch(undefined) });

/**
 * Call a JSON endpoint; a non-2xx answer becomes an IntegrationError carrying the service's
 * message (never a secret). The body is answered unread: each caller parses it with its schema.
 */
export async function requestJson(
  fetchFn: FetchFn,
  service: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | URLSearchParams } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new IntegrationError(service, 0, `${service} could not be reached`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const said = ErrorBody.safeParse(body).data;
    const message = said?.message ?? said?.error_description ?? response.statusText;
    throw new IntegrationError(service, response.status, `${service} answered ${response.status}: ${String(message).slice(0, 200)}`);
  }
  return body;
}

/** Cookies of a request, by name. */
export function readCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    try {
      out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie we cannot read is one we did not set.
    }
  }
  return out;
}
