/**
 * Access: the one place that decides what a viewer may do and play (policy.ts), and what the gate
 * in front of an item tells a viewer who may not (denial.ts). Pure: who the viewer is comes from
 * the accounts module (its sessions: resolveViewer), which uses this policy.
 */
export {
  anonymousViewer,
  type Availability,
  canPlay,
  isAdmin,
  requireLibraryAdmin,
  requireSignedIn,
  type SignedInViewer,
  type Viewer,
} from "./policy.ts";
export { type AccessDenial, accessDenial, type AccessDenialReason, type AccessVerdict } from "./denial.ts";
export { accessModule } from "./schema.ts";
