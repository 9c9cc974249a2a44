import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import type { TestServer } from "../support/server.ts";

/**
 * What the admin zone's browser tests share: the demo accounts' sessions, the API as another
 * session sees it, the files an admin uploads, and dragging a row with the keyboard.
 */

export const ADMIN_EMAIL = "admin@demo.zivakniznica.sk";
export const SUBSCRIBER_EMAIL = "jednotlivec@demo.zivakniznica.sk";

/** A session token of a demo account (its password is in the server's data directory). */
export async function loginToken(server: TestServer, email: string): Promise<string> {
  const account = (await readDemoAccounts(server.dataDir)).find((each) => each.email === email)!;
  const { data } = await server.graphql<{ login: string }>(
    "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
    { email, password: account.password },
  );
  return data!.login;
}

/** One operation as a session of its own sees it (another admin's browser, a script); fails on any error. */
export async function api<T = any>(
  server: TestServer,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await server.graphql<T>(query, variables, {
    authorization: `Bearer ${token}`,
    "accept-language": "sk",
  });
  if (response.errors?.length || !response.data) throw new Error(`GraphQL failed: ${JSON.stringify(response.errors)}`);
  return response.data;
}

/** The first error's message of an operation the server refuses. */
export async function refusal(
  server: TestServer,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ code: string; message: string }> {
  const response = await server.graphql(query, variables, {
    authorization: `Bearer ${token}`,
    "accept-language": "sk",
  });
  const error = response.errors?.[0];
  if (!error) throw new Error(`expected a refusal, got ${JSON.stringify(response.data)}`);
  return { code: String(error.extensions?.code), message: error.message };
}

/** A PNG of one colour (valid by content: the server checks images by their bytes). */
export function pngBytes(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text; `paddingBytes` of random data make it that much larger (nothing compresses them). */
export async function pdfBytes(text: string, paddingBytes = 0): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  page.drawText(text, { x: 40, y: 120, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  if (paddingBytes > 0) document.setSubject(randomBytes(Math.ceil(paddingBytes / 2)).toString("hex"));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A theme's icon: a small SVG of a circle. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><circle cx="12" cy="12" r="9" fill="none" stroke="#000" stroke-width="2"/></svg>',
);

/** A title no other test uses. */
let counter = 0;
export const uniqueTitle = (label: string): string => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * Moves a row of a SortableList with the keyboard, as a keyboard user does: Tab to its handle,
 * Space to lift, arrows, Space to drop (a pause between keys lets the rows glide).
 */
export async function dragWithKeyboard(page: Page, handle: Locator, steps: number): Promise<void> {
  await handle.focus();
  await page.keyboard.press("Space");
  await page.waitForTimeout(150);
  for (let step = 0; step < Math.abs(steps); step++) {
    await page.keyboard.press(steps < 0 ? "ArrowUp" : "ArrowDown");
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(250);
  await page.keyboard.press("Space");
}

/** The texts of the notifications shown now (errors and the rest). */
export const notificationTexts = (page: Page): Promise<string[]> => page.locator(".notification").allInnerTexts();

/** Waits until a notification containing the text shows. */
export async function expectNotification(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(
      async () =>
        (await notificationTexts(page)).some((shown) =>
          typeof text === "string" ? shown.includes(text) : text.test(shown),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Every Content-Security-Policy refusal the page meets, from its first script on (the admin zone
 * runs a drag-and-drop library and an editor under the site's strict policy).
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  await page.exposeFunction("reportPolicyRefusal", (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportPolicyRefusal(text: string): void }).reportPolicyRefusal(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}
