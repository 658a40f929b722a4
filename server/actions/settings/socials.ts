import type { SocialInput } from "../../../domain/eventSettings.ts";
import { longId } from "../../../domain/ids.ts";
import type { StoreTx } from "../../store/ThingStore.ts";

/**
 * Save an event's or a team's social links (Socials records listed in its `socials`): given
 * ones with a known id are updated, new ones created, the ones left out removed. Answers the
 * new list of ids. `approve` says whether a link may show (SPEC §3: only approved links show);
 * a link whose address is unchanged keeps its approval.
 */
export async function saveSocials(
  tx: StoreTx,
  owner: { field: "event" | "team"; id: string; socials: readonly string[] | undefined },
  inputs: readonly SocialInput[],
  approve: boolean,
): Promise<string[]> {
  const current = new Set(owner.socials ?? []);
  const ids: string[] = [];
  for (const input of inputs) {
    const fields = { type: input.type, url: input.url, name: input.name || null };
    const id = input.id ? longId(input.id) : null;
    const existing = id && current.has(id) ? await tx.getTyped(id, "Socials") : null;
    if (existing) {
      const approved = approve || (existing.approved === true && existing.url === input.url);
      await tx.update(existing.id, "Socials", { ...fields, approved });
      ids.push(existing.id);
    } else {
      const created = await tx.insert("Socials", {
        type: input.type,
        url: input.url,
        ...(input.name ? { name: input.name } : {}),
        approved: approve,
        [owner.field]: [owner.id],
      });
      ids.push(created.id);
    }
  }
  for (const id of current) if (!ids.includes(id) && (await tx.getTyped(id, "Socials"))) await tx.remove(id);
  return ids;
}

/** Apply theme colours to a record's own theme (creating one named after it when it has none); answers the theme's id. */
export async function saveThemeColours(
  tx: StoreTx,
  themeId: string | undefined,
  name: string,
  colours: Record<string, string | null | undefined>,
): Promise<string> {
  const patch = Object.fromEntries(Object.entries(colours).filter(([, v]) => v !== undefined));
  const theme = themeId ? await tx.getTyped(themeId, "Themes") : null;
  if (theme) return (await tx.update(theme.id, "Themes", patch)).id;
  const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null));
  return (await tx.insert("Themes", { name, ...fields })).id;
}
