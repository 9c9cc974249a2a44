import { readFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { projectRoot } from "../shared/project-root.ts";
import type { IResolvers } from "@graphql-tools/utils";
import type { Middleware } from "koa";
import type { Projector } from "../eventstore/projector.ts";
import type { MessageCatalogue } from "../shared/messages.ts";
import type { RequestContext, Services } from "./context.ts";
import type { FormerAddress } from "./former-addresses.ts";

/**
 * What a business module contributes to the process — the only seam between a module and the app:
 * its piece of the GraphQL schema (extending the shared Query and Mutation types), resolvers,
 * projectors, reactors, localised error messages and, when it holds services of its own, what it
 * starts in a running process: resolvers built with them, HTTP routes and background jobs. The app
 * assembles the process from the module list (src/app/modules.ts) and nothing else.
 */
export type AppModule = {
  name: string;
  typeDefs: string;
  /** Resolvers that need nothing but the request context. */
  resolvers?: IResolvers<unknown, RequestContext>;
  projectors?: Projector[];
  /** Projectors with side effects (sending mail…), built with the services they need. */
  reactors?: (services: Pick<Services, "config" | "mail" | "clock" | "log">) => Projector[];
  messages?: MessageCatalogue;
  /**
   * Queries whose answers come from read models alone, so the server may give a stored answer until
   * a read model moves or a mutation runs (at most 10 s old for what depends on the time).
   * Never a query that reads state kept outside the read models (sessions, reset links).
   */
  storableQueries?: readonly string[];
  /** Detail pages whose former slugs the server redirects (301) to the current one. */
  formerAddresses?: readonly FormerAddress[];
  /** Builds the module's running parts once the shared services exist (options: tests' and scripts' overrides). */
  start?: (services: Services, options?: unknown) => ModuleRuntime | Promise<ModuleRuntime>;
};

/** What a started module adds to the process. */
export type ModuleRuntime = {
  resolvers?: IResolvers<unknown, RequestContext>;
  /** Koa middleware for the module's own HTTP routes (a webhook, file downloads). */
  routes?: Middleware[];
  /** Work the process repeats in the background. */
  jobs?: Job[];
  /** Files sent to /graphql as multipart requests go through this (one module takes uploads). */
  uploadGate?: UploadGate;
};

/**
 * What the module that takes files over GraphQL (the multipart request spec) decides for /graphql,
 * before a byte of a multipart body is read: who may send files at all, and how large a file each
 * root field takes. The app reads the body and keeps each file in a temporary file while the
 * operation runs (src/app/graphql-uploads.ts); resolvers find them in `RequestContext.uploads`.
 */
export type UploadGate = {
  /** Refuses a sender who may not upload (a DomainError: LOGIN_REQUIRED, FORBIDDEN), from the request's headers alone. */
  admit(headers: IncomingHttpHeaders): Promise<void>;
  /** The largest file a root field takes, in bytes; undefined for a field that takes none. */
  maxFileBytes(rootField: string): number | undefined;
  /** Files in one request at most. */
  maxFiles: number;
  /** Where received files wait, one temporary file each, until their operation has answered. */
  stagingDir: string;
};

/**
 * Background work: run once at start and then every `everyMs`, never twice at the same time in one
 * process, and safe to run in several processes at once (each job's own business).
 */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** Reads a module's schema piece, src/modules/<folder>/schema.graphql: `loadTypeDefs("videos")`. */
export const loadTypeDefs = (moduleFolder: string): string =>
  readFileSync(path.join(projectRoot, "src/modules", moduleFolder, "schema.graphql"), "utf8");
