import { request } from "node:http";
import type { RequestContext } from "../../src/app/context.ts";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { commandRunner } from "../../src/eventstore/pipeline.ts";
import type { TestServer } from "../support/server.ts";

/** Runs catalogue commands on a test server as the admin screens would, waiting for the read models. */
export function adminWriter(server: TestServer): Pick<RequestContext, "services" | "run" | "commandContext"> {
  const { services } = server;
  const commandContext = systemContext("media-test");
  return { services, run: commandRunner(services, commandContext), commandContext };
}

/** GETs a path (or a URL the API gave) on the server, without following redirects. */
export const get = (server: TestServer, pathOrUrl: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathOrUrl, server.url), { headers, redirect: "manual" });

/** The status of a GET, its body read to the end (an unread body would be cut off when the server closes). */
export async function statusOf(
  server: TestServer,
  pathOrUrl: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await get(server, pathOrUrl, headers);
  await response.arrayBuffer();
  return response.status;
}

/** The parts of a signed URL: path and query parameters. */
export function partsOf(signedUrl: string) {
  const url = new URL(signedUrl, "http://x");
  return {
    path: url.pathname,
    exp: url.searchParams.get("exp")!,
    v: url.searchParams.get("v")!,
    sig: url.searchParams.get("sig")!,
  };
}

export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The status of a GET for a path sent exactly as written (fetch would resolve "%2e%2e" and ".." first). */
export function rawStatus(server: TestServer, rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(server.url), { path: rawPath, method: "GET" }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    req.on("error", reject);
    req.end();
  });
}
