import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionChangeFor } from "../../src/modules/accounts/subscriptions/decide.ts";
import type { BuyerInput } from "../../src/modules/payments/bank-transfer/decide.ts";
import { orderEvents, orderStream } from "../../src/modules/payments/bank-transfer/events.ts";
import {
  expireOrder,
  expireOverdueOrders,
  loadOrder,
  placeBankTransferOrder,
  recordBankTransfer,
} from "../../src/modules/payments/bank-transfer/handlers.ts";
import { findOverdueOrders, listOrdersOfProfile } from "../../src/modules/payments/bank-transfer/queries.ts";
import { owedGrantOf, subscriptionGrantFor } from "../../src/modules/payments/grants/owed.ts";
import { listMoneyEvents } from "../../src/modules/payments/history/queries.ts";
import { invoicePdf } from "../../src/modules/payments/invoices/route.ts";
import { loadPaymentsConfig } from "../../src/modules/payments/provider/config.ts";
import type { Payments } from "../../src/modules/payments/provider/setup.ts";
import { TestPaymentProvider } from "../../src/modules/payments/provider/test-provider.ts";
import { DomainError, ValidationError } from "../../src/shared/errors.ts";
import { testDatabaseKind } from "../support/database.ts";
import { pdfPagesText } from "../support/pdf-pages-text.ts";
import { type PaymentsTestContext, startPayments } from "./support.ts";

const config = loadPaymentsConfig({
  INVOICE_SELLER_NAME: "Živá knižnica, o. z.",
  INVOICE_SELLER_STREET: "Štúrova 27",
  INVOICE_SELLER_ZIP: "811 02",
  INVOICE_SELLER_CITY: "Bratislava",
  INVOICE_SELLER_ICO: "42256361",
  INVOICE_SELLER_DIC: "2023456789",
  INVOICE_IBAN: "SK31 1200 0000 1987 4263 7541",
});
const school: BuyerInput = {
  name: "Gymnázium Ľudovíta Štúra",
  street: "Ďumbierska 5",
  zip: "974 11",
  city: "Banská Bystrica",
  country: "Slovensko",
  organizationId: "37812345",
  organizationTaxId: "2021234567",
  organizationVatId: "SK2021234567",
};

/**
 * Bank-transfer orders end to end on a real database: numbering, the invoice, the administrator
 * recording the money, the expiry of unpaid orders, and the trail.
 */
describe(`bank-transfer orders (${testDatabaseKind})`, () => {
  let t: PaymentsTestContext;
  let payments: Payments;

  beforeAll(async () => {
    // 2 March 2026, 10:00 in Bratislava
    t = await startPayments();
    payments = { config, provider: new TestPaymentProvider(t.services.db, t.clock) };
  }, 120_000);
  afterAll(() => t?.close());

  const order = (profileId: number, subscriptionType = "school", buyer = school) =>
    placeBankTransferOrder(t.as(`user-${profileId}`), payments, { profileId, subscriptionType, buyer });
  const refusedWithoutEvents = async (write: () => Promise<unknown>) => {
    const before = await t.eventCount();
    const error = await write().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(await t.eventCount()).toBe(before);
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  };

  it("numbers orders from 1, with the year's variable symbol, due 14 days later", async () => {
    expect(await order(40)).toEqual({
      orderNumber: 1,
      variableSymbol: "2026000001",
      amountCents: 29900,
      dueDate: "2026-03-16",
    });
    expect(
      await order(41, "individual", {
        ...school,
        name: "Jana Nováková",
        organizationId: null,
        organizationTaxId: null,
        organizationVatId: null,
      }),
    ).toEqual({
      orderNumber: 2,
      variableSymbol: "2026000002",
      amountCents: 890,
      dueDate: "2026-03-16",
    });
    const events = await t.services.store.readStream(orderStream(1));
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([
      ["OrderPlaced", "user-40"],
      ["InvoiceIssued", "user-40"],
    ]);
  });

  it("refuses a bad buyer, the trial, or an unknown plan without taking an order number", async () => {
    const invalid = await refusedWithoutEvents(() => order(42, "school", { ...school, street: " ", city: "" }));
    expect((invalid as ValidationError).issues).toEqual([
      { field: "street", code: "REQUIRED" },
      { field: "city", code: "REQUIRED" },
    ]);
    expect((await refusedWithoutEvents(() => order(42, "trial"))).code).toBe("PLAN_NOT_PURCHASABLE");
    expect((await refusedWithoutEvents(() => order(42, "gold"))).code).toBe("PLAN_UNKNOWN");
    expect((await order(42)).orderNumber).toBe(3);
  });

  it("without a configured seller there is no bank transfer", async () => {
    const none: Payments = { ...payments, config: { ...config, invoicing: null } };
    const error = await refusedWithoutEvents(() =>
      placeBankTransferOrder(t.as("user-43"), none, { profileId: 43, subscriptionType: "firm", buyer: school }),
    );
    expect(error.code).toBe("BANK_TRANSFER_UNAVAILABLE");
  });

  it("the invoice PDF of an order names seller, buyer, amount, due date, IBAN and variable symbol", async () => {
    const [page] = await pdfPagesText(await invoicePdf(t.services.store, 1));
    for (const text of [
      "FAKTÚRA",
      "Živá knižnica, o. z.",
      "Gymnázium Ľudovíta Štúra",
      "IČO: 37812345",
      "IČ DPH: SK2021234567",
      "299,00 €",
      "16.03.2026",
      "SK31 1200 0000 1987 4263 7541",
      "2026000001",
    ]) {
      expect(page).toContain(text);
    }
    await expect(invoicePdf(t.services.store, 999)).rejects.toMatchObject({ code: "ORDER_NOT_FOUND" });
  });

  it("a transfer recorded later starts the subscription then, once", async () => {
    t.clock.set("2026-03-11T08:00:00Z");
    await recordBankTransfer(t.as("admin-1"), { orderNumber: 1, amountCents: 29900, receivedOn: "2026-03-10" });
    expect(
      (
        await refusedWithoutEvents(() =>
          recordBankTransfer(t.as("admin-1"), { orderNumber: 1, amountCents: 29900, receivedOn: "2026-03-10" }),
        )
      ).code,
    ).toBe("BANK_TRANSFER_ALREADY_RECORDED");
    expect(
      (
        await refusedWithoutEvents(() =>
          recordBankTransfer(t.as("admin-1"), { orderNumber: 2, amountCents: 29900, receivedOn: "2026-03-10" }),
        )
      ).code,
    ).toBe("BANK_TRANSFER_AMOUNT_MISMATCH");

    const events = await t.services.store.readStream(orderStream(1));
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([
      ["OrderPlaced", "user-40"],
      ["InvoiceIssued", "user-40"],
      ["BankTransferRecorded", "admin-1"],
    ]);
    const grants = events.map((e) => owedGrantOf(orderEvents.decode(e)!));
    expect(grants.slice(0, 2)).toEqual([null, null]);
    expect(subscriptionChangeFor(subscriptionGrantFor(grants[2]!), [])).toEqual({
      kind: "start",
      accessLevel: "full",
      startDate: "2026-03-11T08:00:00.000Z",
      expirationDate: "2027-03-11T08:00:00.000Z",
      description: "Bankový prevod, objednávka č. 1",
    });
    expect(
      (await listOrdersOfProfile(t.services.db, 40)).map((o) => [o.orderNumber, o.status, o.paidAt?.toISOString()]),
    ).toEqual([[1, "paid", "2026-03-11T08:00:00.000Z"]]);
  });

  it("an order left unpaid expires after its due date, and only then", async () => {
    t.clock.set("2026-03-16T22:59:00Z"); // 16 March, 23:59 in Bratislava: the due date itself
    expect(await findOverdueOrders(t.services.db, t.clock.now())).toEqual([]);
    expect((await refusedWithoutEvents(() => expireOrder(t.as("system"), 2))).code).toBe("ORDER_NOT_OVERDUE");

    t.clock.set("2026-03-16T23:00:00Z"); // 17 March has begun
    expect(await findOverdueOrders(t.services.db, t.clock.now())).toEqual([2, 3]);
    expect(await expireOverdueOrders(t.as("system"))).toEqual([2, 3]);
    expect(await findOverdueOrders(t.services.db, t.clock.now())).toEqual([]);
    // the paid order stays paid; expiring again changes nothing
    await expireOrder(t.as("system"), 1);
    await expireOrder(t.as("system"), 2);
    expect(await t.eventTypes(orderStream(1))).toEqual(["OrderPlaced", "InvoiceIssued", "BankTransferRecorded"]);
    expect(await t.eventTypes(orderStream(2))).toEqual(["OrderPlaced", "InvoiceIssued", "OrderExpired"]);
    expect((await loadOrder(t.services.store, 2))?.status).toBe("expired");
    expect((await listOrdersOfProfile(t.services.db, 41)).map((o) => o.status)).toEqual(["expired"]);
  });

  it("money that arrives for an expired order is still honoured, from the day it is recorded", async () => {
    t.clock.set("2026-03-20T10:00:00Z");
    await recordBankTransfer(t.as("admin-1"), { orderNumber: 2, amountCents: 890, receivedOn: "2026-03-19" });
    const [recorded] = (await t.services.store.readStream(orderStream(2))).filter(
      (e) => e.type === "BankTransferRecorded",
    );
    expect(recorded!.data).toMatchObject({
      afterExpiry: true,
      receivedOn: "2026-03-19",
      paidAt: "2026-03-20T10:00:00.000Z",
    });
    const grant = owedGrantOf(orderEvents.decode(recorded!)!)!;
    expect(subscriptionChangeFor(subscriptionGrantFor(grant), [])).toMatchObject({
      kind: "start",
      startDate: "2026-03-20T10:00:00.000Z",
      expirationDate: "2026-04-20T09:00:00.000Z",
    });
    expect((await listOrdersOfProfile(t.services.db, 41)).map((o) => o.status)).toEqual(["paid"]);
  });

  it("the profile's trail lists every money event with its time, actor and amount", async () => {
    await t.settle();
    const trail = await listMoneyEvents(t.services.db, 41);
    expect(trail.map((e) => [e.type, e.actor, e.amountCents, e.occurredAt instanceof Date])).toEqual([
      ["OrderPlaced", "user-41", 890, true],
      ["InvoiceIssued", "user-41", 890, true],
      ["OrderExpired", "system", 890, true],
      ["BankTransferRecorded", "admin-1", 890, true],
    ]);
    expect(trail.map((e) => e.detail)).toEqual([
      "VS 2026000002, single",
      "due 2026-03-16",
      "due 2026-03-16",
      "received 2026-03-19, after expiry",
    ]);
    expect(await listMoneyEvents(t.services.db, 999)).toEqual([]);
  });

  it("a rebuild of the payments read models gives the same rows", async () => {
    await t.settle();
    const live = await t.readModels();
    expect(live.payment_orders).toHaveLength(3);
    await t.runner.rebuild("payments");
    expect(await t.readModels()).toEqual(live);
  });
});
