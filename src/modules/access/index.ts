/**
 * Access: the one place that decides what a viewer may do and play (policy.ts). Pure: who the
 * viewer is comes from the accounts module (its sessions: resolveViewer), which uses this policy.
 */
export { anonymousViewer, type Availability, canPlay, isAdmin, requireSignedIn, type SignedInViewer, type Viewer } from "./policy.ts";
