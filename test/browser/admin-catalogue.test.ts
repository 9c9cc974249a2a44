import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  api,
  dragWithKeyboard,
  expectNotification,
  loginToken,
  refusal,
  SVG,
  uniqueTitle,
  watchPolicy,
} from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Themes and filters, languages and references in a real browser against the real server: adding
 * (a theme with its SVG icon), editing, reordering by dragging (with the keyboard, the mouse and a
 * finger), deleting after a confirmation, and a theme that videos use, which the server refuses
 * to delete.
 */

const suite = browserSuite();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

const adminPage = () => openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });

const themes = async () =>
  (
    await api<{ getThemes: { id: number; name: string; svgPath: string | null }[] }>(
      suite.server,
      adminToken,
      "{ getThemes { id name svgPath } }",
    )
  ).getThemes;

/** Fills the four names of a catalogue dialog. */
async function fillNames(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Názov po slovensky").fill(name);
  await dialog.getByLabel("Názov po česky").fill(`${name} (cz)`);
  await dialog.getByLabel("Názov po anglicky").fill(`${name} (en)`);
  await dialog.getByLabel("Názov po španielsky").fill(`${name} (es)`);
}

describe("themes", () => {
  let name: string;

  it("are added with an SVG icon (previewed, uploaded at once); save waits for the names, the icon and the upload", async () => {
    const { context, page, errors } = await adminPage();
    const refusals = await watchPolicy(page);
    await page.goto("/sk/profil/temy_a_filtre");
    await page.getByRole("heading", { level: 2, name: "Témy a filtre" }).waitFor();
    await page.getByRole("button", { name: "Pridať tému" }).click();
    const dialog = page.getByRole("dialog", { name: "Nová téma" });
    const save = dialog.getByRole("button", { name: "Uložiť" });
    expect(await save.isDisabled()).toBe(true);
    name = uniqueTitle("Téma");
    await fillNames(page, name);
    expect(await save.isDisabled()).toBe(true); // no icon yet
    await dialog.getByLabel("Ikona (SVG)").setInputFiles({ name: "ikona.svg", mimeType: "image/svg+xml", buffer: SVG });
    await dialog.getByRole("img", { name: "Náhľad: ikona.svg" }).waitFor();
    await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(false);
    await save.click();
    await dialog.waitFor({ state: "detached" });
    await expectNotification(page, "Téma pridaná");
    const added = (await themes()).find((theme) => theme.name === name)!;
    expect(added.svgPath).toBeTruthy();
    await page.getByRole("button", { name: `Upraviť tému ${name}` }).waitFor();
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("are reordered by dragging, and the order stays", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/temy_a_filtre");
    const before = await themes();
    const position = before.findIndex((theme) => theme.name === name);
    await dragWithKeyboard(page, page.getByRole("button", { name: `Presunúť: ${name}` }), -position);
    await expectNotification(page, "Poradie tém zmenené");
    expect((await themes())[0]!.name).toBe(name);
    await page.reload();
    await expect
      .poll(() => page.locator("section[aria-labelledby='admin-themes-title'] .admin-row__title").first().innerText())
      .toBe(name);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("used by a video cannot be deleted: the server's message says why, and the theme stays", async () => {
    const theme = (await themes()).find((each) => each.name === name)!;
    const { getVideos } = await api(suite.server, adminToken, "{ getVideos(offset: 0) { videos { id } } }");
    const cover = (
      await api(suite.server, adminToken, "query ($id: Int!) { getVideoAsAdmin(videoId: $id) { thumbnail } }", {
        id: getVideos.videos[0].id,
      })
    ).getVideoAsAdmin.thumbnail;
    await api(
      suite.server,
      adminToken,
      "mutation ($title: String!, $thumbnail: String!, $themes: [Int!]) { editVideo(title: $title, thumbnail: $thumbnail, themes: $themes) }",
      { title: uniqueTitle("Video s témou"), thumbnail: cover, themes: [theme.id] },
    );
    const expected = await refusal(suite.server, adminToken, "mutation ($id: Int!) { deleteTheme(id: $id) }", {
      id: theme.id,
    });
    expect(expected.code).toBe("THEME_IN_USE");

    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/temy_a_filtre");
    // the row says which video has it, and offers no delete
    const row = page.locator(".admin-row", { hasText: name });
    await row.getByText(/Videá s touto témou \(1\): Video s témou/).waitFor();
    expect(await page.getByRole("button", { name: `Zmazať tému ${name}` }).count()).toBe(0);
    expect((await themes()).some((each) => each.id === theme.id)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("are edited in a dialog whose save waits for a change", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/temy_a_filtre");
    await page.getByRole("button", { name: `Upraviť tému ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Upraviť tému" });
    const save = dialog.getByRole("button", { name: "Uložiť" });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel("Názov po anglicky").fill(`${name} renamed`);
    await save.click();
    await expectNotification(page, "Téma upravená");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("filters and languages", () => {
  it("a filter is added with its language, edited and deleted after the warning", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/temy_a_filtre");
    await page.getByRole("button", { name: "Pridať filter" }).click();
    const name = uniqueTitle("Filter");
    await fillNames(page, name);
    // English is the demo's "Anglické titulky": one filter per interface language, so it is not offered
    const english = page.getByRole("dialog").getByRole("option", { name: "English – má ho „Anglické titulky“" });
    expect(await english.isDisabled()).toBe(true);
    type Flagged = {
      id: number;
      name: string;
      nameEn: string;
      nameCz: string;
      nameEs: string;
      languageFlag: string | null;
    };
    const englishFilter = (
      (await api(suite.server, adminToken, "{ getBaseTags { id name nameEn nameCz nameEs languageFlag } }"))
        .getBaseTags as Flagged[]
    ).find((filter) => filter.languageFlag === "en")!;
    const EDIT_FILTER =
      "mutation ($id: Int!, $name: String!, $nameEn: String!, $nameCz: String!, $nameEs: String!, $languageFlag: String) { editFilter(id: $id, name: $name, nameEn: $nameEn, nameCz: $nameCz, nameEs: $nameEs, languageFlag: $languageFlag) { id } }";
    // freed meanwhile by another admin: the dialog still marks it taken, the server takes it
    await api(suite.server, adminToken, EDIT_FILTER, { ...englishFilter, languageFlag: null });
    await page.reload();
    await page.getByRole("button", { name: "Pridať filter" }).click();
    await fillNames(page, name);
    await page.getByRole("dialog").getByLabel("Jazyk rozhrania").selectOption("en");
    await page.getByRole("dialog").getByRole("button", { name: "Uložiť" }).click();
    await expectNotification(page, "Filter pridaný");
    const { getBaseTags } = await api(suite.server, adminToken, "{ getBaseTags { id name languageFlag } }");
    expect(getBaseTags.find((filter: { name: string }) => filter.name === name).languageFlag).toBe("en");

    await page.getByRole("button", { name: `Upraviť filter ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Upraviť filter" });
    await edit.getByLabel("Jazyk rozhrania").selectOption("");
    await edit.getByRole("button", { name: "Uložiť" }).click();
    await expectNotification(page, "Filter upravený");
    const edited = (await api(suite.server, adminToken, "{ getBaseTags { name languageFlag } }")).getBaseTags.find(
      (filter: { name: string }) => filter.name === name,
    );
    expect(edited.languageFlag).toBeNull();

    await page.getByRole("button", { name: `Zmazať filter ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Zmazať filter" });
    expect(await dialog.innerText()).toContain("Túto akciu nemožno vrátiť.");
    await dialog.getByRole("button", { name: "Zmazať", exact: true }).click();
    await expectNotification(page, "Filter zmazaný");
    await page.getByRole("button", { name: `Zmazať filter ${name}` }).waitFor({ state: "detached" });
    await api(suite.server, adminToken, EDIT_FILTER, englishFilter);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a language needs four names and an abbreviation; it is reordered and deleted after the warning", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/jazyky");
    await page.getByRole("button", { name: "Pridať jazyk" }).click();
    const name = uniqueTitle("Jazyk");
    await fillNames(page, name);
    const save = page.getByRole("dialog").getByRole("button", { name: "Uložiť" });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole("dialog").getByLabel("Skratka").fill("TL");
    await save.click();
    await expectNotification(page, "Jazyk pridaný");

    const languages = async () =>
      (await api(suite.server, adminToken, "{ getLanguages { id name } }")).getLanguages as {
        id: number;
        name: string;
      }[];
    const position = (await languages()).findIndex((language) => language.name === name);
    await dragWithKeyboard(page, page.getByRole("button", { name: `Presunúť: ${name}` }), -position);
    await expectNotification(page, "Poradie jazykov zmenené");
    expect((await languages())[0]!.name).toBe(name);

    await page.getByRole("button", { name: `Zmazať jazyk ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Zmazať jazyk" });
    expect(await dialog.innerText()).toContain("Túto akciu nemožno vrátiť.");
    await dialog.getByRole("button", { name: "Zmazať", exact: true }).click();
    await expectNotification(page, "Jazyk zmazaný");
    expect((await languages()).some((language) => language.name === name)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("dragging by mouse and by touch", () => {
  const languageNames = async () =>
    ((await api(suite.server, adminToken, "{ getLanguages { name } }")).getLanguages as { name: string }[]).map(
      (language) => language.name,
    );

  it("moves a language to the top with the mouse on its handle", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/jazyky");
    const before = await languageNames();
    const handles = page.locator(".sortable-list__handle");
    const from = (await handles.last().boundingBox())!;
    const to = (await handles.first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 5, { steps: 20 });
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expectNotification(page, "Poradie jazykov zmenené");
    expect(await languageNames()).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves a language to the top with a long press and a swipe on a phone", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 375, {
      sessionToken: adminToken,
      touch: true,
    });
    await page.goto("/sk/profil/jazyky");
    const before = await languageNames();
    const handles = page.locator(".sortable-list__handle");
    await handles.last().scrollIntoViewIfNeeded();
    const from = (await handles.last().boundingBox())!;
    const to = (await handles.first().boundingBox())!;
    const touch = await context.newCDPSession(page);
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    await page.waitForTimeout(300); // a long press lifts the row
    for (let step = 1; step <= 20; step++) {
      await touch.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x, y: y + ((to.y + 5 - y) * step) / 20 }],
      });
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(300);
    await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expectNotification(page, "Poradie jazykov zmenené");
    expect(await languageNames()).toEqual([before.at(-1), ...before.slice(0, -1)]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("references", () => {
  it("are created (the address gets the new id), edited, saved and back, and deleted after the confirmation", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/referencie");
    await page.getByRole("link", { name: "Nová referencia" }).click();
    await page.waitForURL("**/sk/profil/referencia/new");
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expect.poll(() => page.getByLabel("Meno").getAttribute("aria-invalid")).toBe("true");

    const name = uniqueTitle("Mgr. Testovacia");
    await page.getByLabel("Pozícia alebo inštitúcia").fill("učiteľka, ZŠ Testovacia");
    await page.getByLabel("Meno").fill(name);
    await page.getByLabel("Text").fill("Videá sme pustili na triednickej hodine.");
    await page.getByLabel("Jazyk", { exact: true }).selectOption("sk");
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await page.waitForURL(/\/sk\/profil\/referencia\/\d+$/);
    await expectNotification(page, "Referencia vytvorená");
    // the stored reference's form (it has a delete button) has replaced the new one's
    await page.getByRole("button", { name: "Zmazať referenciu" }).waitFor();

    await page.getByLabel("Text").fill("Videá sme pustili aj rodičom.");
    await page.getByRole("button", { name: "Uložiť a späť" }).click();
    await page.waitForURL("**/sk/profil/referencie");
    await expectNotification(page, "Referencia upravená");
    const { getReferences } = await api(suite.server, adminToken, "{ getReferences { id name text } }");
    expect(getReferences.find((reference: { name: string }) => reference.name === name).text).toBe(
      "Videá sme pustili aj rodičom.",
    );

    await page.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "Zmazať referenciu" }).click();
    await page
      .getByRole("alertdialog", { name: "Zmazať referenciu" })
      .getByRole("button", { name: "Zmazať", exact: true })
      .click();
    await page.waitForURL("**/sk/profil/referencie");
    await expectNotification(page, "Referencia zmazaná");
    await page.getByRole("link", { name }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
