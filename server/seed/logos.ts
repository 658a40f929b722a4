/**
 * Generated team and event logos: a shield in the theme's colours with a geometric
 * emblem. Pure shapes, no text, so they render the same everywhere with no fonts.
 */
const EMBLEMS = [
  (a: string) => `<polygon points="128,62 150,112 204,116 162,150 176,204 128,174 80,204 94,150 52,116 106,112" fill="${a}"/>`,
  (a: string) =>
    `<path d="M70 96 L128 150 L186 96 L186 130 L128 184 L70 130 Z" fill="${a}"/><path d="M70 60 L128 114 L186 60 L186 80 L128 134 L70 80 Z" fill="${a}" opacity=".6"/>`,
  (a: string) =>
    `<circle cx="128" cy="128" r="58" fill="none" stroke="${a}" stroke-width="18"/><circle cx="128" cy="128" r="20" fill="${a}"/>`,
  (a: string) =>
    `<path d="M128 56 L196 128 L128 200 L60 128 Z" fill="${a}"/><path d="M128 92 L160 128 L128 164 L96 128 Z" fill="#0000" stroke="#fff" stroke-width="8"/>`,
  (a: string) => `<path d="M68 190 L128 60 L188 190 L160 190 L128 120 L96 190 Z" fill="${a}"/>`,
  (a: string) => `<path d="M76 76 h104 v30 h-72 v22 h56 v28 h-56 v48 h-32 Z" fill="${a}"/>`,
  (a: string) =>
    `<g fill="${a}"><rect x="64" y="64" width="56" height="56" rx="8"/><rect x="136" y="64" width="56" height="56" rx="8" opacity=".7"/><rect x="64" y="136" width="56" height="56" rx="8" opacity=".7"/><rect x="136" y="136" width="56" height="56" rx="8"/></g>`,
  (a: string) =>
    `<path d="M128 52 C 170 90 190 120 170 170 C 160 196 96 196 86 170 C 66 120 86 90 128 52 Z" fill="${a}"/><path d="M128 110 C 146 130 150 150 138 170 L118 170 C 106 150 110 130 128 110 Z" fill="#fff" opacity=".85"/>`,
];

export function shieldLogo(index: number, background: string, accent: string): string {
  const emblem = EMBLEMS[index % EMBLEMS.length](accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<path d="M128 12 L228 44 L228 128 C228 188 184 226 128 246 C72 226 28 188 28 128 L28 44 Z" fill="${background}" stroke="${accent}" stroke-width="10"/>
${emblem}
</svg>`;
}

/** A wide banner for break screens and backgrounds: diagonal bands in theme colours. */
export function bannerImage(primary: string, secondary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>
<rect width="1920" height="1080" fill="url(#g)"/>
<g opacity=".12" fill="#fff">${Array.from({ length: 9 }, (_, i) => `<polygon points="${i * 260 - 200},1080 ${i * 260},1080 ${i * 260 + 600},0 ${i * 260 + 400},0"/>`).join("")}</g>
</svg>`;
}
