/**
 * How descriptions are aligned and coloured: by classes (`rt-align-center`, `rt-color-black`),
 * never by a style attribute, which the site's Content-Security-Policy refuses. The server keeps
 * exactly these classes (src/shared/rich-text.ts), web/src/styles/rich-text.css gives them their
 * look, and the editor turns them into its own alignment and text colour, and back.
 */
import type { Alignment } from "./toolbar-state.ts";

const ALIGNMENTS: readonly Alignment[] = ["left", "center", "right", "justify"];
/** The colours a description may have, as the editor writes them in a text's style: the product restricts them to black. */
export const PALETTE = { black: "#000000" } as const;
export type PaletteColour = keyof typeof PALETTE;

export const alignmentClass = (alignment: Alignment) => `rt-align-${alignment}`;
export const colourClass = (colour: PaletteColour) => `rt-color-${colour}`;

/** The alignment a list of classes names, if any. */
export const alignmentOfClasses = (classes: Iterable<string>): Alignment | undefined =>
  ALIGNMENTS.find((alignment) => [...classes].includes(alignmentClass(alignment)));

/** The palette colour a list of classes names, if any. */
export const colourOfClasses = (classes: Iterable<string>): PaletteColour | undefined =>
  (Object.keys(PALETTE) as PaletteColour[]).find((colour) => [...classes].includes(colourClass(colour)));

/** A style's declarations by property (lower case), as `text-align: center; color: #000000;` writes them. */
function declarationsOf(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0)
      declarations.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return declarations;
}

/** A colour as #rrggbb: the editor writes #000000, the browser serialises it as rgb(0, 0, 0). */
function hexOf(colour: string): string {
  const rgb = /^rgb\((\d{1,3}),(\d{1,3}),(\d{1,3})\)$/.exec(colour);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((channel) => Number(channel).toString(16).padStart(2, "0"))
      .join("")}`;
  return /^#[0-9a-f]{3}$/.test(colour) ? `#${[...colour.slice(1)].map((digit) => digit + digit).join("")}` : colour;
}

/** The palette colour of a style's `color`, if it is one. */
export function paletteColourOfStyle(style: string): PaletteColour | undefined {
  const colour = hexOf(declarationsOf(style).get("color")?.replace(/\s+/g, "") ?? "");
  return (Object.keys(PALETTE) as PaletteColour[]).find((name) => PALETTE[name] === colour);
}

/** The classes a style the editor wrote stands for: its alignment and its palette colour (the rest, white-space, is the editor's own). */
export function classesOfStyle(style: string): string[] {
  const alignment = ALIGNMENTS.find((each) => each === declarationsOf(style).get("text-align"));
  const colour = paletteColourOfStyle(style);
  return [alignment && alignmentClass(alignment), colour && colourClass(colour)].filter((name): name is string =>
    Boolean(name),
  );
}
