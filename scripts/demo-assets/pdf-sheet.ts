/**
 * An A4 sheet written top to bottom: a band and the theme's icon in the theme's colour, a title,
 * headed sections, numbered questions, ruled answer lines; a new page when one is full, and the
 * page numbers at the end.
 */
import { LineCapStyle, PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { type Colour, PdfText, type Weight } from "../../src/shared/pdf-text.ts";
import type { Theme } from "./themes.ts";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const BOTTOM = 64;
const GREY: Colour = [0.35, 0.35, 0.35];
/** Demo files carry a fixed date, so the generator gives the same bytes every time. */
const DATE = new Date("2025-09-01T08:00:00Z");

const colourOf = (hex: string): Colour => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as Colour;

/** The icon's circles and paths as SVG path data, each with whether it is filled. */
function iconPaths(icon: string): { d: string; filled: boolean }[] {
  return [...icon.matchAll(/<(circle|path)([^>]*)\/>/g)].map(([, tag, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1] ?? "";
    const filled = attribute("fill") === "currentColor";
    if (tag === "path") return { d: attribute("d"), filled };
    const [cx, cy, r] = ["cx", "cy", "r"].map((name) => Number(attribute(name))) as [number, number, number];
    return { d: `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`, filled };
  });
}

export class Sheet {
  readonly doc: PDFDocument;
  private text!: PdfText;
  private page!: PDFPage;
  private y = 0;
  private readonly colour: Colour;

  private constructor(
    doc: PDFDocument,
    private readonly theme: Theme,
    private readonly footer: string,
  ) {
    this.doc = doc;
    this.colour = colourOf(theme.colour);
    this.text = new PdfText(doc);
    this.addPage();
  }

  static async create(meta: { title: string; subject: string; keywords: string[] }, theme: Theme): Promise<Sheet> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setKeywords(meta.keywords);
    doc.setAuthor("Živá knižnica");
    doc.setCreator("Živá knižnica");
    doc.setProducer("Živá knižnica");
    doc.setLanguage("sk");
    doc.setCreationDate(DATE);
    doc.setModificationDate(DATE);
    return new Sheet(doc, theme, meta.title);
  }

  /** The small capitals line, the title (leaving room for the icon) and the subtitle. */
  heading(kicker: string, title: string, subtitle: string): void {
    this.line(kicker.toUpperCase(), 8.5, "bold", this.colour, 11);
    this.y -= 6;
    for (const line of this.text.wrap(title, WIDTH - 60, 19, "bold"))
      this.line(line, 19, "bold", [0.08, 0.08, 0.08], 23);
    this.y -= 2;
    this.paragraph(subtitle, { size: 11.5, colour: GREY, width: WIDTH - 60 });
  }

  /** A grey line of small facts, then a rule. */
  facts(text: string): void {
    this.paragraph(text, { size: 9, colour: GREY });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.6,
      color: rgb(...this.colour),
    });
    this.y -= 18;
  }

  section(title: string): void {
    this.ensure(50);
    this.y -= 4;
    this.line(title, 12, "bold", this.colour, 17);
  }

  paragraph(
    text: string,
    options: { size?: number; colour?: Colour; width?: number; indent?: number; weight?: Weight } = {},
  ): void {
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    for (const line of this.text.wrap(text, (options.width ?? WIDTH) - indent, size, options.weight)) {
      this.ensure(size * 1.45);
      this.line(line, size, options.weight ?? "regular", options.colour ?? [0.12, 0.12, 0.12], size * 1.45, indent);
    }
    this.y -= size * 0.6;
  }

  /** "1." hanging left of the question's wrapped lines. */
  numbered(n: number, text: string, weight: Weight = "regular"): void {
    this.ensure(30);
    this.text.draw(this.page, `${n}.`, MARGIN, this.y - 10.5, { size: 10.5, weight: "bold", color: this.colour });
    this.paragraph(text, { indent: 18, weight });
  }

  /** `count` ruled lines to write on. */
  answerLines(count: number, gap = 24): void {
    for (let i = 0; i < count; i++) {
      this.ensure(gap);
      this.y -= gap;
      this.page.drawLine({
        start: { x: MARGIN + 18, y: this.y },
        end: { x: MARGIN + WIDTH, y: this.y },
        thickness: 0.5,
        color: rgb(0.7, 0.7, 0.7),
      });
    }
    this.y -= 12;
  }

  /** Labelled blanks on one line ("Meno: ____"), sharing the width in the given proportions. */
  blanks(fields: [label: string, share: number][]): void {
    const total = fields.reduce((sum, [, share]) => sum + share, 0);
    let x = MARGIN;
    for (const [label, share] of fields) {
      const width = (WIDTH * share) / total;
      this.text.draw(this.page, label, x, this.y - 12, { size: 10, weight: "bold", color: GREY });
      const start = x + this.text.width(label, 10, "bold") + 4;
      this.page.drawLine({
        start: { x: start, y: this.y - 14 },
        end: { x: x + width - 14, y: this.y - 14 },
        thickness: 0.5,
        color: rgb(0.55, 0.55, 0.55),
      });
      x += width;
    }
    this.y -= 34;
  }

  /** The space left on the current page, in points. */
  get remaining(): number {
    return this.y - BOTTOM;
  }

  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    for (const [i, page] of pages.entries()) {
      const label = `Strana ${i + 1} / ${pages.length}`;
      this.text.draw(page, this.footer.length > 80 ? `${this.footer.slice(0, 78)}…` : this.footer, MARGIN, 36, {
        size: 8,
        weight: "regular",
        color: GREY,
      });
      this.text.draw(page, label, MARGIN + WIDTH - this.text.width(label, 8), 36, {
        size: 8,
        weight: "regular",
        color: GREY,
      });
    }
    return this.doc.save({ useObjectStreams: true });
  }

  private line(text: string, size: number, weight: Weight, colour: Colour, height: number, indent = 0): void {
    this.text.draw(this.page, text, MARGIN + indent, this.y - size, { size, weight, color: colour });
    this.y -= height;
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.addPage();
  }

  private addPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.page.drawRectangle({ x: 0, y: A4.height - 10, width: A4.width, height: 10, color: rgb(...this.colour) });
    const first = this.doc.getPageCount() === 1;
    if (first) this.drawIcon(MARGIN + WIDTH - 44, A4.height - 40, 44 / 48);
    this.y = A4.height - (first ? 44 : 40);
  }

  private drawIcon(x: number, y: number, scale: number): void {
    const colour = rgb(...this.colour);
    for (const { d, filled } of iconPaths(this.theme.icon)) {
      this.page.drawSvgPath(d, {
        x,
        y,
        scale,
        borderColor: colour,
        borderWidth: 3 * scale,
        borderLineCap: LineCapStyle.Round,
        ...(filled ? { color: colour } : {}),
      });
    }
  }
}
