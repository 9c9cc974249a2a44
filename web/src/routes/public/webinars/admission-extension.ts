import type { Product } from "./webinar-paths.ts";

/** A signed-in viewer's admission as the webinar and pack pages get it. */
export type AdmissionSummary = {
  readonly expirationDate: string;
  readonly byAdmin: boolean;
  readonly webinarPackId?: number | null;
};

/**
 * Whether buying this webinar or pack again extends the admission shown (from its end): only one
 * bought with this very product does. An admission given by an admin, or a webinar's admission
 * that came with a pack, is another one: buying then starts a new admission from today.
 */
export function extendsAdmission(
  product: Product,
  admission: AdmissionSummary | null | undefined,
): admission is AdmissionSummary {
  if (!admission || admission.byAdmin) return false;
  return product === "pack" || admission.webinarPackId == null;
}
