import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { StripeEndpoint } from "../../src/modules/payments/provider/stripe-provider.ts";

/** The fields of a Stripe PaymentIntent object that the adapter reads, as the API sends them. */
export type StripeIntentJson = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  last_payment_error: { type: string; code?: string; decline_code?: string; message?: string } | null;
  cancellation_reason: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type RecordedRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
};

/**
 * A local HTTP server that answers the two PaymentIntents calls the adapter makes (create, retrieve)
 * like the Stripe API: form-encoded requests, JSON objects, Stripe's error shape. It keeps the
 * requests it received, and the test moves an intent's status as Stripe would after the card step.
 */
export class StripeApiStub {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, StripeIntentJson>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<StripeApiStub> {
    let stub: StripeApiStub | undefined;
    const server = createServer((request, response) => {
      stub!
        .answer(request)
        .then(([status, body]) => {
          response.writeHead(status, {
            "content-type": "application/json",
            "request-id": `req_${randomBytes(6).toString("hex")}`,
          });
          response.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
    stub = new StripeApiStub(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return stub;
  }

  get endpoint(): StripeEndpoint {
    return { host: "127.0.0.1", port: (this.server.address() as AddressInfo).port, protocol: "http" };
  }

  /** What the card step at Stripe would leave behind. */
  update(
    id: string,
    changes: Partial<Pick<StripeIntentJson, "status" | "last_payment_error" | "cancellation_reason">>,
  ): StripeIntentJson {
    const intent = { ...this.intents.get(id)!, ...changes };
    this.intents.set(id, intent);
    return intent;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage): Promise<[number, unknown]> {
    let body = "";
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? "/", "http://stub");
    const form = new URLSearchParams(request.method === "GET" ? url.search : body);
    this.requests.push({
      method: request.method ?? "",
      path: url.pathname,
      form,
      authorization: request.headers.authorization,
    });

    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const id = `pi_${randomBytes(8).toString("hex")}`;
      const metadata = Object.fromEntries(
        [...form].filter(([key]) => key.startsWith("metadata[")).map(([key, value]) => [key.slice(9, -1), value]),
      );
      const intent: StripeIntentJson = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        description: form.get("description"),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        last_payment_error: null,
        cancellation_reason: null,
        metadata,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      this.intents.set(id, intent);
      return [200, intent];
    }
    const retrieve = request.method === "GET" ? /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname) : null;
    if (retrieve) {
      const intent = this.intents.get(decodeURIComponent(retrieve[1]!));
      if (intent) return [200, intent];
      return [
        404,
        {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "intent",
            message: `No such payment_intent: '${retrieve[1]}'`,
          },
        },
      ];
    }
    return [
      404,
      {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
        },
      },
    ];
  }
}
