import { randomUUID } from "node:crypto";
import { type IResolvers, isPromise } from "@graphql-tools/utils";
import { GraphQLError } from "graphql";
import { createSchema, createYoga, type YogaServerInstance } from "graphql-yoga";
import type { RequestContext, Services } from "./context.ts";
import { explainEditConflict } from "./edit-conflicts.ts";
import { compiledQueries } from "./compiled-queries.ts";
import { toGraphQLError } from "./errors.ts";
import { armourPlugins, codedRefusals } from "./graphql-armour.ts";
import { answerCaching, markOperations } from "./graphql-operations.ts";
import { inputHygiene } from "./input-hygiene.ts";
import type { LeanQueries } from "./lean-queries.ts";
import type { AppModule } from "./module.ts";
import { withRateLimits } from "./rate-limits.ts";
import { requestContextFactory, type ServerContext, sessionCookies } from "./request-context.ts";
import { richTextFieldsAsShown } from "./rich-text-fields.ts";
import { mergedTypeDefs } from "./typedefs.ts";

const version = process.env.npm_package_version ?? "0.1.0";

const baseResolvers: IResolvers<unknown, RequestContext> = {
  Query: { serverInfo: () => ({ name: "Živá knižnica", version }) },
};

/** A resolver's failure as the client sees it: a business failure localised, an edit conflict explained. */
async function refused(error: unknown, ctx: RequestContext): Promise<never> {
  throw toGraphQLError(await explainEditConflict(error, ctx), ctx.lang);
}

/** Every resolver function answers business failures as localised GraphQL errors. */
function withLocalisedErrors(resolvers: IResolvers<unknown, RequestContext>): IResolvers<unknown, RequestContext> {
  const wrapped: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    if (
      typeof fields !== "object" ||
      fields === null ||
      !Object.getPrototypeOf(fields) ||
      Object.getPrototypeOf(fields) !== Object.prototype
    ) {
      wrapped[typeName] = fields; // scalars and other non-plain resolver objects
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const [field, resolve] of Object.entries(fields as Record<string, unknown>)) {
      out[field] =
        typeof resolve === "function"
          ? (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => {
              // a resolver that answers at once stays synchronous: a promise per field of every
              // card of a list is most of what executing the list costs
              try {
                const value: unknown = resolve(parent, args, ctx, info);
                return isPromise(value) ? value.then(undefined, (error) => refused(error, ctx)) : value;
              } catch (error) {
                return refused(error, ctx);
              }
            }
          : resolve;
    }
    wrapped[typeName] = out;
  }
  return wrapped as IResolvers<unknown, RequestContext>;
}

export function createGraphQLServer(
  services: Services,
  modules: readonly Pick<AppModule, "resolvers" | "storableQueries">[],
  lean?: LeanQueries,
): YogaServerInstance<ServerContext, RequestContext> {
  const schema = richTextFieldsAsShown(
    createSchema<RequestContext>({
      typeDefs: mergedTypeDefs(),
      resolvers: [
        baseResolvers,
        ...modules.flatMap((m) => (m.resolvers ? [withLocalisedErrors(withRateLimits(m.resolvers))] : [])),
      ],
    }),
  );
  const { production, corsOrigins } = services.config;

  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: !production,
    graphiql: !production,
    logging: production ? "warn" : "error",
    // no cross-origin access unless a separate front-end is configured (CORS_ORIGINS)
    cors:
      corsOrigins.length > 0
        ? {
            origin: corsOrigins,
            credentials: true,
            methods: ["GET", "POST"],
            allowedHeaders: ["content-type", "authorization", "accept-language", "x-graphql-upload"],
          }
        : false,
    // answerCaching after sessionCookies: it looks at the cookies the answer sets
    plugins: [
      ...armourPlugins({ production }),
      codedRefusals(),
      inputHygiene(),
      sessionCookies(),
      answerCaching(),
      markOperations(new Set(modules.flatMap((m) => m.storableQueries ?? [])), lean),
      compiledQueries(services.log),
    ],
    maskedErrors: {
      // user errors (with a code) pass through; anything unexpected is masked and logged
      maskError(error, message) {
        // graphql-js wraps what a resolver throws: our own GraphQLErrors (user errors with a code)
        // and GraphQL's parse/validation errors pass through; anything else is masked and logged
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        const correlationId = randomUUID();
        services.log("Unexpected error", {
          correlationId,
          error: String(original instanceof Error ? original.stack : original),
        });
        return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR", correlationId } });
      },
    },
    context: requestContextFactory(services),
  });
}
