import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import type { UploadKind } from "./kinds.ts";
import { type StoredUpload, uploadFiles } from "./upload.ts";

/** The upload mutations (schema.graphql): one file answers its URL (or path), several their id, URL and name. */
const one = (kind: UploadKind) => async (_parent: unknown, args: { file: unknown }, ctx: RequestContext) =>
  (await uploadFiles(ctx, kind, [args.file]))[0]!.url;
const many =
  (kind: UploadKind) =>
  (_parent: unknown, args: { files: unknown }, ctx: RequestContext): Promise<StoredUpload[]> =>
    uploadFiles(ctx, kind, Array.isArray(args.files) ? args.files : [args.files]);

export const resolvers: IResolvers<unknown, RequestContext> = {
  Mutation: {
    uploadThumbnail: one("thumbnail"),
    uploadMethodic: many("methodic"),
    uploadSvg: one("svg"),
    uploadMaterial: many("material"),
    uploadAudioFile: many("audio"),
  },
};
