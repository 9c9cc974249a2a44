import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { formatEuro } from "../../../shared/money.ts";
import { formatDate } from "../../accounts/index.ts";
import { formatIban } from "../provider/config.ts";
import type { Buyer, Invoice } from "./invoice.ts";
import { PdfText, type Weight } from "../../../shared/pdf-text.ts";

/** A text's size, weight (regular unless given) and colour (the default unless given). */
type TextStyle = [size: number, weight?: Weight, color?: [number, number, number]];

/**
 * The invoice as a one-page A4 PDF, in Slovak. It depends on the invoice alone (the InvoiceIssued
 * event), and its metadata dates are the issue date, so the same invoice always gives the same bytes.
 */
export async function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const issued = new Date(`${invoice.issuedOn}T00:00:00Z`);
  doc.setTitle(`Faktúra ${invoice.invoiceNumber}`);
  doc.setAuthor(invoice.seller.name);
  doc.setCreator("Online živá knižnica");
  doc.setProducer("Online živá knižnica");
  doc.setLanguage("sk");
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  new InvoiceLayout(doc.addPage([A4.width, A4.height]), new PdfText(doc), invoice).draw();
  return doc.save();
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const GREY = rgb(0.75, 0.75, 0.75);
const MUTED: [number, number, number] = [0.35, 0.35, 0.35];
const RED: [number, number, number] = [0.75, 0.1, 0.1];

/** The address and organisation ids under a party's name (the seller fits a Buyer too). */
const partyLines = (party: Buyer): string[] =>
  [
    party.street,
    [party.zip, party.city].filter(Boolean).join(" "),
    party.country,
    party.organizationId && `IČO: ${party.organizationId}`,
    party.organizationTaxId && `DIČ: ${party.organizationTaxId}`,
    party.organizationVatId && `IČ DPH: ${party.organizationVatId}`,
  ].filter((line): line is string => Boolean(line));

/** Draws top to bottom; `y` is the baseline of the next line. */
class InvoiceLayout {
  private y = A4.height - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly text: PdfText,
    private readonly invoice: Invoice,
  ) {}

  draw(): void {
    this.header();
    this.parties();
    this.paymentDetails();
    this.items();
    this.totals();
    this.instructions();
  }

  private header(): void {
    const { invoice } = this;
    this.write("FAKTÚRA", MARGIN, this.y - 6, 22, "bold");
    this.writeRight(`č. ${invoice.invoiceNumber}`, A4.width - MARGIN, this.y - 6, 14, "bold");
    this.y -= 30;
    if (invoice.demo) {
      this.write(
        "UKÁŽKA z vývojového prostredia – neplaťte, dodávateľ nie je skutočný",
        MARGIN,
        this.y,
        10,
        "bold",
        RED,
      );
      this.y -= 16;
    }
    this.rule();
  }

  private parties(): void {
    const { seller, buyer, vat } = this.invoice;
    const column = CONTENT_WIDTH / 2;
    const sellerLines = [
      ...partyLines(seller),
      ...(seller.registration ? [seller.registration] : []),
      ...(vat.payer ? [] : ["Nie je platiteľ DPH"]),
    ];
    const top = this.y - 18;
    const left = this.block("Dodávateľ", seller.name, sellerLines, MARGIN, top, column - 16);
    const right = this.block("Odberateľ", buyer.name, partyLines(buyer), MARGIN + column, top, column - 16);
    this.y = Math.min(left, right) - 8;
    this.rule();
  }

  /** A party: a small heading, the name in bold, its lines; returns where it ended. */
  private block(heading: string, name: string, lines: string[], x: number, top: number, width: number): number {
    let y = top;
    this.write(heading.toUpperCase(), x, y, 8, "bold", MUTED);
    y -= 16;
    for (const line of this.text.wrap(name, width, 11, "bold")) {
      this.write(line, x, y, 11, "bold");
      y -= 14;
    }
    for (const line of lines.flatMap((l) => this.text.wrap(l, width, 9.5))) {
      this.write(line, x, y, 9.5);
      y -= 13;
    }
    return y;
  }

  private paymentDetails(): void {
    const { invoice } = this;
    const { bank } = invoice;
    const left: [string, string][] = [
      ["Dátum vystavenia", formatDate(invoice.issuedOn)],
      ["Dátum dodania", formatDate(invoice.issuedOn)],
      ["Dátum splatnosti", formatDate(invoice.dueDate)],
      ["Forma úhrady", "bankový prevod"],
    ];
    const right: [string, string][] = [
      ["Variabilný symbol", invoice.variableSymbol],
      ["IBAN", formatIban(bank.iban)],
      ...(bank.account ? [["Číslo účtu", bank.account] as [string, string]] : []),
      ...(bank.swift ? [["SWIFT", bank.swift] as [string, string]] : []),
      ...(bank.bankName ? [["Banka", bank.bankName] as [string, string]] : []),
    ];
    const top = this.y - 18;
    const rows = (pairs: [string, string][], x: number, valueX: number) =>
      pairs.forEach(([label, value], i) => {
        this.write(label, x, top - i * 15, 9.5, "regular", MUTED);
        this.write(value, valueX, top - i * 15, 9.5, "bold");
      });
    rows(left, MARGIN, MARGIN + 100);
    rows(right, MARGIN + CONTENT_WIDTH / 2, MARGIN + CONTENT_WIDTH / 2 + 95);
    this.y = top - Math.max(left.length, right.length) * 15 - 4;
    this.rule();
  }

  private items(): void {
    const { invoice } = this;
    const columns = { description: MARGIN, quantity: MARGIN + 300, unit: MARGIN + 380, total: A4.width - MARGIN };
    const priceHeading = invoice.vat.payer ? "Cena s DPH" : "Cena";
    this.y -= 18;
    this.write("Popis", columns.description, this.y, 9, "bold", MUTED);
    this.writeRight("Množstvo", columns.quantity + 40, this.y, 9, "bold", MUTED);
    this.writeRight(priceHeading, columns.unit + 55, this.y, 9, "bold", MUTED);
    this.writeRight("Spolu", columns.total, this.y, 9, "bold", MUTED);
    this.y -= 6;
    this.rule();
    for (const item of invoice.items) {
      this.y -= 16;
      const lines = this.text.wrap(item.description, 280, 10);
      this.writeRight(String(item.quantity), columns.quantity + 40, this.y, 10);
      this.writeRight(formatEuro(item.unitPriceCents), columns.unit + 55, this.y, 10);
      this.writeRight(formatEuro(item.totalCents), columns.total, this.y, 10);
      lines.forEach((line, i) => this.write(line, columns.description, this.y - i * 13, 10));
      this.y -= (lines.length - 1) * 13 + 6;
    }
    this.rule();
  }

  private totals(): void {
    const { invoice } = this;
    const { vat } = invoice;
    const labelX = MARGIN + 250;
    const line = (label: string, value: string, weight: Weight = "regular", size = 10) => {
      this.y -= size + 7;
      this.write(label, labelX, this.y, size, weight);
      this.writeRight(value, A4.width - MARGIN, this.y, size, weight);
    };
    if (vat.payer) {
      line("Základ dane", formatEuro(vat.baseCents));
      line(`DPH ${vat.ratePercent} %`, formatEuro(vat.vatCents));
    } else {
      line("DPH 0 % – dodávateľ nie je platiteľom DPH", formatEuro(0));
    }
    this.y -= 4;
    line("Spolu na úhradu", formatEuro(invoice.totalCents), "bold", 13);
    this.y -= 10;
    this.rule();
  }

  private instructions(): void {
    const { invoice } = this;
    const sentences = [
      `Sumu ${formatEuro(invoice.totalCents)} uhraďte prevodom na účet ${formatIban(invoice.bank.iban)} s variabilným symbolom ${invoice.variableSymbol} tak, aby bola pripísaná najneskôr ${formatDate(invoice.dueDate)}.`,
      "Predplatné začne platiť dňom, keď platbu zaevidujeme.",
    ];
    this.y -= 8;
    for (const text of sentences) {
      for (const line of this.text.wrap(text, CONTENT_WIDTH, 9.5)) {
        this.y -= 13;
        this.write(line, MARGIN, this.y, 9.5);
      }
    }
  }

  private rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: GREY,
    });
  }

  private write(text: string, x: number, y: number, ...[size, weight = "regular", color]: TextStyle): void {
    this.text.draw(this.page, text, x, y, { size, weight, color });
  }

  /** Writes the text ending at `right`. */
  private writeRight(text: string, right: number, y: number, ...[size, weight = "regular", color]: TextStyle): void {
    this.write(text, right - this.text.width(text, size, weight), y, size, weight, color);
  }
}
