import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";

/**
 * A webinar admission: a profile's timed access to one webinar, or to each webinar of a pack with
 * one expiry. One stream per profile and what admits it (`webinar-admission-<profileId>-<target>`),
 * so buying the same webinar or pack again while admitted extends the same admission from its
 * expiry, and an admin's grant (`byAdmin`) is an admission of its own. Every grant names what paid
 * for it (`reference`: the payment's or order's stream, or the admin's command); a reference the
 * admission has taken already changes nothing, so a payment delivered twice admits once.
 *
 * Days are counted in Bratislava time: an admission that starts on the 10th for 30 days lets the
 * profile watch through the 8th of the next month and ends at midnight (Bratislava) after it.
 * Nothing runs at the expiry: the read side compares `expiresAt` with the clock.
 */
export type AdmissionTarget = { kind: "webinar"; webinarId: number } | { kind: "pack"; webinarPackId: number };
export const admissionStream = (profileId: number, target: AdmissionTarget, byAdmin: boolean) =>
  `webinar-admission-${profileId}-${byAdmin ? "admin-" : ""}${target.kind === "webinar" ? `webinar-${target.webinarId}` : `pack-${target.webinarPackId}`}`;

type Common = { admissionId: number; profileId: number };
export type WebinarAdmissionGranted = DomainEvent<
  "WebinarAdmissionGranted",
  Common & {
    target: AdmissionTarget;
    webinarIds: number[];
    byAdmin: boolean;
    availableFor: number;
    startsAt: string;
    expiresAt: string;
    reference: string;
    amountCents: number;
  }
>;
export type WebinarAdmissionExtended = DomainEvent<
  "WebinarAdmissionExtended",
  Common & { webinarIds: number[]; availableFor: number; expiresAt: string; reference: string; amountCents: number }
>;
export type WebinarAdmissionRevoked = DomainEvent<"WebinarAdmissionRevoked", Common>;
export type AdmissionEvent = WebinarAdmissionGranted | WebinarAdmissionExtended | WebinarAdmissionRevoked;

export const admissionEvents = eventCodec<AdmissionEvent>({
  types: { WebinarAdmissionGranted: true, WebinarAdmissionExtended: true, WebinarAdmissionRevoked: true },
});

export type AdmissionState = {
  admissionId: number | null;
  profileId: number | null;
  expiresAt: string | null;
  revoked: boolean;
  references: string[];
};

export const initialAdmissionState = (): AdmissionState => ({
  admissionId: null,
  profileId: null,
  expiresAt: null,
  revoked: false,
  references: [],
});

export function evolveAdmission(state: AdmissionState, event: AdmissionEvent): AdmissionState {
  switch (event.type) {
    case "WebinarAdmissionGranted":
    case "WebinarAdmissionExtended":
      return {
        admissionId: event.data.admissionId,
        profileId: event.data.profileId,
        expiresAt: event.data.expiresAt,
        revoked: false,
        references: [...state.references, event.data.reference],
      };
    case "WebinarAdmissionRevoked":
      return { ...state, revoked: true };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
