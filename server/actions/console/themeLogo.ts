import { SETTINGS_MESSAGES } from "../../../domain/eventSettings.ts";
import { longId } from "../../../domain/ids.ts";
import type { PlayerRecord } from "../../../domain/tables.ts";
import type { StoreReader } from "../../store/ThingStore.ts";
import { ActionError, notFound } from "../ActionError.ts";
import { defineAction } from "../defineAction.ts";
import { assertMayChange } from "./access.ts";
import { writeRecord } from "./writeRecord.ts";

const LOGO_MAX_BYTES = 1024 * 1024;

async function theme(store: StoreReader, player: PlayerRecord | null, id: string) {
  const found = await store.getTyped(longId(id), "Themes");
  if (!found) throw notFound("Theme");
  await assertMayChange(store, player, "Themes", found, { default_logo: null });
  return found;
}

/**
 * upload-theme-logo: the console's Themes form uploads a theme's logo as team settings do (the
 * same data URL, types and 1 MB limit, SETTINGS_MESSAGES): the image is stored before the
 * transaction, once the caller is known to may change the theme (the console's rule), and the
 * theme's `default_logo` points at it in the transaction. A null logo removes it.
 */
export const uploadThemeLogo = defineAction({
  key: "upload-theme-logo",
  async prepare({ store, player }, { theme: themeId, logo }) {
    await theme(store, player, themeId);
    if (!logo) return null;
    const [, mime, ext] = /^data:(image\/(png|jpeg|gif|webp));base64,/.exec(logo) ?? [];
    if (!mime) throw new ActionError(400, SETTINGS_MESSAGES.logoType, [{ path: "logo", message: SETTINGS_MESSAGES.logoType }]);
    const data = Buffer.from(logo.slice(logo.indexOf(",") + 1), "base64");
    if (data.length > LOGO_MAX_BYTES)
      throw new ActionError(400, SETTINGS_MESSAGES.logoTooBig, [{ path: "logo", message: SETTINGS_MESSAGES.logoTooBig }]);
    const fileExtension = ext === "jpeg" ? "jpg" : ext;
    const id = await store.putImage({ ext: fileExtension, mime, data });
    return { id, fileExtension, type: mime };
  },
  async run({ tx, player }, { theme: themeId }, image) {
    const found = await theme(tx, player, themeId);
    const saved = await writeRecord(tx, "Themes", found.id, { default_logo: image ? [image] : null });
    return { id: saved.id };
  },
});
