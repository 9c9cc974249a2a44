import type { RequestContext } from "../../app/context.ts";
import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import type { UploadKind } from "./kinds.ts";
import { uploadFiles } from "./upload.ts";

/** One file answers its URL (or path). */
const one = async (ctx: RequestContext, kind: UploadKind, file: unknown) =>
  (await uploadFiles(ctx, kind, [file]))[0]!.url;

/** The upload mutations (schema.graphql): one file answers its URL (or path), several their id, URL and name. */
export const resolvers = {
  Mutation: {
    uploadThumbnail: (_parent, { file }, ctx) => one(ctx, "thumbnail", file),
    uploadMethodic: (_parent, { files }, ctx) => uploadFiles(ctx, "methodic", files),
    uploadSvg: (_parent, { file }, ctx) => one(ctx, "svg", file),
    uploadMaterial: (_parent, { files }, ctx) => uploadFiles(ctx, "material", files),
    uploadAudioFile: (_parent, { files }, ctx) => uploadFiles(ctx, "audio", files),
  },
} satisfies Resolvers;
