import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, expectNotification, loginToken, pngBytes, uniqueTitle } from "./admin.ts";
import { mp3Bytes, wavBytes } from "./audiobooks.ts";
import { docScreenshotFolder, openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * An upload the server refuses, in a real browser against the real server: among three "MP3s"
 * one is a WAV; that file is marked with the server's reason (for screen readers too), the two
 * others are stored and not sent again, and once the bad file is replaced the audiobook saves.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const SHOTS = docScreenshotFolder("admin-integrity");

const suite = browserSuite();
let adminToken: string;
let languageId: number;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  languageId = (await api<{ getLanguages: { id: number }[] }>(suite.server, adminToken, "{ getLanguages { id } }"))
    .getLanguages[0]!.id;
});

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}`));
}

/** The texts an element's aria-describedby points at. */
const description = (field: Locator): Promise<string> =>
  field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

const partNames = async (id: number) =>
  (
    await api<{ getAudiobookAsAdmin: { audioFiles: { name: string; order: number }[] } }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { audioFiles { name order } } }",
      { id },
    )
  ).getAudiobookAsAdmin.audioFiles
    .sort((a, b) => a.order - b.order)
    .map((file) => file.name);

describe("a refused upload in the audiobook form", () => {
  it("is marked on its file with the server's reason; the others are kept; a replacement saves", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    const uploads: string[] = [];
    page.on("request", (request) => {
      // every upload is a multipart request of its own (the browser does not show their bodies)
      if (request.headers()["content-type"]?.startsWith("multipart/form-data")) uploads.push(request.url());
    });
    await page.goto("/sk/profil/audiokniha/new");
    await page.getByLabel("Názov", { exact: true }).fill(uniqueTitle("Audiokniha s chybným súborom"));
    await page.getByLabel("Podnadpis", { exact: true }).fill("Tri časti, jedna nie je MP3");
    await page
      .getByLabel("Obrázok")
      .setInputFiles({ name: "obalka.png", mimeType: "image/png", buffer: Buffer.from("toto nie je obrázok") });
    await page.getByLabel("Jazyk nahrávky").selectOption(String(languageId));
    await page.getByLabel("Pridať súbory MP3").setInputFiles([
      { name: "prva.mp3", mimeType: "audio/mpeg", buffer: mp3Bytes(4) },
      { name: "notmp3.mp3", mimeType: "audio/mpeg", buffer: wavBytes() },
      { name: "tretia.mp3", mimeType: "audio/mpeg", buffer: mp3Bytes(3) },
    ]);
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();

    // one notice counts the failures; the bad file carries the server's reason
    // (four files were sent: the cover, which is no image either, and the three parts)
    await expectNotification(
      page,
      "Nahrávanie obrázku zlyhalo. Nahrávanie zvukových súborov zlyhalo. Nepodarilo sa nahrať súbory: 2 z 4.",
    );
    const badName = page.getByLabel("Názov časti 2");
    await expect.poll(() => badName.getAttribute("aria-invalid")).toBe("true");
    expect(await description(badName)).toContain("Súbor notmp3.mp3 nemá povolený typ");
    expect(await description(page.getByRole("button", { name: "Odstrániť súbor notmp3" }))).toContain(
      "nemá povolený typ",
    );
    expect(await page.locator(".admin-files .file-item--refused").count()).toBe(1);
    const cover = page.getByLabel("Obrázok");
    expect(await cover.getAttribute("aria-invalid")).toBe("true");
    expect(await description(cover)).toContain("Súbor obalka.png nemá povolený typ");
    for (const good of ["Názov časti 1", "Názov časti 3"])
      expect(await page.getByLabel(good).getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator(".admin-files .file-item").getByText("uložený").count()).toBe(2);
    expect(page.url()).toMatch(/\/new$/);
    expect(await axeViolations(page)).toEqual([]);

    await page.locator(".admin-files .file-item--refused").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/upload-error-1280.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.locator(".admin-files .file-item--refused").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/upload-error-375.png` });
    // the notice sits above the sticky save bar, never over its buttons
    const notice = (await page.locator(".notification").boundingBox())!;
    const bar = (await page.locator(".admin-form__actions").boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual(bar.y + 1);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // the refused files are replaced; the retry sends only the new ones and the audiobook saves
    await page.getByRole("button", { name: "Odstrániť súbor notmp3" }).click();
    await cover.setInputFiles({ name: "obalka.png", mimeType: "image/png", buffer: pngBytes(60, 60, [200, 120, 40]) });
    expect(await page.locator(".file-item--refused").count()).toBe(0);
    expect(await cover.getAttribute("aria-invalid")).toBeNull();
    await page
      .getByLabel("Pridať súbory MP3")
      .setInputFiles({ name: "nahrada.mp3", mimeType: "audio/mpeg", buffer: mp3Bytes(2) });
    expect(uploads).toHaveLength(4);
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Audiokniha vytvorená");
    await page.waitForURL(/\/sk\/profil\/audiokniha\/\d+$/);
    // only the replacements are sent: the two good parts were stored the first time
    expect(uploads).toHaveLength(6);
    expect(await partNames(Number(page.url().split("/").pop()))).toEqual(["prva", "tretia", "nahrada"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
