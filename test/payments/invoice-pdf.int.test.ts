import { describe, expect, it } from "vitest";
import { type Buyer, buildInvoice } from "../../src/modules/payments/invoices/invoice.ts";
import { renderInvoicePdf } from "../../src/modules/payments/invoices/invoice-pdf.ts";
import { PLANS } from "../../src/modules/payments/plans/plans.ts";
import { loadPaymentsConfig } from "../../src/modules/payments/provider/config.ts";
import { pdfPagesText } from "../support/pdf-pages-text.ts";

const sellerEnv = {
  INVOICE_SELLER_NAME: "Živá knižnica, o. z.",
  INVOICE_SELLER_STREET: "Štúrova 27",
  INVOICE_SELLER_ZIP: "811 02",
  INVOICE_SELLER_CITY: "Bratislava",
  INVOICE_SELLER_ICO: "42256361",
  INVOICE_SELLER_DIC: "2023456789",
  INVOICE_SELLER_REGISTRATION: "Registrované na MV SR pod č. VVS/1-900/90-12345",
  INVOICE_IBAN: "SK3112000000198742637541",
  INVOICE_BANK_ACCOUNT: "1987426375/1200",
  INVOICE_SWIFT: "TATRSKBX",
};
const buyer: Buyer = {
  name: "Základná škola Ľudovíta Štúra",
  street: "Ďumbierska 5",
  zip: "974 11",
  city: "Banská Bystrica",
  country: "Slovensko",
  organizationId: "37812345",
  organizationTaxId: "2021234567",
  organizationVatId: "SK2021234567",
};
const invoiceFor = (env: Record<string, string>, more: Partial<Buyer> = {}) =>
  buildInvoice({
    orderNumber: 12,
    variableSymbol: "2026000012",
    plan: PLANS.school,
    buyer: { ...buyer, ...more },
    invoicing: loadPaymentsConfig(env).invoicing!,
    issuedAt: new Date("2026-03-02T09:00:00Z"),
  });

describe("the invoice PDF", () => {
  it("names the seller and the buyer with their organisation ids, the amount, the due date, the IBAN and the variable symbol", async () => {
    const [page, ...more] = await pdfPagesText(await renderInvoicePdf(invoiceFor(sellerEnv)));
    expect(more).toEqual([]);
    for (const text of [
      "FAKTÚRA",
      "č. 2026000012",
      // seller, with the line a seller outside VAT must print
      "Živá knižnica, o. z.",
      "Štúrova 27",
      "811 02 Bratislava",
      "IČO: 42256361",
      "DIČ: 2023456789",
      "Registrované na MV SR pod č. VVS/1-900/90-12345",
      "Nie je platiteľ DPH",
      // buyer, with Slovak letters WinAnsi lacks (Ľ, Ď, ť)
      "Základná škola Ľudovíta Štúra",
      "Ďumbierska 5",
      "974 11 Banská Bystrica",
      "IČO: 37812345",
      "DIČ: 2021234567",
      "IČ DPH: SK2021234567",
      // dates and payment
      "Dátum vystavenia",
      "02.03.2026",
      "Dátum splatnosti",
      "16.03.2026",
      "Variabilný symbol",
      "2026000012",
      "SK31 1200 0000 1987 4263 7541",
      "1987426375/1200",
      "TATRSKBX",
      // the item, the VAT line and the total
      "Predplatné Online živej knižnice – škola (10 používateľov), 1 rok",
      "DPH 0 % – dodávateľ nie je platiteľom DPH",
      "Spolu na úhradu",
      "299,00 €",
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain("UKÁŽKA");
  });

  it("a VAT payer's invoice shows the seller's IČ DPH, the base and the VAT at the configured rate", async () => {
    const [page] = await pdfPagesText(
      await renderInvoicePdf(
        invoiceFor({ ...sellerEnv, INVOICE_VAT_RATE: "23", INVOICE_SELLER_IC_DPH: "SK2023456789" }),
      ),
    );
    for (const text of [
      "IČ DPH: SK2023456789",
      "Cena s DPH",
      "Základ dane",
      "243,09 €",
      "DPH 23 %",
      "55,91 €",
      "299,00 €",
    ])
      expect(page).toContain(text);
    expect(page).not.toContain("Nie je platiteľ DPH");
  });

  it("an invoice of the development seller says not to pay it", async () => {
    const [page] = await pdfPagesText(await renderInvoicePdf(invoiceFor({})));
    expect(page).toContain("UKÁŽKA z vývojového prostredia – neplaťte");
  });

  it("writes every letter Helvetica has, others without their marks, and a visible ? for the rest", async () => {
    const [page] = await pdfPagesText(
      await renderInvoicePdf(invoiceFor(sellerEnv, { name: "Škola Řehoře Tőkése a Łukasza", city: "Nguyễn Ψ Нитра" })),
    );
    expect(page).toContain("Škola Řehoře Tőkése a Łukasza");
    // ễ has two marks and no glyph of its own; Greek and Cyrillic have no glyphs and no unaccented form
    expect(page).toContain("Nguyen ? ?????");
  });

  it("is the same file every time it is made from the same invoice", async () => {
    const invoice = invoiceFor(sellerEnv);
    expect(
      Buffer.from(await renderInvoicePdf(invoice)).equals(
        Buffer.from(await renderInvoicePdf(structuredClone(invoice))),
      ),
    ).toBe(true);
  });
});
