import { createSchema, createYoga } from "graphql-yoga";
import type { RequestContext, Services } from "../../src/app/context.ts";
import { mergedTypeDefs } from "../../src/app/typedefs.ts";
import type { Viewer } from "../../src/modules/access/policy.ts";
import { filtersModule } from "../../src/modules/filters/index.ts";
import { module as languages } from "../../src/modules/languages/index.ts";
import { module as references } from "../../src/modules/references/index.ts";
import { themesModule } from "../../src/modules/themes/index.ts";
import { videoFilterUsers, videoThemeUsers, module as videos } from "../../src/modules/videos/index.ts";

const themes = themesModule([videoThemeUsers]);
const filters = filtersModule([videoFilterUsers]);

/**
 * The merged schema with the catalogue modules' resolvers, executed in-process (no socket) for any
 * viewer: the HTTP server resolves viewers from login tokens, which this part of the code does not
 * issue. Errors are returned with their codes, as a resolver threw them.
 */
export function catalogueGraphQL(services: Services) {
  const schema = createSchema<RequestContext>({
    typeDefs: mergedTypeDefs(),
    resolvers: [themes, filters, languages, references, videos].flatMap((m) => (m.resolvers ? [m.resolvers] : [])),
  });
  return async <T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer: Viewer = { kind: "anonymous" },
  ): Promise<T> => {
    const yoga = createYoga<{}, RequestContext>({
      schema,
      logging: false,
      maskedErrors: false,
      context: () => ({ services, viewer, lang: "sk", correlationId: "test" }) as RequestContext,
    });
    const response = await yoga.fetch("http://catalogue.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join("; "));
    return body.data!;
  };
}
