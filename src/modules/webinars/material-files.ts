import type { Services } from "../../app/context.ts";
import { checkReferences, type NamedReference, newCover } from "../uploads/index.ts";
import type { WebinarContent } from "./events.ts";

/**
 * The files a webinar's form gives: a new cover must be an image uploaded with uploadThumbnail,
 * and a material a PDF uploaded with uploadMaterial, each still stored (or, for the demo catalogue,
 * a file of that type in the installation's demo folder), as an audiobook's are. Only what the form
 * adds is checked: a cover or a material the webinar already has stays as it is. The first bad
 * material is named, on the `materials` field.
 */
const addedMaterials = (materials: readonly { url?: string }[], current: WebinarContent): NamedReference[] =>
  materials
    .map((material) => material.url ?? "")
    .filter((url) => !current.materials.some((kept) => kept.url === url))
    .map((url) => ({ field: "materials", url, kind: "material", refusal: "MATERIAL_NOT_UPLOADED" }));

/** Refuses the form's new cover and new materials unless each is a file of the library of its kind. */
export async function checkWebinarFiles(
  services: Pick<Services, "db">,
  input: { thumbnail?: string | null; materials?: readonly { url?: string }[] | null },
  current: WebinarContent,
): Promise<void> {
  await checkReferences(services, [
    ...newCover(input.thumbnail, current.thumbnail),
    ...addedMaterials(input.materials ?? [], current),
  ]);
}
