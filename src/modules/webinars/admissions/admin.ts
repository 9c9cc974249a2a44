import { DomainError, ValidationError } from "../../../shared/errors.ts";
import { admissionDecider } from "./decide.ts";
import { admissionStream } from "./events.ts";
import { allocate, type WriteContext } from "../../catalogue-items/index.ts";
import { findAdmission, findWebinar } from "../queries.ts";

/**
 * A library admin admits a profile to a webinar (`byAdmin`, its own admission stream, so a paid
 * admission is never shortened or mixed up with it) for the webinar's days from now, or extends
 * the admin-given one; each grant is its own reference (the command's correlation id).
 */
export async function addWebinarAsAdmin(ctx: WriteContext, profileId: number, webinarId: number): Promise<number> {
  const profile = await ctx.services.db
    .selectFrom("profiles")
    .select("id")
    .where("id", "=", profileId)
    .executeTakeFirst();
  if (!profile) throw new DomainError("PROFILE_NOT_FOUND");
  const webinar = await findWebinar(ctx.services.db, { id: webinarId });
  if (!webinar) throw new ValidationError([{ field: "webinarId", code: "WEBINAR_NOT_FOUND" }]);
  const [admissionId] = await allocate(ctx, "webinar-admission", 1);
  const target = { kind: "webinar" as const, webinarId };
  const { events } = await ctx.run(admissionStream(profileId, target, true), admissionDecider, {
    type: "GrantAdmission",
    data: {
      admissionId: admissionId!,
      profileId,
      target,
      webinarIds: [webinarId],
      availableFor: webinar.availableFor,
      byAdmin: true,
      reference: `admin-${ctx.commandContext.correlationId}`,
      amountCents: 0,
      at: ctx.services.clock.now(),
    },
  });
  return events[0]?.data.admissionId ?? admissionId!;
}

export async function removeWebinarAdmission(ctx: WriteContext, admissionId: number): Promise<void> {
  const admission = await findAdmission(ctx.services.db, admissionId);
  if (!admission) throw new DomainError("WEBINAR_ADMISSION_NOT_FOUND");
  await ctx.run(admission.stream, admissionDecider, { type: "RevokeAdmission", data: { admissionId } });
}
