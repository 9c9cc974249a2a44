/**
 * The six demo themes (in the order of catalogue.json "themes"): their colour and their icon.
 * The icons are 48×48 line drawings in currentColor, written to demo/themes/theme-N.svg and
 * reused, recoloured, on the story covers.
 */

export type Rgb = [number, number, number];

export type Theme = {
  /** Slovak name, the icon's accessible title. */
  name: string;
  /** The theme's colour; the covers derive their palette from it. */
  colour: string;
  /** The icon's shapes in a 48×48 box, drawn with a round 3-unit stroke and no fill. */
  icon: string;
};

export const themes: Theme[] = [
  {
    name: "Migrácia",
    colour: "#1d6a8a",
    // a globe with a journey's arrow arcing over it
    icon: '<circle cx="24" cy="29" r="14"/><path d="M10 29h28M24 15c-4.5 4-6 9-6 14s1.5 10 6 14M24 15c4.5 4 6 9 6 14s-1.5 10-6 14"/><path d="M6 15C12 5 31 1 41 11M34 10.5l7 .5-1-7"/>',
  },
  {
    name: "Zdravotné znevýhodnenie",
    colour: "#5b4b9a",
    // the accessibility symbol: a person with open arms in a ring
    icon: '<circle cx="24" cy="24" r="20"/><circle cx="24" cy="13" r="2.5" fill="currentColor"/><path d="M14 19.5 24 21l10-1.5M24 21v7M24 28l-5 9M24 28l5 9"/>',
  },
  {
    name: "Národnostné menšiny",
    colour: "#b5522e",
    // a group of three, one of them drawn differently
    icon: '<circle cx="11" cy="18" r="4"/><circle cx="37" cy="18" r="4"/><circle cx="24" cy="14" r="5" fill="currentColor"/><path d="M3 38c0-7 3.5-11 8-11s8 4 8 11M29 38c0-7 3.5-11 8-11s8 4 8 11"/><path d="M15 42c0-9 4-14 9-14s9 5 9 14z" fill="currentColor"/>',
  },
  {
    name: "Viera a náboženstvo",
    colour: "#9a6a12",
    // a lit candle
    icon: '<path d="M24 5c4 4.5 5 8 2.8 11a3.5 3.5 0 0 1-5.6 0C19 13 20 9.5 24 5z"/><path d="M24 19v3M17 22h14v20H17zM11 42h26M10 12l3 2M38 12l-3 2"/>',
  },
  {
    name: "Chudoba a sociálne vylúčenie",
    colour: "#3d7a4c",
    // a person under a sheltering roof
    icon: '<path d="M4 22 24 6l20 16"/><circle cx="24" cy="24" r="5"/><path d="M14 42c0-7 4.5-11 10-11s10 4 10 11"/>',
  },
  {
    name: "Rodová rovnosť a identita",
    colour: "#a63a6b",
    // the symbol joining the arrow and the cross of the gender signs
    icon: '<circle cx="22" cy="24" r="10"/><path d="M29 17l10-10M31 7h8v8M22 34v10M17 39h10"/>',
  },
];

/** demo/themes/theme-N.svg: the icon on its own, in currentColor, titled with the theme's name. */
export function themeIconSvg(theme: Theme): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-labelledby="t">' +
    `<title id="t">${theme.name}</title>` +
    `<g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${theme.icon}</g></svg>\n`
  );
}

const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** `hex` moved towards `towards` by `amount` (0 keeps it, 1 gives `towards`). */
export function mix(hex: string, towards: string, amount: number): string {
  const [a, b] = [rgbOf(hex), rgbOf(towards)];
  return hexOf(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** The cover palette of a theme: from the deep shade of the figure to the pale background. */
export type Palette = { ink: string; deep: string; base: string; soft: string; pale: string; paper: string };

export function paletteOf(theme: Theme): Palette {
  const c = theme.colour;
  return {
    ink: mix(c, "#000000", 0.55),
    deep: mix(c, "#000000", 0.25),
    base: c,
    soft: mix(c, "#ffffff", 0.45),
    pale: mix(c, "#ffffff", 0.78),
    paper: mix(c, "#ffffff", 0.9),
  };
}
