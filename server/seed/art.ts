/**
 * Generated art for the demo: hero icons and portraits, map scenes, avatars, sponsor
 * wordmarks, team banners and broadcast backgrounds. Small SVGs made from shapes and a
 * few letters, in the colours they belong to; nothing is copied from a game.
 */
import { createHash } from "node:crypto";
import { shieldLogo } from "./logos.ts";

/** Role colours: [main, dark] for the hero art. */
export const ROLE_COLORS: Record<string, [string, string]> = {
  Tank: ["#4f8ef7", "#102a5c"],
  Damage: ["#f0524f", "#4a0f12"],
  Support: ["#3ecf8e", "#0d3b28"],
};
const roleColors = (role: string) => ROLE_COLORS[role] ?? ["#9aa4b2", "#1f2630"];

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A number from 0 to 1 fixed by a name, for variations that stay the same on every machine. */
export function hashUnit(name: string, salt = 0): number {
  return createHash("sha256").update(`${salt}:${name}`).digest().readUInt32LE(0) / 2 ** 32;
}

const ROLE_GLYPHS: Record<string, string> = {
  Tank: `<path d="M64 30 L94 40 L94 66 C94 84 80 96 64 102 C48 96 34 84 34 66 L34 40 Z"/>`,
  Damage: `<path d="M64 28 L70 58 L100 64 L70 70 L64 100 L58 70 L28 64 L58 58 Z"/>`,
  Support: `<path d="M54 30 h20 v24 h24 v20 h-24 v24 h-20 v-24 h-24 v-20 h24 Z"/>`,
};

/**
 * A bust for generated portraits and icons in a 256 box: head and shoulders, with a hair or
 * helmet shape and a collar chosen by the name, so each person or hero reads as someone.
 */
function bust(name: string, body: string, head: string, hair: string): string {
  const style = Math.floor(hashUnit(name, 2) * 4);
  const tilt = Math.round((hashUnit(name, 3) - 0.5) * 10);
  const crown = [
    // Short crop, swept fringe, a helmet with a visor line, a high top.
    `<path d="M84 104 Q86 52 128 50 Q170 52 172 104 Q158 78 128 78 Q98 78 84 104 Z" fill="${hair}"/>`,
    `<path d="M80 110 Q78 48 132 46 Q182 50 176 96 Q150 66 104 84 Q92 92 80 110 Z" fill="${hair}"/>`,
    `<path d="M78 118 Q76 44 128 42 Q180 44 178 118 L178 100 Q128 88 78 100 Z" fill="${hair}"/><rect x="86" y="100" width="84" height="10" rx="5" fill="${hair}" opacity=".7"/>`,
    `<path d="M86 100 Q84 34 128 30 Q172 34 170 100 Q160 70 128 70 Q96 70 86 100 Z" fill="${hair}"/>`,
  ][style];
  return `<g transform="rotate(${tilt} 128 200)">
<path d="M34 256 Q40 186 100 172 L156 172 Q216 186 222 256 Z" fill="${body}"/>
<path d="M104 172 L128 200 L152 172 Z" fill="${hair}" opacity=".55"/>
<rect x="112" y="140" width="32" height="36" rx="10" fill="${head}"/>
<ellipse cx="128" cy="112" rx="44" ry="50" fill="${head}"/>
${crown}
</g>`;
}

/** A hero's icon: a square emblem in its role's colours, the role's glyph behind a drawn bust (128×128). */
export function heroIcon(name: string, role: string): string {
  const [main, dark] = roleColors(role);
  const turn = Math.round(hashUnit(name) * 90) - 45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<clipPath id="c"><rect width="128" height="128" rx="20"/></clipPath></defs>
<rect width="128" height="128" rx="20" fill="url(#b)"/>
<g fill="#fff" opacity=".18" transform="rotate(${turn} 64 64)">${ROLE_GLYPHS[role] ?? ""}</g>
<g clip-path="url(#c)"><g transform="translate(8 16) scale(.4375)">${bust(name, dark, "#f4f1ea", dark)}</g></g>
<rect x="6" y="6" width="116" height="116" rx="16" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
</svg>`;
}

/** A hero's portrait art: an abstract silhouette in role colours over light rays, the name at the foot (600×900). */
export function heroPortrait(name: string, role: string): string {
  const [main, dark] = roleColors(role);
  const h = hashUnit(name);
  const lean = Math.round((h - 0.5) * 60);
  const shoulders = 150 + Math.round(hashUnit(name, 1) * 60);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const x = 300 + (i - 3) * 140 + lean;
    return `<polygon points="300,260 ${x - 40},900 ${x + 40},900" />`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="#05070c"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".32" r=".5"><stop offset="0" stop-color="${main}" stop-opacity=".85"/><stop offset="1" stop-color="${main}" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
</defs>
<rect width="600" height="900" fill="url(#bg)"/>
<g fill="${main}" opacity=".12">${rays}</g>
<circle cx="300" cy="290" r="260" fill="url(#glow)"/>
<g transform="translate(${lean / 3} 0)">
<path d="M${300 - shoulders} 900 C ${300 - shoulders} 620 ${300 - shoulders + 30} 520 300 500 C ${300 + shoulders - 30} 520 ${300 + shoulders} 620 ${300 + shoulders} 900 Z" fill="url(#body)"/>
<ellipse cx="300" cy="380" rx="92" ry="112" fill="url(#body)"/>
<path d="M220 360 Q300 330 380 360 L376 392 Q300 370 224 392 Z" fill="#fff" opacity=".8"/>
<g fill="#fff" opacity=".22" transform="translate(236 600)">${ROLE_GLYPHS[role] ?? ""}</g>
</g>
<rect x="0" y="760" width="600" height="140" fill="#000" opacity=".35"/>
<text x="300" y="846" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="800" letter-spacing="4" fill="#fff">${esc(name.toUpperCase())}</text>
</svg>`;
}

/** The colours of a map type's scene: sky top, sky bottom, ground, accent. */
const MAP_PALETTES: Record<string, [string, string, string, string]> = {
  Control: ["#1b2a4a", "#f29e6d", "#2a1f2e", "#ffd27a"],
  Hybrid: ["#243b55", "#9ec5e8", "#28323c", "#ffb347"],
  Escort: ["#3a2a1a", "#f7c873", "#4a3520", "#ff6b35"],
  Push: ["#0f2f2f", "#7fe0c8", "#12302a", "#ffe066"],
  Flashpoint: ["#2a1040", "#e07ad8", "#1e1030", "#7af0ff"],
};

/** A map's image: a 16:9 landscape, its scene set by the map type (objective, skyline, road) and varied by name (1280×720). */
export function mapScene(name: string, type: string): string {
  const [skyTop, skyBottom, ground, accent] = MAP_PALETTES[type] ?? MAP_PALETTES.Control;
  const r = (k: number) => hashUnit(name, k);
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = 60 + Math.round(r(i) * 70);
    const h = 120 + Math.round(r(i + 20) * 260);
    const x = i * 95 - 20 + Math.round(r(i + 40) * 30);
    return `<rect x="${x}" y="${520 - h}" width="${w}" height="${h}"/>`;
  }).join("");
  const hills = `<path d="M0 470 C 200 ${380 + r(3) * 60} 400 ${420 + r(4) * 40} 640 ${400 + r(5) * 50} S 1080 ${380 + r(6) * 60} 1280 450 L1280 720 L0 720 Z" fill="${skyBottom}" opacity=".25"/>`;
  const objective: Record<string, string> = {
    Control: `<ellipse cx="640" cy="600" rx="230" ry="50" fill="none" stroke="${accent}" stroke-width="10"/><ellipse cx="640" cy="600" rx="150" ry="30" fill="${accent}" opacity=".35"/>`,
    Hybrid: `<ellipse cx="420" cy="610" rx="140" ry="32" fill="none" stroke="${accent}" stroke-width="8"/><rect x="760" y="560" width="150" height="60" rx="10" fill="${accent}"/><circle cx="790" cy="626" r="14" fill="#111"/><circle cx="880" cy="626" r="14" fill="#111"/>`,
    Escort: `<path d="M0 660 L1280 600" stroke="${accent}" stroke-width="6" stroke-dasharray="40 30"/><rect x="560" y="540" width="170" height="66" rx="12" fill="${accent}"/><circle cx="595" cy="612" r="16" fill="#111"/><circle cx="695" cy="608" r="16" fill="#111"/>`,
    Push: `<path d="M0 640 L1280 640" stroke="${accent}" stroke-width="6" opacity=".6"/><rect x="590" y="500" width="100" height="110" rx="18" fill="${accent}"/><circle cx="640" cy="540" r="18" fill="#111"/><path d="M560 640 L720 640" stroke="#fff" stroke-width="10"/>`,
    Flashpoint: [300, 640, 980]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${600 + (i % 2) * 30}" r="54" fill="none" stroke="${accent}" stroke-width="8" opacity="${i === 1 ? 1 : 0.5}"/>`,
      )
      .join(""),
  };
  const sunX = 200 + Math.round(r(7) * 880);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#sky)"/>
<circle cx="${sunX}" cy="200" r="80" fill="${accent}" opacity=".55"/>
${hills}
<g fill="${ground}" opacity=".85">${buildings}</g>
<rect y="520" width="1280" height="200" fill="${ground}"/>
${objective[type] ?? objective.Control}
</svg>`;
}

/** Skin tones for generated portraits, picked by name. */
const SKIN = ["#f2d3b3", "#e0b48f", "#c68e62", "#9c6a43", "#6e4a2f"];

/** A person's avatar: a drawn bust in their team's colours on a disc of them (256×256); no initials. */
export function avatar(name: string, background: string, foreground = "#ffffff"): string {
  const skin = SKIN[Math.floor(hashUnit(name, 4) * SKIN.length)];
  const hair = ["#1d1a17", "#4a2f1c", "#8a5a2b", "#d8b25a", "#2b2b33"][Math.floor(hashUnit(name, 5) * 5)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<circle cx="128" cy="128" r="128" fill="${background}"/>
<g clip-path="url(#c)">${bust(name, foreground, skin, hair)}</g>
<circle cx="128" cy="128" r="122" fill="none" stroke="${foreground}" stroke-opacity=".3" stroke-width="6"/>
</svg>`;
}

/** A sponsor's wordmark: a mark and its name on a rounded plate (240 high, as wide as the name). */
export function wordmark(name: string, background: string, accent: string, text: string): string {
  // About 0.6 em a letter at 72 px: the plate fits the name.
  const width = 236 + Math.ceil(name.length * 43) + 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="240" viewBox="0 0 ${width} 240">
<rect width="${width}" height="240" rx="36" fill="${background}"/>
<g transform="translate(40 40)"><circle cx="80" cy="80" r="80" fill="${accent}"/><path d="M44 110 L80 40 L116 110 Z" fill="${background}"/></g>
<text x="236" y="146" font-family="${FONT}" font-size="72" font-weight="800" fill="${text}">${esc(name)}</text>
</svg>`;
}

/** A team's banner: diagonal bands in its colours with its shield large on the right (1920×1080). */
export function teamBanner(index: number, name: string, primary: string, secondary: string): string {
  const shield = shieldLogo(index, primary, secondary).replace(
    /<svg [^>]*>/,
    `<svg x="1060" y="140" width="800" height="800" viewBox="0 0 256 256">`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#0b0f17"/></linearGradient></defs>
<rect width="1920" height="1080" fill="url(#g)"/>
<g fill="${secondary}" opacity=".1">${Array.from({ length: 6 }, (_, i) => `<polygon points="${i * 360 - 300},1080 ${i * 360 - 120},1080 ${i * 360 + 480},0 ${i * 360 + 300},0"/>`).join("")}</g>
${shield}
<text x="120" y="980" font-family="${FONT}" font-size="120" font-weight="900" fill="${secondary}" opacity=".9">${esc(name.toUpperCase())}</text>
</svg>`;
}

/** A full-frame broadcast background: soft glows and a fine grid over the event colours (1920×1080). */
export function backgroundArt(variant: number, primary: string, accent: string): string {
  const glows = [
    [360, 240],
    [1560, 840],
    [1500, 180],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${(x + variant * 300) % 1920}" cy="${y}" r="${520 - i * 90}" fill="url(#glow)" opacity="${0.7 - i * 0.2}"/>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${variant % 2}" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="#04060b"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".35"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M64 0 L0 0 0 64" fill="none" stroke="#fff" stroke-opacity=".05" stroke-width="2"/></pattern>
</defs>
<rect width="1920" height="1080" fill="url(#bg)"/>
${glows}
<rect width="1920" height="1080" fill="url(#grid)"/>
</svg>`;
}

/** A promotional card (an ad read's image, a highlight): a headline and a line under it on a colour field (1280×720). */
export function promoCard(headline: string, line: string, background: string, accent: string, text = "#ffffff"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#05070c"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1040" cy="360" r="260" fill="${accent}" opacity=".25"/>
<circle cx="1040" cy="360" r="170" fill="${accent}" opacity=".5"/>
<rect x="96" y="250" width="16" height="220" fill="${accent}"/>
<text x="140" y="350" font-family="${FONT}" font-size="${headline.length > 18 ? 64 : 84}" font-weight="900" fill="${text}">${esc(headline)}</text>
<text x="140" y="430" font-family="${FONT}" font-size="40" font-weight="600" fill="${text}" opacity=".8">${esc(line)}</text>
</svg>`;
}
