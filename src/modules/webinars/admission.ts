import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { DomainError } from "../../shared/errors.ts";

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

export type GrantAdmission = {
  type: "GrantAdmission";
  data: {
    /** The id a new admission takes (an existing one keeps its own). */
    admissionId: number;
    profileId: number;
    target: AdmissionTarget;
    webinarIds: number[];
    availableFor: number;
    byAdmin: boolean;
    reference: string;
    amountCents: number;
    /** When the money was confirmed (or the admin granted it, or a free one was claimed). */
    at: Date;
    /** A free webinar's or pack's claim: it admits a profile not admitted at `at`, and changes nothing while admitted. */
    free?: boolean;
  };
};
export type RevokeAdmission = { type: "RevokeAdmission"; data: { admissionId: number } };
export type AdmissionCommand = GrantAdmission | RevokeAdmission;

export const BRATISLAVA = "Europe/Bratislava";
const DAY_MS = 86_400_000;

/** The calendar date (y, m 1-12, d) of an instant in Bratislava. */
function bratislavaDate(at: Date): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BRATISLAVA,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: part("year"), m: part("month"), d: part("day") };
}

/** The instant of midnight in Bratislava at the start of this calendar date (winter +1 h, summer +2 h). */
function bratislavaMidnight(y: number, m: number, d: number): Date {
  const utcMidnight = Date.UTC(y, m - 1, d);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    const local = bratislavaDate(candidate);
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: BRATISLAVA, hour: "2-digit", hourCycle: "h23" }).format(candidate),
    );
    if (local.y === y && local.m === m && local.d === d && hour === 0) return candidate;
  }
  throw new Error(`No midnight in ${BRATISLAVA} on ${y}-${m}-${d}`);
}

/** Midnight (Bratislava) `days` calendar days after the Bratislava date of `from`. */
export function bratislavaDaysAfter(from: Date, days: number): Date {
  const { y, m, d } = bratislavaDate(from);
  const shifted = new Date(Date.UTC(y, m - 1, d) + days * DAY_MS);
  return bratislavaMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Whether an admission expiring at `expiresAt` still admits at `now` (the expiry itself no longer does). */
export const admits = (expiresAt: string | Date, now: Date) => now.getTime() < new Date(expiresAt).getTime();

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

export function decideAdmission(command: AdmissionCommand, state: AdmissionState): AdmissionEvent[] {
  switch (command.type) {
    case "GrantAdmission": {
      const { profileId, target, webinarIds, availableFor, byAdmin, reference, amountCents, at } = command.data;
      if (state.references.includes(reference)) return [];
      if (!Number.isInteger(availableFor) || availableFor < 1) throw new DomainError("WEBINAR_AVAILABLE_FOR_INVALID");
      const admissionId = state.admissionId ?? command.data.admissionId;
      const admitted = state.expiresAt !== null && !state.revoked && admits(state.expiresAt, at);
      // claiming a free item again while admitted neither extends nor shortens (no access without bound)
      if (admitted && command.data.free) return [];
      if (admitted) {
        const expiresAt = bratislavaDaysAfter(new Date(state.expiresAt!), availableFor).toISOString();
        return [
          {
            type: "WebinarAdmissionExtended",
            data: { admissionId, profileId, webinarIds, availableFor, expiresAt, reference, amountCents },
          },
        ];
      }
      const expiresAt = bratislavaDaysAfter(at, availableFor).toISOString();
      return [
        {
          type: "WebinarAdmissionGranted",
          data: {
            admissionId,
            profileId,
            target,
            webinarIds,
            byAdmin,
            availableFor,
            startsAt: at.toISOString(),
            expiresAt,
            reference,
            amountCents,
          },
        },
      ];
    }
    case "RevokeAdmission": {
      if (state.admissionId === null || state.profileId === null || state.revoked)
        throw new DomainError("WEBINAR_ADMISSION_NOT_FOUND");
      return [
        { type: "WebinarAdmissionRevoked", data: { admissionId: state.admissionId, profileId: state.profileId } },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const admissionDecider: Decider<AdmissionState, AdmissionCommand, AdmissionEvent> = {
  events: admissionEvents,
  initialState: initialAdmissionState,
  evolve: evolveAdmission,
  decide: decideAdmission,
};
