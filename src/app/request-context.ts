import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Plugin } from "graphql-yoga";
import { commandRunner } from "../eventstore/pipeline.ts";
import { resolveViewer, SESSION_DAYS, sessionCookie, tokenFromRequest } from "../modules/accounts/index.ts";
import { langFromHeader } from "../shared/lang.ts";
import { clientAddress, trustsAnyProxy } from "./client-address.ts";
import type { ReceivedFile, RequestContext, Services } from "./context.ts";

/**
 * What Koa hands to Yoga with each request (Yoga's node request listener passes req and res), and
 * the files of a multipart request, received before Yoga runs (src/app/graphql-uploads.ts).
 */
export type ServerContext = { req?: IncomingMessage; uploads?: ReadonlyMap<string, ReceivedFile> };

/** Set-Cookie values a request's resolvers asked for, added to its response by sessionCookies(). */
const pendingCookies = new WeakMap<Request, string[]>();

/** Whether a request's resolvers asked for a cookie (its answer is then not one to keep). */
export const cookiesPending = (request: Request): boolean => (pendingCookies.get(request)?.length ?? 0) > 0;

/** Over HTTPS, directly or behind a trusted proxy, the session cookie is marked Secure. */
function isHttps(services: Services, request: Request, req: IncomingMessage | undefined): boolean {
  if (services.config.publicUrl.startsWith("https:")) return true;
  if (
    trustsAnyProxy(services.config.trustProxy) &&
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  )
    return true;
  return Boolean((req?.socket as { encrypted?: boolean } | undefined)?.encrypted);
}

const NO_FILES: ReadonlyMap<string, ReceivedFile> = new Map();

/** Builds each request's context: who asks (token), in which language, from where, and how to write. */
export function requestContextFactory(services: Services) {
  return async ({ request, req, uploads }: { request: Request } & ServerContext): Promise<RequestContext> => {
    const correlationId = request.headers.get("x-correlation-id") ?? randomUUID();
    const token = tokenFromRequest(request.headers.get("authorization"), request.headers.get("cookie"));
    const viewer = await resolveViewer(services, token);
    // every per-address limit uses this one address: the right-most one no trusted proxy vouches for
    const clientIp = clientAddress(
      req?.socket?.remoteAddress,
      request.headers.get("x-forwarded-for"),
      services.config.trustProxy,
    );
    const actor = viewer.kind === "user" ? viewer.userId : "anonymous";
    const commandContext = { actor, correlationId };
    const run = commandRunner(services, commandContext);
    const cookies: string[] = [];
    pendingCookies.set(request, cookies);
    const cookieOptions = { secure: isHttps(services, request, req), maxAgeSeconds: SESSION_DAYS * 24 * 60 * 60 };
    const session = {
      start: (newToken: string) => void cookies.push(sessionCookie(newToken, cookieOptions)),
      end: () => void cookies.push(sessionCookie(null, cookieOptions)),
    };
    const lang = langFromHeader(request.headers.get("accept-language"));
    return {
      services,
      viewer,
      lang,
      clientIp,
      token,
      correlationId,
      commandContext,
      run,
      session,
      cookies: cookieJar(request, cookies, cookieOptions.secure),
      uploads: uploads ?? NO_FILES,
    };
  };
}

/** The request's cookies by name, and Set-Cookie values for its response (same attributes as the session's). */
function cookieJar(request: Request, pending: string[], secure: boolean): RequestContext["cookies"] {
  const header = request.headers.get("cookie") ?? "";
  return {
    get(name) {
      const found = header
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`));
      return found?.slice(name.length + 1);
    },
    set(name, value, maxAgeSeconds) {
      pending.push(
        `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`,
      );
    },
  };
}

/** Adds the session cookies the resolvers set (login, logout) to the response. */
export function sessionCookies(): Plugin<RequestContext> {
  return {
    onResponse({ request, response }) {
      for (const cookie of pendingCookies.get(request) ?? []) response.headers.append("set-cookie", cookie);
    },
  };
}
