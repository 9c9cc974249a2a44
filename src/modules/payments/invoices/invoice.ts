import type { Cents } from "../../../shared/money.ts";
import { addDays, localDate } from "../../accounts/index.ts";
import { CURRENCY, type Plan } from "../plans/plans.ts";
import type { BankDetails, InvoicingSettings, Seller, VatSetting } from "../provider/config.ts";

/**
 * Who the invoice is for: the organisation (school, firm) or the person (individual), with the
 * profile's address and organisation ids (the same names as the profile's fields).
 */
export type Buyer = {
  name: string;
  street: string;
  zip: string | null;
  city: string;
  country: string;
  /** IČO */
  organizationId: string | null;
  /** DIČ */
  organizationTaxId: string | null;
  /** IČ DPH */
  organizationVatId: string | null;
};

export type InvoiceItem = { description: string; quantity: number; unitPriceCents: Cents; totalCents: Cents };

/** Everything printed on the invoice, fixed when it was issued, so the PDF can be made again identically. */
export type Invoice = {
  invoiceNumber: string;
  orderNumber: number;
  variableSymbol: string;
  /** "YYYY-MM-DD" in the library's calendar. */
  issuedOn: string;
  dueDate: string;
  seller: Seller;
  buyer: Buyer;
  bank: BankDetails;
  items: InvoiceItem[];
  vat: VatSetting & { baseCents: Cents; vatCents: Cents };
  totalCents: Cents;
  currency: string;
  /** Issued with the development seller: the PDF says it must not be paid. */
  demo: boolean;
};

/** The terms of use: an invoice is paid (credited) within 14 days. */
export const INVOICE_DUE_DAYS = 14;

const ORDER_DIGITS = 6;

/**
 * The variable symbol the customer writes on the transfer: the year the order was placed and its
 * number in six digits ("2026000012"), digits only and ten of them, as Slovak banks allow. Order
 * numbers are global, so the symbol is unique; the year makes it readable on a bank statement.
 */
export function variableSymbolOf(orderNumber: number, placedAt: Date): string {
  if (!Number.isInteger(orderNumber) || orderNumber < 1 || orderNumber >= 10 ** ORDER_DIGITS) {
    throw new RangeError(`Order number ${orderNumber} does not fit a variable symbol`);
  }
  return localDate(placedAt).slice(0, 4) + String(orderNumber).padStart(ORDER_DIGITS, "0");
}

/**
 * Prices are final prices. A VAT payer's price contains the VAT: the base is the price divided by
 * (1 + rate), rounded to the cent, and the VAT is the rest, so base + VAT is always the price.
 */
export function splitVat(grossCents: Cents, vat: VatSetting): { baseCents: Cents; vatCents: Cents } {
  if (!vat.payer) return { baseCents: grossCents, vatCents: 0 };
  const baseCents = Math.round((grossCents * 100) / (100 + vat.ratePercent));
  return { baseCents, vatCents: grossCents - baseCents };
}

/** The invoice for an order placed now: one line for the plan, due 14 days after the day it is issued. */
export function buildInvoice(input: {
  orderNumber: number;
  variableSymbol: string;
  /** The one line: a plan, or a product as sold now. */
  plan: Pick<Plan, "invoiceText" | "priceCents">;
  buyer: Buyer;
  invoicing: InvoicingSettings;
  issuedAt: Date;
}): Invoice {
  const { plan, invoicing } = input;
  const issuedOn = localDate(input.issuedAt);
  return {
    invoiceNumber: input.variableSymbol,
    orderNumber: input.orderNumber,
    variableSymbol: input.variableSymbol,
    issuedOn,
    dueDate: addDays(issuedOn, INVOICE_DUE_DAYS),
    seller: invoicing.seller,
    buyer: input.buyer,
    bank: invoicing.bank,
    items: [
      { description: plan.invoiceText, quantity: 1, unitPriceCents: plan.priceCents, totalCents: plan.priceCents },
    ],
    vat: { ...invoicing.vat, ...splitVat(plan.priceCents, invoicing.vat) },
    totalCents: plan.priceCents,
    currency: CURRENCY,
    demo: invoicing.demo,
  };
}

/** An order is overdue once its due date has passed in the library's calendar (the due date itself is still in time). */
export const isPastDue = (dueDate: string, now: Date): boolean => localDate(now) > dueDate;
