import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  api,
  dragWithKeyboard,
  expectNotification,
  loginToken,
  pdfBytes,
  pngBytes,
  uniqueTitle,
  watchPolicy,
} from "./admin.ts";
import { mp3Bytes } from "./audiobooks.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The library admin's audiobook screens in a real browser against the real server: creating an
 * audiobook with a cover, two MP3 parts and an e-book, then putting the parts in another order;
 * the list with its codes, the testing list; axe on the list and the form.
 */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const suite = browserSuite();
let adminToken: string;
let language: { id: number; name: string; abbreviation: string };

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  language = (
    await api<{ getLanguages: { id: number; name: string; abbreviation: string }[] }>(
      suite.server,
      adminToken,
      "{ getLanguages { id name abbreviation } }",
    )
  ).getLanguages[0]!;
});

const adminPage = (width = 1280) => openPage(suite.browser, suite.server.url, width, { sessionToken: adminToken });

type AdminAudiobook = {
  id: number;
  slug: string;
  title: string;
  languageId: number;
  audioFiles: { id: number; name: string; order: number; durationSeconds: number }[];
  material: { name: string } | null;
};

const audiobookAsAdmin = async (id: number) =>
  (
    await api<{ getAudiobookAsAdmin: AdminAudiobook | null }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { id slug title languageId audioFiles { id name order durationSeconds } material { name } } }",
      { id },
    )
  ).getAudiobookAsAdmin;

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((v) =>
    v.nodes.map((n) => `${page.url()}: ${v.id} ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`),
  );
  for (const line of found) console.log(`axe violation ${line}`);
  return found;
}

const partNames = async (id: number) =>
  [...(await audiobookAsAdmin(id))!.audioFiles].sort((a, b) => a.order - b.order).map((file) => file.name);

describe("the audiobook screens", () => {
  let createdId: number;

  it("create an audiobook with a cover, two MP3 parts and an e-book", async () => {
    const { context, page, errors } = await adminPage();
    const refusals = await watchPolicy(page);
    const title = uniqueTitle("Testovacia audiokniha");
    await page.goto("/sk/profil/audioknihy");
    await page.getByRole("link", { name: "Nová audiokniha" }).click();
    await page.waitForURL("**/sk/profil/audiokniha/new");

    // nothing filled in: the required fields say so, the first takes the focus
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expect.poll(() => page.getByLabel("Názov", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await page.getByText("Pridajte aspoň jeden zvukový súbor").waitFor();

    await page.getByLabel("Názov", { exact: true }).fill(title);
    await page.getByLabel("Podnadpis", { exact: true }).fill("Príbeh načítaný v teste");
    await page
      .getByLabel("Obrázok")
      .setInputFiles({ name: "obalka.png", mimeType: "image/png", buffer: pngBytes(60, 60, [40, 120, 200]) });
    await page.getByLabel("Jazyk nahrávky").selectOption(String(language.id));
    await page.getByLabel("Pridať súbory MP3").setInputFiles([
      { name: "prva-cast.mp3", mimeType: "audio/mpeg", buffer: mp3Bytes(12) },
      { name: "druha-cast.mp3", mimeType: "audio/mpeg", buffer: mp3Bytes(8) },
    ]);
    // a new part is named after its file, without the extension
    await expect.poll(() => page.getByLabel("Názov časti 2").inputValue()).toBe("druha-cast");
    await page
      .getByLabel("E-kniha (PDF)")
      .setInputFiles({ name: "e-kniha.pdf", mimeType: "application/pdf", buffer: await pdfBytes("E-kniha k testu") });
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Audiokniha vytvorená");
    await page.waitForURL(/\/sk\/profil\/audiokniha\/\d+$/);
    createdId = Number(page.url().split("/").pop());
    const created = (await audiobookAsAdmin(createdId))!;
    expect(created).toMatchObject({ title, languageId: language.id, material: { name: "e-kniha.pdf" } });
    expect(await partNames(createdId)).toEqual(["prva-cast", "druha-cast"]);
    expect(created.audioFiles.every((file) => file.durationSeconds > 0)).toBe(true);
    // the stored parts show their lengths and counters
    await page.getByText("Spustené 0×").first().waitFor();
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("put the parts in another order by dragging, and save it", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto(`/sk/profil/audiokniha/${createdId}`);
    await page.getByLabel("Názov časti 2").waitFor();
    await dragWithKeyboard(page, page.getByRole("button", { name: "Presunúť: druha-cast" }), -1);
    await expect.poll(() => page.getByLabel("Názov časti 1").inputValue()).toBe("druha-cast");
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Audiokniha upravená");
    await expect.poll(() => partNames(createdId)).toEqual(["druha-cast", "prva-cast"]);
    expect(await axeViolations(page)).toEqual([]);
    // the public page opens from the form
    await page.getByRole("link", { name: "Zobraziť na webe" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("list every audiobook with its codes and open count; the testing list has no handles", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/audioknihy");
    const row = page.locator(".admin-row").filter({ hasText: (await audiobookAsAdmin(createdId))!.title });
    await row.waitFor();
    // new audiobooks are visible, for subscribers, read in the chosen language
    expect(await row.locator(".badge").allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringContaining("V"),
        expect.stringContaining("P"),
        expect.stringContaining(language.abbreviation),
      ]),
    );
    await row.getByText("Otvorená 0×").waitFor();
    expect(await page.getByRole("button", { name: /^Presunúť:/ }).count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/sk/profil/testovacie-audioknihy");
    await page.getByRole("heading", { name: "Testovacie audioknihy" }).waitFor();
    await page.locator(".admin-row, .sortable-list__empty").first().waitFor();
    expect(await page.getByRole("button", { name: /^Presunúť:/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Zmazať" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no axe violations on the form at 360 px", async () => {
    const { context, page } = await adminPage(360);
    await page.goto(`/sk/profil/audiokniha/${createdId}`);
    await page.getByLabel("Názov časti 1").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
