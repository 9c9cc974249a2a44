import { Encodings, Font, FontNames } from "@pdf-lib/standard-fonts";
import {
  beginText,
  endText,
  moveText,
  type PDFArray,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFPage,
  type PDFRef,
  setFillingRgbColor,
  setFontAndSize,
  showText,
} from "pdf-lib";

/**
 * Text in Slovak (and Czech, Hungarian, Polish… names) with the standard Helvetica, without
 * embedding a font file.
 *
 * pdf-lib's standard fonts speak WinAnsi only, which has no č, ď, ľ, ĺ, ň, ŕ, ť; embedding a TTF
 * would need @pdf-lib/fontkit, which is not installed. But the standard Helvetica itself has every
 * Latin letter a name here needs (315 glyphs: ľ is "lcaron", ť "tcaron"…), and a PDF font may
 * re-map its codes to glyph names with an /Encoding /Differences array. So each document gets its
 * own encoding: ASCII stays as it is, and every other character it uses gets one of the 128 upper
 * codes, named after its glyph. Viewers draw the glyphs from their Helvetica (or its metric-compatible
 * substitute) and read the text back through the same glyph names, so copying and searching work.
 * A character Helvetica lacks (Cyrillic, say) is written without its accents if that helps, else as "?".
 */
export type Weight = "regular" | "bold";
/** A fill colour, red, green and blue from 0 to 1. */
export type Colour = [number, number, number];

/** Unicode combining marks and the suffix of the precomposed glyph's name ("l" + caron = "lcaron"). */
const markNames: Record<string, string[]> = {
  "\u0300": ["grave"],
  "\u0301": ["acute"],
  "\u0302": ["circumflex"],
  "\u0303": ["tilde"],
  "\u0304": ["macron"],
  "\u0306": ["breve"],
  "\u0307": ["dotaccent"],
  "\u0308": ["dieresis"],
  "\u030A": ["ring"],
  "\u030B": ["hungarumlaut"],
  "\u030C": ["caron"],
  "\u0326": ["commaaccent"],
  "\u0327": ["cedilla", "commaaccent"],
  "\u0328": ["ogonek"],
};
/** Letters with a stroke have no decomposition. */
const strokedLetters: Record<string, string> = { đ: "dcroat", Đ: "Dcroat", ł: "lslash", Ł: "Lslash", ı: "dotlessi" };

const FIRST_FREE_CODE = 128;
const LAST_CODE = 255;

const metrics: Record<Weight, Font> = {
  regular: Font.load(FontNames.Helvetica),
  bold: Font.load(FontNames.HelveticaBold),
};
const glyphNames = new Set(metrics.regular.CharMetrics.map((m) => m.N));

export class PdfText {
  /** [128 /name /name …]: the glyph of code 128, 129… in the order the document first used them. */
  private readonly differences: PDFArray;
  private readonly codeOf = new Map<string, number>();
  private readonly fontRefs: Record<Weight, PDFRef>;
  private readonly pageFonts = new WeakMap<PDFPage, Record<Weight, PDFName>>();

  constructor(doc: PDFDocument) {
    // written when the document is saved, so the array can grow until then
    this.differences = doc.context.obj([FIRST_FREE_CODE]);
    const encoding = doc.context.register(
      doc.context.obj({ Type: "Encoding", BaseEncoding: "WinAnsiEncoding", Differences: this.differences }),
    );
    const font = (baseFont: string) =>
      doc.context.register(doc.context.obj({ Type: "Font", Subtype: "Type1", BaseFont: baseFont, Encoding: encoding }));
    this.fontRefs = { regular: font("Helvetica"), bold: font("Helvetica-Bold") };
  }

  /** Width of the text in points. */
  width(text: string, size: number, weight: Weight = "regular"): number {
    // every glyph chosen exists in the font, so it has a width (the typing allows none)
    return (
      (this.glyphs(text).reduce(
        (sum, glyph) => sum + ((metrics[weight].getWidthOfGlyph(glyph.name) as number | undefined) ?? 0),
        0,
      ) *
        size) /
      1000
    );
  }

  draw(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    options: { size: number; weight?: Weight; color?: Colour },
  ): void {
    const weight = options.weight ?? "regular";
    const hex = this.glyphs(text)
      .map((glyph) => glyph.code.toString(16).padStart(2, "0"))
      .join("");
    const [r, g, b] = options.color ?? [0, 0, 0];
    page.pushOperators(
      beginText(),
      setFillingRgbColor(r, g, b),
      setFontAndSize(this.fontOn(page, weight), options.size),
      moveText(x, y),
      showText(PDFHexString.of(hex)),
      endText(),
    );
  }

  /** Splits a text into lines no wider than `maxWidth`, at spaces. */
  wrap(text: string, maxWidth: number, size: number, weight: Weight = "regular"): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, size, weight) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  private fontOn(page: PDFPage, weight: Weight): PDFName {
    let names = this.pageFonts.get(page);
    if (!names) {
      names = {
        regular: page.node.newFontDictionary("Helvetica", this.fontRefs.regular),
        bold: page.node.newFontDictionary("HelveticaBold", this.fontRefs.bold),
      };
      this.pageFonts.set(page, names);
    }
    return names[weight];
  }

  private glyphs(text: string): { code: number; name: string }[] {
    return [...text].flatMap((char) => this.glyphsOf(char));
  }

  private glyphsOf(char: string): { code: number; name: string }[] {
    const codePoint = char.codePointAt(0)!;
    if (codePoint >= 32 && codePoint <= 126) return [Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint)];
    const name = glyphNameOf(char);
    if (name) {
      const code = this.codeFor(char, name);
      if (code !== null) return [{ code, name }];
    }
    const unaccented = char.normalize("NFD").replace(/\p{M}/gu, "");
    if (unaccented && unaccented !== char) return [...unaccented].flatMap((c) => this.glyphsOf(c));
    return [{ code: 63, name: "question" }];
  }

  /** The code this document gives the character, giving it the next free one the first time; null when all are taken. */
  private codeFor(char: string, name: string): number | null {
    const known = this.codeOf.get(char);
    if (known !== undefined) return known;
    const code = FIRST_FREE_CODE + this.codeOf.size;
    if (code > LAST_CODE) return null;
    this.codeOf.set(char, code);
    this.differences.push(PDFName.of(name));
    return code;
  }
}

/** The standard glyph name of a character, if Helvetica has that glyph. */
function glyphNameOf(char: string): string | null {
  const codePoint = char.codePointAt(0)!;
  if (Encodings.WinAnsi.canEncodeUnicodeCodePoint(codePoint))
    return Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint).name;
  const stroked = strokedLetters[char];
  if (stroked) return stroked;
  const [base, mark, ...more] = [...char.normalize("NFD")];
  if (!base || !mark || more.length > 0) return null;
  return markNames[mark]?.map((suffix) => base + suffix).find((name) => glyphNames.has(name)) ?? null;
}
