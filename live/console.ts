import type { AuditEntry } from "../domain/audit.ts";
import type { ConsoleList, ConsoleListQuery } from "../domain/console.ts";

/**
 * The console's reads (SPEC §7): `GET /console/records` and `GET /audit`, with the viewer's
 * token (messages of SPEC §8, fetch injectable).
 */
export interface GetOptions {
  token: string | null | undefined;
  baseUrl?: string;
  fetch?: typeof fetch;
}

export type GetResult<T> = { ok: true; data: T } | { ok: false; message: string };

export type { AuditEntry };

export type AuditScope = { record: string } | { match: string } | { broadcast: string };

const defaultFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/** A GET with the viewer's token, its answer or the server's message (SPEC §8). */
export async function getJson<T>(path: string, options: GetOptions): Promise<GetResult<T>> {
  if (!options.token) return { ok: false, message: "Not authenticated" };
  let response: Response;
  try {
    response = await (options.fetch ?? defaultFetch)(`${options.baseUrl ?? ""}${path}`, {
      headers: { Authorization: `Bearer ${options.token}` },
    });
  } catch {
    return { ok: false, message: "Request failed: connection error" };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: `Request error: the server answered ${response.status}` };
  }
  if (body && typeof body === "object" && "error" in body && (body as { error: unknown }).error) {
    const message = (body as { errorMessage?: unknown; message?: unknown }).errorMessage ?? (body as { message?: unknown }).message;
    return { ok: false, message: typeof message === "string" ? message : `Request error: the server answered ${response.status}` };
  }
  if (!response.ok) return { ok: false, message: `Request error: the server answered ${response.status}` };
  return { ok: true, data: body as T };
}

/** The query string of a list request; defaults are left out. */
export function listQueryString(query: Partial<ConsoleListQuery> & Pick<ConsoleListQuery, "table">): string {
  const params = new URLSearchParams({ table: query.table });
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  if (query.dir && query.dir !== "asc") params.set("dir", query.dir);
  if (query.page && query.page !== 1) params.set("page", String(query.page));
  if (query.size) params.set("size", String(query.size));
  if (query.event) params.set("event", query.event);
  if (query.archived && query.archived !== "hide") params.set("archived", query.archived);
  return params.toString();
}

export function getConsoleList(query: Partial<ConsoleListQuery> & Pick<ConsoleListQuery, "table">, options: GetOptions) {
  return getConsoleListByQuery(listQueryString(query), options);
}

/** A list by its query string (from listQueryString). */
export function getConsoleListByQuery(queryString: string, options: GetOptions) {
  return getJson<ConsoleList>(`/console/records?${queryString}`, options);
}

export function auditQueryString(scope: AuditScope): string {
  const [key, value] = Object.entries(scope)[0] as [string, string];
  return new URLSearchParams({ [key]: value }).toString();
}

export async function getAudit(scope: AuditScope, options: GetOptions): Promise<GetResult<AuditEntry[]>> {
  const reply = await getJson<{ entries: AuditEntry[] }>(`/audit?${auditQueryString(scope)}`, options);
  if (!reply.ok) return reply;
  const entries = Array.isArray(reply.data?.entries) ? reply.data.entries : [];
  // Newest first, whatever order the server answered in.
  return { ok: true, data: [...entries].sort((a, b) => b.at - a.at) };
}
