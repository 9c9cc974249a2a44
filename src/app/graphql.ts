import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { IResolvers } from "@graphql-tools/utils";
import { GraphQLError } from "graphql";
import { createSchema, createYoga, type YogaServerInstance } from "graphql-yoga";
import { handleCommand } from "../eventstore/command-handler.ts";
import { resolveViewer, tokenFromRequest } from "../modules/access/viewer.ts";
import { langFromHeader } from "../shared/lang.ts";
import type { RequestContext, RunCommand, Services } from "./context.ts";
import { toGraphQLError } from "./errors.ts";
import { appModules } from "./modules.ts";
import { mergedTypeDefs } from "./typedefs.ts";

const version = process.env.npm_package_version ?? "0.1.0";

const baseResolvers: IResolvers<unknown, RequestContext> = {
  Query: { serverInfo: () => ({ name: "Živá knižnica", version }) },
};

/** Every resolver function answers business failures as localised GraphQL errors. */
function withLocalisedErrors(resolvers: IResolvers<unknown, RequestContext>): IResolvers<unknown, RequestContext> {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (typeof fields !== "object" || fields === null || !Object.getPrototypeOf(fields) || Object.getPrototypeOf(fields) !== Object.prototype) {
      wrapped[typeName] = fields; // scalars and other non-plain resolver objects
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const [field, resolve] of Object.entries(fields as Record<string, unknown>)) {
      out[field] =
        typeof resolve === "function"
          ? async (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => {
              try {
                return await resolve(parent, args, ctx, info);
              } catch (error) {
                throw toGraphQLError(error, ctx.lang);
              }
            }
          : resolve;
    }
    wrapped[typeName] = out;
  }
  return wrapped as IResolvers<unknown, RequestContext>;
}

/** What Koa hands to Yoga with each request (Yoga's node request listener passes req and res). */
type ServerContext = { req?: IncomingMessage };

export function createGraphQLServer(services: Services): YogaServerInstance<ServerContext, RequestContext> {
  const schema = createSchema<RequestContext>({
    typeDefs: mergedTypeDefs(),
    resolvers: [baseResolvers, ...appModules.map((m) => withLocalisedErrors(m.resolvers))],
  });

  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: !services.config.production,
    graphiql: !services.config.production,
    logging: services.config.production ? "warn" : "error",
    maskedErrors: {
      // user errors (with a code) pass through; anything unexpected is masked and logged
      maskError(error, message) {
        // graphql-js wraps what a resolver throws: our own GraphQLErrors (user errors with a code)
        // and GraphQL's parse/validation errors pass through; anything else is masked and logged
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        const correlationId = randomUUID();
        services.log("Unexpected error", { correlationId, error: String(original instanceof Error ? original.stack : original) });
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR", correlationId } });
      },
    },
    context: async ({ request, req }): Promise<RequestContext> => {
      const correlationId = request.headers.get("x-correlation-id") ?? randomUUID();
      const token = tokenFromRequest(request.headers.get("authorization"), request.headers.get("cookie"));
      const viewer = await resolveViewer(services, token);
      const forwarded = services.config.trustProxy ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
      const clientIp = forwarded || req?.socket?.remoteAddress || "unknown";
      const actor = viewer.kind === "user" ? viewer.userId : "anonymous";
      const commandContext = { actor, correlationId };
      const run: RunCommand = async (streamName, decider, command, options) => {
        const result = await handleCommand(services.store, streamName, decider, command, { ...commandContext, commandId: options?.commandId });
        if (result.appendResult) {
          try {
            await services.projections.waitFor(result.appendResult.position, { eventTypes: result.events.map((e) => e.type) });
          } catch (error) {
            // the events are stored, so the command did succeed; only the read models lag behind
            services.log("Read models lag behind a command", { correlationId, error: String(error) });
          }
        }
        return result;
      };
      return { services, viewer, lang: langFromHeader(request.headers.get("accept-language")), clientIp, token, correlationId, commandContext, run };
    },
  });
}
