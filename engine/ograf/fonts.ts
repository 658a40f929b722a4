// The overlays' faces for a graphic in another page: an OGraf renderer loads our module, not
// our page's style sheet, and a shadow root's @font-face rules do not apply, so the faces are
// added to the document with the FontFace API, from files beside the module.
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2?url";
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2?url";
import inter800 from "@fontsource/inter/files/inter-latin-800-normal.woff2?url";
import interExt400 from "@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url";
import interExt600 from "@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url";
import interExt800 from "@fontsource/inter/files/inter-latin-ext-800-normal.woff2?url";
import oswald500 from "@fontsource/oswald/files/oswald-latin-500-normal.woff2?url";
import oswald700 from "@fontsource/oswald/files/oswald-latin-700-normal.woff2?url";
import oswaldExt500 from "@fontsource/oswald/files/oswald-latin-ext-500-normal.woff2?url";
import oswaldExt700 from "@fontsource/oswald/files/oswald-latin-ext-700-normal.woff2?url";
import { BODY, DISPLAY } from "../ui.ts";

/** @fontsource's split of the Latin range: the basic subset, and Latin Extended. */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT =
  "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

const FACES: [family: string, weight: string, latin: string, ext: string][] = [
  [DISPLAY, "500", oswald500, oswaldExt500],
  [DISPLAY, "700", oswald700, oswaldExt700],
  [BODY, "400", inter400, interExt400],
  [BODY, "600", inter600, interExt600],
  [BODY, "800", inter800, interExt800],
];

let loading: Promise<void> | null = null;

/**
 * Add the faces once per module and wait for those the Latin text needs, as the overlay page
 * does (engine/page.tsx): a Latin Extended face downloads when a text first needs it. A face
 * that fails leaves the fallback, never an error.
 */
export function loadFonts(): Promise<void> {
  if (!loading) {
    for (const [family, weight, latin, ext] of FACES) {
      for (const [file, unicodeRange] of [
        [latin, LATIN],
        [ext, LATIN_EXT],
      ]) {
        document.fonts.add(new FontFace(family, `url(${new URL(file, import.meta.url).href}) format("woff2")`, { weight, unicodeRange }));
      }
    }
    loading = Promise.all(FACES.map(([family, weight]) => document.fonts.load(`${weight} 40px ${family}`).catch(() => undefined))).then(
      () => undefined,
    );
  }
  return loading;
}
