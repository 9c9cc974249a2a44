import type { IncomingMessage } from "node:http";
import type { DocumentNode, GraphQLSchema } from "graphql";
import { tokenFromRequest } from "../modules/accounts/index.ts";
import { cacheControlOf, varyWith } from "./answer-caching.ts";
import { compiledQuery, runCompiled } from "./compiled-queries.ts";
import type { Services } from "./context.ts";
import { costBudgetFor, costOf } from "./graphql-armour.ts";
import { isCleanOperation } from "./input-hygiene.ts";
import { listTooLong } from "./list-arguments.ts";
import { cookiesPending, requestContextFactory } from "./request-context.ts";

/** A storable query Yoga has parsed, validated with the armour's rules and run once. */
type Known = { schema: GraphQLSchema; document: DocumentNode; operationName: string | undefined };
/** The answer of the lean path: the status, headers and bytes Yoga would have sent. */
export type LeanAnswer = { headers: Headers; bytes: Buffer };

/** Texts of known queries kept: the client's screens send a few dozen, each of a few KB. */
const MAX_KNOWN = 500;
const MAX_TEXT_LENGTH = 16_384;

/**
 * The lean path of a storable query (a catalogue list, an item's page): what most requests are.
 * Yoga's HTTP layer (the fetch API's Request, Response and streams around every request) costs as
 * much as the query itself, so a query whose text Yoga has already parsed, validated and run as
 * storable is answered here: the same context, the same limits (lists, cost, input hygiene) and
 * the same compiled execution, without the layer. Only a clean answer is given here, one with
 * data and no errors or cookies; anything else (a refusal, an error, a first sight) is left to
 * Yoga, which runs it again and words it: a storable query only reads, so running it twice
 * changes nothing.
 */
export class LeanQueries {
  private readonly known = new Map<string, Known>();
  /** How many requests this path answered (the rest went to Yoga). */
  answered = 0;
  private readonly contextOf: ReturnType<typeof requestContextFactory>;

  constructor(private readonly services: Services) {
    this.contextOf = requestContextFactory(services);
  }

  /** Notes a storable query Yoga is about to run (its document passed every check of parsing and validation). */
  remember(text: string, known: Known): void {
    if (this.known.has(text) || text.length > MAX_TEXT_LENGTH) return;
    if (this.known.size >= MAX_KNOWN) this.known.delete(this.known.keys().next().value!);
    this.known.set(text, known);
  }

  /** A JSON POST's answer when it is a known storable query that ran cleanly; undefined leaves it to Yoga. */
  async answer(req: IncomingMessage, body: Buffer): Promise<LeanAnswer | undefined> {
    try {
      return await this.answerCleanly(req, body);
    } catch {
      return undefined; // variables the checks cannot read, a failure: Yoga runs it again and words it
    }
  }

  private async answerCleanly(req: IncomingMessage, body: Buffer): Promise<LeanAnswer | undefined> {
    const contentType = acceptedType(req.headers.accept);
    if (!contentType || (this.services.config.corsOrigins.length > 0 && req.headers.origin)) return undefined;
    const params = paramsOf(body);
    const known = params && this.known.get(params.query);
    if (!params || !known || params.operationName !== known.operationName) return undefined;
    const { schema, document, operationName } = known;
    const compiled = compiledQuery(schema, document, operationName, this.services.log);
    const variables = params.variables;
    // the checks that depend on the variables, as Yoga's plugins make them (the same functions)
    if (!compiled || !isCleanOperation(schema, document, variables)) return undefined;
    if (listTooLong(schema, document, variables, operationName)) return undefined;
    const request = { headers: headersOf(req) } as unknown as Request;
    const context = await this.contextOf({ request, req });
    if (costOf(schema, document, variables, operationName) > costBudgetFor(context.viewer)) return undefined;
    const result = await runCompiled(compiled, context, variables);
    if (!result.data || result.errors?.length || cookiesPending(request)) return undefined;
    const session = tokenFromRequest(req.headers.authorization, req.headers.cookie) !== undefined;
    const headers = new Headers({
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": cacheControlOf({ session, setsCookie: false, ran: "storable query" }),
      Vary: varyWith(undefined),
    });
    this.answered++;
    return { headers, bytes: Buffer.from(JSON.stringify(result)) };
  }
}

/** The answer's type as Yoga chooses it from Accept (its first type it can give); none for what it would refuse or weigh. */
function acceptedType(accept: string | undefined): string | undefined {
  if (accept === undefined || accept === "") return "application/json";
  for (const part of accept.split(",")) {
    const [type, ...parameters] = part.split(";").map((each) => each.trim().toLowerCase());
    if (parameters.length > 0) return undefined; // weights and the like: Yoga decides
    if (type === "application/graphql-response+json") return type;
    if (type === "application/json" || type === "application/*" || type === "*/*") return "application/json";
  }
  return undefined;
}

/** The request's query, operation name and variables, when it is a plain one (no batch, no extensions). */
function paramsOf(
  body: Buffer,
): { query: string; operationName?: string; variables?: Record<string, unknown> } | undefined {
  let params: unknown;
  try {
    params = JSON.parse(body.toString());
  } catch {
    return undefined;
  }
  if (typeof params !== "object" || params === null || Array.isArray(params)) return undefined;
  const { query, operationName, variables, ...rest } = params as Record<string, unknown>;
  const plainVariables =
    variables === undefined || variables === null || (typeof variables === "object" && !Array.isArray(variables));
  if (typeof query !== "string" || Object.keys(rest).length > 0 || !plainVariables) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string") return undefined;
  return {
    query,
    operationName: operationName ?? undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}

/** The request's headers as the context reads them (`get`), without copying them into a Headers. */
function headersOf(req: IncomingMessage): Pick<Headers, "get"> {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
  };
}
