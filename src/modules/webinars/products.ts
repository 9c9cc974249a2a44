import { aggregateStream } from "../../eventstore/aggregate.ts";
import { commandSession, type CommandSession } from "../../eventstore/pipeline.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import { DomainError } from "../../shared/errors.ts";
import type { GrantContext, ProductGrant, ProductOffer, ProductSource } from "../payments/index.ts";
import { webinarAdmissionHistory } from "./admissions/history.ts";
import { admissionDecider } from "./admissions/decide.ts";
import { type AdmissionTarget, admissionStream } from "./admissions/events.ts";
import {
  evolveWebinarPack,
  type ItemState,
  type WebinarPackContent,
  webinarPackEvents,
  webinarPackStream,
} from "./events.ts";
import { findPack, findWebinar } from "./queries.ts";

/**
 * Webinars and packs as the payments module sells them (src/app/modules.ts hands it these sources):
 * the price and days as they are now, and the admission a paid order grants. The payments module
 * calls `grant` from its grant ledger (the request that saw the money, the webhook, the recorded
 * transfer, the sweeper), possibly more than once for one payment: the admission takes a payment's
 * reference once, so a payment admits once.
 */
const days = (n: number) => (n === 1 ? "1 deň" : n >= 2 && n <= 4 ? `${n} dni` : `${n} dní`);

/** The webinars a pack admits to when it is granted; for a pack deleted since the order, the ones it listed last. */
async function packWebinarIds(context: GrantContext, webinarPackId: number): Promise<number[]> {
  const pack = await findPack(context.services.db, { id: webinarPackId });
  if (pack) return pack.webinarIds;
  let state: ItemState<WebinarPackContent> = { status: "none" };
  for (const recorded of await context.services.store.readStream(webinarPackStream(webinarPackId))) {
    const event = webinarPackEvents.decode(recorded);
    if (event && event.type !== "WebinarPackDeleted") state = evolveWebinarPack(state, event);
  }
  return state.status === "active" ? state.content.webinarIds : [];
}

async function grantAdmission(
  context: GrantContext,
  target: AdmissionTarget,
  grant: ProductGrant,
  session?: CommandSession,
): Promise<boolean> {
  const { services, commandContext } = context;
  const stream = admissionStream(grant.profileId, target, false);
  const { state } = await aggregateStream(services.store, stream, admissionDecider);
  if (state.references.includes(grant.reference)) return false;
  const webinarIds =
    target.kind === "webinar" ? [target.webinarId] : await packWebinarIds(context, target.webinarPackId);
  const admissionId =
    state.admissionId ??
    (await allocateIds(services.store, "webinar-admission", 1, commandContext.actor, commandContext.correlationId))[0]!;
  const own = session ?? commandSession(services, commandContext);
  const { events } = await own.run(stream, admissionDecider, {
    type: "GrantAdmission",
    data: {
      admissionId,
      profileId: grant.profileId,
      target,
      webinarIds,
      availableFor: grant.period.count,
      byAdmin: false,
      reference: grant.reference,
      amountCents: grant.amountCents,
      at: new Date(grant.paidAt),
      ...(grant.free ? { free: true } : {}),
    },
  });
  if (!session) await own.settled();
  return events.length > 0;
}

export const webinarProduct: ProductSource = {
  kind: "webinar",
  async offer(services, id): Promise<ProductOffer | null> {
    const webinar = await findWebinar(services.db, { id });
    if (!webinar) return null;
    const { title, priceCents, availableFor } = webinar;
    return {
      ref: { kind: "webinar", id, title },
      priceCents,
      availableForDays: availableFor,
      invoiceText: `Webinár „${title}“, prístup na ${days(availableFor)}`,
    };
  },
  grant: (context, grant, session) =>
    grantAdmission(context, { kind: "webinar", webinarId: grant.product.id }, grant, session),
  accessHistory: webinarAdmissionHistory,
};

export const webinarPackProduct: ProductSource = {
  kind: "webinar-pack",
  async offer(services, id): Promise<ProductOffer | null> {
    const pack = await findPack(services.db, { id });
    if (!pack) return null;
    // a pack whose webinars were all taken out (or never added) would sell access to nothing
    if (pack.webinarIds.length === 0) throw new DomainError("WEBINAR_PACK_EMPTY");
    const { title, priceCents, availableFor } = pack;
    return {
      ref: { kind: "webinar-pack", id, title },
      priceCents,
      availableForDays: availableFor,
      invoiceText: `Balík webinárov „${title}“, prístup na ${days(availableFor)}`,
    };
  },
  grant: (context, grant, session) =>
    grantAdmission(context, { kind: "pack", webinarPackId: grant.product.id }, grant, session),
  accessHistory: webinarAdmissionHistory,
};
