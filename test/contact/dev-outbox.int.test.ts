import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devOutboxRoutes } from "../../src/app/dev-outbox.ts";
import { createMailTransport, type KeptMail } from "../../src/shared/mail-transports.ts";

describe("development outbox page", () => {
  let root: string;
  let outboxDir: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "dev-outbox-test-"));
    outboxDir = path.join(root, "outbox");
    const app = new Koa();
    app.use(devOutboxRoutes(outboxDir));
    app.use((ctx) => {
      ctx.body = "next middleware";
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  it("says there are no mails before the first one", async () => {
    const response = await fetch(`${url}/dev/outbox`, { headers: { "accept-language": "en" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("No mails yet.");
    const slovak = await (await fetch(`${url}/dev/outbox`)).text();
    expect(slovak).toMatch(/^<!doctype html>\n<html lang="sk">/);
    expect(slovak).toContain("Zatiaľ žiadne e-maily.");
    expect(await (await fetch(`${url}/dev/outbox.json`)).json()).toEqual([]);
  });

  it("lists the kept mails newest first, escaped, as a page and as JSON", async () => {
    const transport = createMailTransport({ outboxDir, from: "Živá knižnica <noreply@zivakniznica.sk>" });
    await transport.send({
      to: "team@example.sk",
      replyTo: "jana@example.sk",
      subject: "Kontaktný formulár: Jana",
      text: "Prvá správa",
    });
    await transport.send({
      to: "peter@example.sk",
      subject: "Obnova hesla",
      text: 'Reset: http://localhost:3000/sk/obnova-hesla/a1?x=1&y=2.\nOr "https://example.sk/"',
    });
    await transport.send({
      to: "team@example.sk",
      replyTo: "x@example.sk",
      subject: "<script>alert(1)</script>",
      text: 'Tom & "Jerry" <b>bold</b>\nsecond line',
    });

    const page = await fetch(`${url}/dev/outbox`, { headers: { "accept-language": "en" } });
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain("<title>Outbox (3)");
    expect(html).not.toContain("<script>");
    expect(html).toContain('<h2 id="mail-');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<pre>Tom &amp; &quot;Jerry&quot; &lt;b&gt;bold&lt;/b&gt;\nsecond line</pre>");
    expect(html).toContain("<dt>Reply-To</dt><dd>jana@example.sk</dd>");
    expect(html).toContain(
      'Reset: <a href="http://localhost:3000/sk/obnova-hesla/a1?x=1&amp;y=2">http://localhost:3000/sk/obnova-hesla/a1?x=1&amp;y=2</a>.\n',
    );
    expect(html).toContain('&quot;<a href="https://example.sk/">https://example.sk/</a>&quot;');
    expect(html).toContain("<dt>To</dt><dd>team@example.sk</dd>");
    expect(html.indexOf("&lt;script&gt;")).toBeLessThan(html.indexOf("Kontaktný formulár: Jana")); // newest first
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);

    const json = await fetch(`${url}/dev/outbox.json`);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const mails = (await json.json()) as KeptMail[];
    expect(mails.map((m) => m.subject)).toEqual([
      "<script>alert(1)</script>",
      "Obnova hesla",
      "Kontaktný formulár: Jana",
    ]);
    expect(mails[2]).toMatchObject({
      to: "team@example.sk",
      replyTo: "jana@example.sk",
      text: "Prvá správa",
      from: "Živá knižnica <noreply@zivakniznica.sk>",
    });
  });

  it("leaves every other request to the next middleware", async () => {
    for (const [method, pathname] of [
      ["GET", "/dev/outboxes"],
      ["GET", "/"],
      ["POST", "/dev/outbox"],
    ] as const) {
      const response = await fetch(`${url}${pathname}`, { method });
      expect(await response.text()).toBe("next middleware");
    }
  });
});
