import type { WireRecord } from "../domain/wireRecords.ts";

/**
 * Records as the signed-in viewer may see them (domain/projection.ts): `POST /things` with
 * their token, so a sign-up's owner and its event's staff get its private fields, which the
 * live socket (public projection only) never carries. Answers one entry per key, null for
 * a key that failed; a failed request answers null, and is only logged (SPEC §8).
 */
export async function fetchThingsAs(
  keys: readonly string[],
  token: string,
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): Promise<(WireRecord | null)[] | null> {
  if (!keys.length) return [];
  const doFetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  try {
    const response = await doFetch(`${options.baseUrl ?? ""}/things`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ids: keys.join(",") }),
    });
    const list = (await response.json()) as unknown;
    if (!Array.isArray(list)) throw new Error(`/things answered ${response.status}`);
    return list.map((item: unknown) =>
      item && typeof item === "object" && !("error" in item) && typeof (item as { __tableName?: unknown }).__tableName === "string"
        ? (item as WireRecord)
        : null,
    );
  } catch (error) {
    console.warn("[Live] private things fetch failed", error);
    return null;
  }
}
