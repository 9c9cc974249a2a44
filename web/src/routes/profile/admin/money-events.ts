/** One row of a profile's audit trail (getProfileHistory), as far as these helpers read it. */
export interface MoneyEventRow {
  type: string;
  reference: string | null | undefined;
  amountCents: number | null | undefined;
}

/** The event types the screen names in words; any other type is shown as the server sends it. */
export const KNOWN_EVENT_TYPES = [
  "PaymentIntentCreated",
  "PaymentActionRequired",
  "PaymentFailed",
  "PaymentSucceeded",
  "PaymentAssigned",
  "OrderPlaced",
  "InvoiceIssued",
  "BankTransferRecorded",
  "OrderExpired",
  "SubscriptionStarted",
  "SubscriptionExtended",
  "SubscriptionCancelled",
  "ProfileTypeChanged",
  "WebinarAdmissionGranted",
  "WebinarAdmissionExtended",
  "WebinarAdmissionRevoked",
] as const;
export type KnownEventType = (typeof KNOWN_EVENT_TYPES)[number];

export const isKnownEventType = (type: string): type is KnownEventType =>
  (KNOWN_EVENT_TYPES as readonly string[]).includes(type);

/** The order an event belongs to: its reference is "order-12" (or the bare number). */
export function orderNumberOf(reference: string | null | undefined): number | null {
  const match = /^(?:order-)?(\d+)$/.exec(reference ?? "");
  return match ? Number(match[1]) : null;
}

/**
 * The profile's orders still waiting for their money, newest first, with their amounts: what the
 * bank-transfer form offers to record. An order whose transfer is recorded is no longer open; one
 * that expired unpaid still is (a late transfer is honoured).
 */
export function openOrders(events: readonly MoneyEventRow[]): { orderNumber: number; amountCents: number | null }[] {
  const placed = new Map<number, number | null>();
  const paid = new Set<number>();
  for (const event of events) {
    const orderNumber = orderNumberOf(event.reference);
    if (orderNumber === null) continue;
    if (event.type === "OrderPlaced") placed.set(orderNumber, event.amountCents ?? null);
    if (event.type === "BankTransferRecorded") paid.add(orderNumber);
  }
  return [...placed]
    .filter(([orderNumber]) => !paid.has(orderNumber))
    .map(([orderNumber, amountCents]) => ({ orderNumber, amountCents }))
    .sort((a, b) => b.orderNumber - a.orderNumber);
}
