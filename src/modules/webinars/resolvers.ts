import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import type { Resolvers, WebinarAdmissionResolvers } from "../../__generated__/resolvers-types.ts";
import { DomainError } from "../../shared/errors.ts";
import { graphqlLimits } from "../../shared/limits.ts";
import { formatEuro } from "../../shared/money.ts";
import { validate } from "../../shared/validation.ts";
import { isAdmin, requireLibraryAdmin } from "../access/index.ts";
import { mediaUrlFor } from "../media/index.ts";
import { addWebinarAsAdmin, removeWebinarAdmission } from "./admissions/admin.ts";
import { admits } from "./admissions/decide.ts";
import { admissionTo, mayWatch, viewerAdmissions, webinarAdmission } from "./admissions/viewer.ts";
import { webinarChanges, webinarPackChanges } from "./changes.ts";
import { deleteWebinar, deleteWebinarPack, saveWebinar, saveWebinarPack } from "./handlers.ts";
import { reorderWebinarPacks, reorderWebinars } from "./order.ts";
import { expectedRevisionOf, revisionOf } from "../catalogue-items/index.ts";
import { webinarPackStream, webinarStream } from "./events.ts";
import { excerptOf } from "./projections/webinars.ts";
import { purchaseMutations } from "./purchases.ts";
import {
  admissionsOf,
  countVisiblePacks,
  findPack,
  findWebinar,
  listAllWebinars,
  listPacks,
  listVisibleWebinars,
  WEBINAR_PAGE_SIZE,
  type WebinarView,
} from "./queries.ts";

const ListArgs = Schema.Struct({
  offset: Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "OFFSET_INVALID")),
  search: Schema.String.check(
    Schema.makeFilter((s: string) => s.length <= graphqlLimits.maxSearchLength || "TOO_LONG"),
  ),
});

/** The whole row for a card given by the list (the detail fields need it). */
const whole = async (w: WebinarView, ctx: RequestContext): Promise<WebinarView> =>
  w.materials ? w : ((await findWebinar(ctx.services.db, { id: w.id })) ?? w);
const signed = async (w: WebinarView, ctx: RequestContext, url: string | null | undefined) =>
  url && (await mayWatch(w, ctx)) ? mediaUrlFor(ctx.services, ctx.viewer, url, "members") : null;

const price = {
  price: (i: { priceCents: number }) => i.priceCents / 100,
  priceText: (i: { priceCents: number }) => formatEuro(i.priceCents),
};

const admissionFields = {
  startDate: (a) => a.startsAt.toISOString(),
  expirationDate: (a) => a.expiresAt.toISOString(),
  active: (a, _args, ctx) => admits(a.expiresAt, ctx.services.clock.now()),
  webinarPackTitle: async (a, _args, ctx) =>
    a.webinarPackId ? ((await findPack(ctx.services.db, { id: a.webinarPackId }))?.title ?? null) : null,
  webinars: async (a, _args, ctx) => {
    const found = new Map((await listAllWebinars(ctx.services.db, a.webinarIds)).map((w) => [w.id, w]));
    return a.webinarIds.map((webinarId) => ({
      id: a.id * 100_000 + webinarId,
      webinarId,
      webinar: found.get(webinarId) ?? null,
    }));
  },
} satisfies WebinarAdmissionResolvers;

/** Admissions of a profile: its own users and library admins. */
const profileAdmissions = (profileId: number, ctx: RequestContext) =>
  isAdmin(ctx.viewer) || (ctx.viewer.kind === "user" && Number(ctx.viewer.profileId) === profileId)
    ? admissionsOf(ctx.services.db, profileId)
    : [];

/** The admin's operations check the viewer before they look at anything the request carries. */
export const resolvers = {
  Query: {
    getWebinars: async (_parent, args, ctx) => {
      const { offset, search } = validate(ListArgs, { offset: args.offset ?? 0, search: args.search ?? "" });
      const { webinars, count } = await listVisibleWebinars(ctx.services.db, offset, search);
      const pagination = {
        page: Math.floor(offset / WEBINAR_PAGE_SIZE),
        pageSize: WEBINAR_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(count / WEBINAR_PAGE_SIZE)),
        offset,
      };
      return { webinars, count, pagination };
    },
    getWebinar: async (_parent, args, ctx) => ({
      webinar: await findWebinar(ctx.services.db, { slug: args.slug }),
    }),
    getWebinarPacks: (_parent, _args, ctx) => listPacks(ctx.services.db, true),
    getWebinarPacksCount: (_parent, _args, ctx) => countVisiblePacks(ctx.services.db),
    getWebinarPack: (_parent, args, ctx) => findPack(ctx.services.db, { slug: args.slug }),
    getMyWebinars: (_parent, _args, ctx) => viewerAdmissions(ctx),
    getAllWebinars: (_parent, _args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return listAllWebinars(ctx.services.db);
    },
    getWebinarAsAdmin: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return findWebinar(ctx.services.db, { id: args.webinarId });
    },
    getAllWebinarPacks: (_parent, _args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return listPacks(ctx.services.db, false);
    },
    getWebinarPackAsAdmin: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return findPack(ctx.services.db, { id: args.webinarPackId });
    },
    getProfileWebinarAdmissions: (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return admissionsOf(ctx.services.db, args.profileId);
    },
  },
  Mutation: {
    ...purchaseMutations,
    editWebinar: (_parent, { webinarId, expectedRevision, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return saveWebinar(ctx, webinarId, input, expectedRevisionOf(expectedRevision));
    },
    deleteWebinar: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await deleteWebinar(ctx, args.id);
      return true;
    },
    patchWebinarOrder: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await reorderWebinars(ctx, args.webinars);
      return listAllWebinars(ctx.services.db);
    },
    editWebinarPack: (_parent, { webinarPackId, expectedRevision, ...input }, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      return saveWebinarPack(ctx, webinarPackId, input, expectedRevisionOf(expectedRevision));
    },
    deleteWebinarPack: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await deleteWebinarPack(ctx, args.id);
      return true;
    },
    patchWebinarPackOrder: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await reorderWebinarPacks(ctx, args.webinarPacks);
      return listPacks(ctx.services.db, false);
    },
    addWebinarAsAdmin: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      const admissionId = await addWebinarAsAdmin(ctx, args.profileId, args.webinarId);
      const admission = (await admissionsOf(ctx.services.db, args.profileId)).find((a) => a.id === admissionId);
      if (!admission) throw new DomainError("WEBINAR_ADMISSION_NOT_FOUND");
      return admission;
    },
    removeWebinarAdmission: async (_parent, args, ctx) => {
      requireLibraryAdmin(ctx.viewer);
      await removeWebinarAdmission(ctx, args.webinarAdmissionId);
      return true;
    },
  },
  Webinar: {
    ...price,
    thumbnail: (w) => w.thumbnail || null,
    excerpt: (w) => w.excerpt ?? excerptOf(w.htmlDesc ?? ""),
    htmlDesc: async (w, _args, ctx) => (await whole(w, ctx)).htmlDesc ?? "",
    dacastId: async (w, _args, ctx) => ((await mayWatch(w, ctx)) ? ((await whole(w, ctx)).dacastId ?? null) : null),
    mediaUrl: async (w, _args, ctx) => signed(w, ctx, (await whole(w, ctx)).mediaUrl),
    tags: async (w, _args, ctx) => ((await whole(w, ctx)).tags ?? []).map((t) => ({ ...t, type: "tags" })),
    highlights: async (w, _args, ctx) =>
      ((await whole(w, ctx)).highlights ?? []).map((h) => ({ ...h, textLang: "sk" })),
    materials: async (w, _args, ctx) =>
      Promise.all(
        ((await whole(w, ctx)).materials ?? []).map(async (m) => ({ ...m, url: await signed(w, ctx, m.url) })),
      ),
    canPlay: (w, _args, ctx) => mayWatch(w, ctx),
    accessDenial: async (w, _args, ctx) =>
      ctx.viewer.kind !== "user" ? "SIGN_IN" : (await mayWatch(w, ctx)) ? null : "PURCHASE_REQUIRED",
    admission: (w, _args, ctx) => webinarAdmission(w, ctx),
    changes: (w, _args, ctx) => (isAdmin(ctx.viewer) ? webinarChanges(ctx, w.id) : null),
    revision: (w, _args, ctx) => revisionOf(ctx, webinarStream(w.id)),
  },
  WebinarPack: {
    ...price,
    webinars: async (p, _args, ctx) => {
      const found = new Map((await listAllWebinars(ctx.services.db, p.webinarIds)).map((w) => [w.id, w]));
      return p.webinarIds.flatMap((id) => found.get(id) ?? []);
    },
    admission: (p, _args, ctx) => admissionTo(ctx, (a) => a.webinarPackId === p.id),
    changes: (p, _args, ctx) => (isAdmin(ctx.viewer) ? webinarPackChanges(ctx, p.id) : null),
    revision: (p, _args, ctx) => revisionOf(ctx, webinarPackStream(p.id)),
  },
  WebinarAdmission: admissionFields,
  Profile: {
    webinarAdmissions: (profile, _args, ctx) => profileAdmissions(Number(profile.id), ctx),
  },
} satisfies Resolvers;
