import { contrastRatio, parseHex, textColorOn } from "./color.ts";
import type { Attachment } from "./records.ts";

/** SPEC §9 fallback colours, used where a theme leaves a colour unset. */
export const FALLBACK_COLORS = { passive: "#ffffff", active: "#66d9ff", dark: "#222222", onDark: "#ffffff" } as const;

export interface ThemeInput {
  color_theme?: string;
  color_logo_background?: string;
  color_logo_accent?: string;
  color_accent?: string;
  color_alt?: string;
  color_text_on_theme?: string;
  color_text_on_logo_background?: string;
  color_website_dark?: string;
  color_text_on_dark?: string;
  default_logo?: Attachment[];
  small_logo?: Attachment[];
}

/** Every colour an overlay draws with, always set. */
export interface ResolvedTheme {
  background: string;
  logoBackground: string;
  accent: string;
  alt: string;
  textOnTheme: string;
  textOnLogoBackground: string;
  textOnAccent: string;
  dark: string;
  textOnDark: string;
  logoId: string | null;
  smallLogoId: string | null;
}

const valid = (c: string | undefined): string | undefined => {
  const hex = c?.trim();
  return hex && /^#?[0-9a-f]{3,8}$/i.test(hex) ? (hex.startsWith("#") ? hex : `#${hex}`) : undefined;
};

/**
 * A theme's colours with fallbacks (first the theme's own related colours, then SPEC §9),
 * and text colours chosen by contrast where the theme does not give them or its pair fails
 * the contrast rule (OVERLAYS.md "Legible at 1080p on a phone").
 */
export function resolveTheme(...themes: (ThemeInput | null | undefined)[]): ResolvedTheme {
  const t = themes.find((x) => x && (valid(x.color_theme) || valid(x.color_logo_background))) ?? themes.find(Boolean) ?? {};
  const dark = valid(t.color_website_dark) ?? FALLBACK_COLORS.dark;
  const background = valid(t.color_theme) ?? valid(t.color_logo_background) ?? dark;
  const logoBackground = valid(t.color_logo_background) ?? background;
  const accent = valid(t.color_accent) ?? valid(t.color_logo_accent) ?? FALLBACK_COLORS.active;
  return {
    background,
    logoBackground,
    accent,
    alt: valid(t.color_alt) ?? accent,
    textOnTheme: readableTextOn(background, valid(t.color_text_on_theme)),
    textOnLogoBackground: readableTextOn(logoBackground, valid(t.color_text_on_logo_background)),
    textOnAccent: textColorOn(accent),
    dark,
    textOnDark: valid(t.color_text_on_dark) ?? FALLBACK_COLORS.onDark,
    logoId: t.default_logo?.[0]?.id ?? t.small_logo?.[0]?.id ?? null,
    smallLogoId: t.small_logo?.[0]?.id ?? t.default_logo?.[0]?.id ?? null,
  };
}

/** "#rrggbb" → 0xrrggbb for the renderer. */
export function hexToNumber(hex: string): number {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.slice(0, 6);
  const n = parseInt(full, 16);
  return Number.isNaN(n) ? 0 : n;
}

/** SPEC §9 contrast rule (luminance formula): text on a colour reads at 4.5:1 or better (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The text colour for a theme colour used as a background: the theme's own text colour when it
 * reads (MIN_TEXT_CONTRAST), else near-black or white, whichever reads better; pure black where a
 * mid-tone leaves near-black short of the rule.
 */
export function readableTextOn(background: string, preferred?: string | null): string {
  if (!parseHex(background)) return preferred || FALLBACK_COLORS.onDark;
  if (preferred && parseHex(preferred) && contrastRatio(background, preferred) >= MIN_TEXT_CONTRAST) return preferred;
  const text = textColorOn(background);
  return contrastRatio(background, text) >= MIN_TEXT_CONTRAST ? text : textColorOn(background, "#000000");
}
