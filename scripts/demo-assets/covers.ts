/**
 * A story's cover, 640×360 SVG: a stylised portrait of the story's person in front of a halo, the
 * person's initials and the icon of the story's first theme, all in that theme's colours. The
 * composition (side, halo, background pattern, pose) varies with the story's position, so a page
 * of covers does not repeat itself; the same story always gets the same cover.
 */
import { figure } from "./figure.ts";
import type { Person } from "./people.ts";
import { type Palette, paletteOf, type Theme, themes } from "./themes.ts";

export type CoverStory = { index: number; person: Person; themes: number[] };

const W = 640;
const H = 360;

/** Six background patterns in the palette's pale colour; `flip` mirrors the layout. */
const patterns: ((p: Palette, flip: boolean) => string)[] = [
  // a grid of dots
  (p) =>
    `<pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="2.6" fill="${p.pale}"/></pattern><rect width="${W}" height="${H}" fill="url(#d)"/>`,
  // diagonal stripes
  (p) =>
    `<pattern id="s" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="11" height="28" fill="${p.pale}"/></pattern><rect width="${W}" height="${H}" fill="url(#s)"/>`,
  // rings spreading from a corner
  (p, flip) => {
    const cx = flip ? W : 0;
    const rings = [90, 150, 210, 270, 330, 390, 450].map((r) => `<circle cx="${cx}" cy="${H}" r="${r}"/>`).join("");
    return `<g fill="none" stroke="${p.pale}" stroke-width="14">${rings}</g>`;
  },
  // soft hills along the bottom
  (p) =>
    `<path d="M0 250C120 200 220 290 340 240S540 190 640 230V360H0Z" fill="${p.pale}"/><path d="M0 300C140 270 260 330 400 295S580 270 640 290V360H0Z" fill="${p.soft}" opacity=".45"/>`,
  // horizontal waves
  (p) => {
    const waves = [40, 90, 140, 190, 240, 290, 340]
      .map((y) => `<path d="M0 ${y}q40-18 80 0t80 0 80 0 80 0 80 0 80 0 80 0 80 0"/>`)
      .join("");
    return `<g fill="none" stroke="${p.pale}" stroke-width="8" stroke-linecap="round">${waves}</g>`;
  },
  // large overlapping circles
  (p, flip) => {
    const x = (v: number) => (flip ? W - v : v);
    return `<g fill="${p.pale}"><circle cx="${x(60)}" cy="60" r="120"/><circle cx="${x(250)}" cy="330" r="90"/></g><circle cx="${x(560)}" cy="40" r="70" fill="${p.pale}" opacity=".6"/>`;
  },
];

/** Three shapes behind the portrait: a disc, an arch and a disc with an offset ring. */
function halo(kind: number, x: number, p: Palette, accent: string): string {
  if (kind === 0) return `<circle cx="${x}" cy="175" r="138" fill="${p.soft}"/>`;
  if (kind === 1) return `<path d="M${x - 130} ${H}V170a130 130 0 0 1 260 0V${H}Z" fill="${p.soft}"/>`;
  return `<circle cx="${x - 20}" cy="160" r="134" fill="none" stroke="${accent}" stroke-width="6" opacity=".55"/><circle cx="${x}" cy="175" r="128" fill="${p.soft}"/>`;
}

/** The theme's icon in a white disc. */
function iconBadge(theme: Theme, cx: number, cy: number, p: Palette): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="34" fill="#fff"/>` +
    `<g transform="translate(${cx - 24} ${cy - 24})" fill="none" stroke="${p.deep}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" color="${p.deep}">${theme.icon}</g>`
  );
}

function initials(text: string, cx: number, p: Palette, accent: string): string {
  const size = text.length > 1 ? 116 : 156;
  return (
    `<text x="${cx}" y="236" text-anchor="middle" font-family="serif" font-weight="700" font-size="${size}" fill="${p.deep}">${text}</text>` +
    `<rect x="${cx - 36}" y="262" width="72" height="8" rx="4" fill="${accent}"/>`
  );
}

export function coverSvg(story: CoverStory): string {
  const theme = themes[story.themes[0]! - 1]!;
  const second = themes[(story.themes[1] ?? story.themes[0]!) - 1]!;
  const p = paletteOf(theme);
  const accent = story.themes.length > 1 ? paletteOf(second).base : p.deep;
  const i = story.index;
  const flip = i % 2 === 1; // portrait on the left for odd positions
  const figureX = flip ? 210 : 430;
  const textX = flip ? 490 : 160;
  const badgeX = flip ? 584 : 56;
  const turn = ((i * 7) % 5) / 2 - 1; // -1, -0.5, 0, 0.5, 1
  const tilt = ((i * 3) % 5) * 2 - 4; // -4…4 degrees
  const scale = [1.08, 1, 1.16][i % 3]!;
  const clothes = [p.base, p.deep, accent][Math.floor(i / 2) % 3]!;
  const portrait = figure(
    story.person,
    {
      palette: p,
      clothes: clothes === accent && accent === p.deep ? p.base : clothes,
      accent: clothes === p.base ? p.pale : p.soft,
    },
    flip ? -turn : turn,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="${p.paper}"/>` +
    patterns[(i * 5 + Math.floor(i / 6)) % patterns.length]!(p, flip) +
    halo(Math.floor(i / 2) % 3, figureX, p, accent) +
    `<g transform="translate(${figureX} ${Math.round(200 - 40 * scale)}) scale(${scale}) rotate(${tilt})">${portrait}</g>` +
    initials(story.person.initials, textX, p, accent) +
    iconBadge(theme, badgeX, 56, p) +
    "</svg>\n"
  );
}
