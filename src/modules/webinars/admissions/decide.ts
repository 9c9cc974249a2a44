import type { Decider } from "../../../eventstore/decider.ts";
import { DomainError } from "../../../shared/errors.ts";
import {
  type AdmissionEvent,
  admissionEvents,
  type AdmissionState,
  type AdmissionTarget,
  evolveAdmission,
  initialAdmissionState,
} from "./events.ts";

/** The admission's commands and rules (events.ts holds its events, state and evolve). */
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
