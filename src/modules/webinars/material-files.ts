import path from "node:path";
import type { Services } from "../../app/context.ts";
import { type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { localFileStore } from "../../shared/file-store.ts";
import { projectRoot } from "../../shared/project-root.ts";
import { localMediaPath } from "../media/index.ts";
import { uploadsByPath } from "../uploads/index.ts";

/**
 * A webinar's materials are PDFs uploaded with uploadMaterial and still stored (or, for the demo
 * catalogue, a PDF of the installation's demo folder), as an audiobook's e-book is. Only the
 * materials the form adds are checked: one the webinar already has stays as it is.
 */
const demoFiles = localFileStore(path.join(projectRoot, "demo"));

export async function checkMaterials(services: Pick<Services, "db">, added: readonly { url: string }[]): Promise<void> {
  if (added.length === 0) return;
  const paths = added.map((material) => localMediaPath(material.url));
  const uploads = await uploadsByPath(services.db, paths.filter((p): p is string => p !== null && p.startsWith("/uploads/")));
  const issues: FieldIssue[] = [];
  for (const filePath of paths) {
    const upload = filePath ? uploads.get(filePath) : undefined;
    const fine = filePath?.startsWith("/demo/")
      ? filePath.toLowerCase().endsWith(".pdf") && (await demoFiles.stat(filePath.slice("/demo/".length))) !== null
      : upload?.kind === "material" && upload.status === "stored";
    if (!fine) issues.push({ field: "materials", code: "MATERIAL_NOT_UPLOADED" });
  }
  if (issues.length > 0) throw new ValidationError(issues.slice(0, 1));
}
