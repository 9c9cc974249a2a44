import { DomainError } from "../../shared/errors.ts";

/**
 * The one place that decides what a viewer may play. Resolvers pass the viewer they resolved from
 * the request; availability codes: 0 subscription, 1 testing, 2 free access.
 */
export type Availability = 0 | 1 | 2;

export type Viewer =
  | {
      kind: "anonymous";
      /**
       * Set when the request carried a valid session of a profile that has been disabled since: the
       * viewer has no more rights than anybody else, but may be told why (see accessDenial).
       */
      profileDisabled?: true;
    }
  | {
      kind: "user";
      userId: string;
      profileId: string;
      /** admin sees and plays everything. */
      isAdmin: boolean;
      /** Holds a trial or a paid subscription that has not expired (availability 1). */
      hasTrialOrSubscription: boolean;
      /** Holds a paid subscription whose expiration date lies in the future (availability 0). */
      hasActiveSubscription: boolean;
      /** The profile had a trial or subscription that has ended (expired or cancelled); none runs now. */
      subscriptionEnded?: boolean;
    };

export type SignedInViewer = Extract<Viewer, { kind: "user" }>;

export const anonymousViewer: Viewer = { kind: "anonymous" };

export function canPlay(viewer: Viewer, availability: number): boolean {
  if (availability === 2) return true;
  if (viewer.kind === "anonymous") return false;
  if (viewer.isAdmin) return true;
  if (availability === 1) return viewer.hasTrialOrSubscription || viewer.hasActiveSubscription;
  if (availability === 0) return viewer.hasActiveSubscription;
  return false;
}

/** Hidden items and admin-only fields (notes) are for administrators. */
export const isAdmin = (viewer: Viewer): boolean => viewer.kind === "user" && viewer.isAdmin;

/** The signed-in viewer, or LOGIN_REQUIRED for an anonymous one (account operations). */
export function requireSignedIn(viewer: Viewer): SignedInViewer {
  if (viewer.kind !== "user") throw new DomainError("LOGIN_REQUIRED");
  return viewer;
}

/**
 * Library staff only (the admin zone, a profile's payment history, recording a bank transfer):
 * LOGIN_REQUIRED for an anonymous viewer, FORBIDDEN for any other signed-in one. Called before a
 * resolver looks at its input, so a refused viewer learns nothing about it.
 */
export function requireLibraryAdmin(viewer: Viewer): SignedInViewer {
  const signedIn = requireSignedIn(viewer);
  if (!signedIn.isAdmin) throw new DomainError("FORBIDDEN");
  return signedIn;
}
