import type { SignedInViewer, Viewer } from "../access/index.ts";

/** An item that refers to a file (its stream, "video-12", "webinar-3"), and whether it shows the file to everybody. */
export type FileOwner = { owner: string; public: boolean };

/**
 * What a request with a valid signature gets: "public" (some item shows the file to everybody),
 * "open" (the requester is the viewer the URL was signed for and may still open an item that
 * refers to the file), "refused" (403), "unreferenced" (no item refers to it: 404).
 */
export type SignedFileVerdict = "public" | "open" | "refused" | "unreferenced";

/**
 * Decides a signed request. Pure but for the two questions it is handed, asked only when needed
 * (and cached by the caller): who the requester is (from its session) and whether that viewer may
 * open one owner now (the owning module's rule, the one that gave the URL). A URL is bound to its
 * viewer: any other requester, signed in or not, is refused; so is the viewer once no owner opens
 * for it any more (an admission removed or run out, a subscription ended, a profile disabled).
 */
export async function signedFileVerdict(question: {
  owners: readonly FileOwner[];
  signedFor: string;
  requester: () => Promise<Viewer>;
  mayOpen: (owner: string, viewer: SignedInViewer) => Promise<boolean>;
}): Promise<SignedFileVerdict> {
  const { owners, signedFor } = question;
  if (owners.length === 0) return "unreferenced";
  if (owners.some((owner) => owner.public)) return "public";
  const requester = await question.requester();
  if (requester.kind !== "user" || requester.userId !== signedFor) return "refused";
  for (const { owner } of owners) if (await question.mayOpen(owner, requester)) return "open";
  return "refused";
}
