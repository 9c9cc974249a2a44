import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, expectNotification, loginToken } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * One video open in two tabs: the second save is not allowed to undo the first one silently. The
 * second tab is told who changed the video and when, and chooses: overwrite (only the fields it
 * changed are sent, so the first tab's change stays) or reload (its own changes go, the form shows
 * the video as it is now).
 */

const suite = browserSuite();
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
let adminToken: string;
let videoId: number;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  videoId = (await api(suite.server, adminToken, "{ getAllVideos { id } }")).getAllVideos[3].id;
});

const stored = async () =>
  (await api(suite.server, adminToken, `{ getVideoAsAdmin(videoId: ${videoId}) { subtitle note } }`)).getVideoAsAdmin;

async function openForm(): Promise<Page> {
  const { page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
  await page.goto(`/sk/profil/video/${videoId}`);
  await page.getByLabel("Poznámka").waitFor();
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

describe("two tabs editing one video", () => {
  it("the second save meets the conflict choice; overwrite keeps the first tab's change, reload shows the video as it is", async () => {
    const [first, second] = [await openForm(), await openForm()];

    await first.getByLabel("Príbeh (podnadpis)").fill("Príbeh z prvej karty");
    await first.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(first, "Video upravené");
    expect((await stored()).subtitle).toBe("Príbeh z prvej karty");

    await second.getByLabel("Poznámka").fill("Poznámka z druhej karty");
    await second.getByRole("button", { name: "Uložiť", exact: true }).click();
    const conflict = second.getByRole("alertdialog", { name: "Položku medzitým zmenil niekto iný" });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain(ADMIN_EMAIL);
    // nothing was saved from the second tab yet
    expect((await stored()).note).not.toBe("Poznámka z druhej karty");
    expect(await axeViolations(second)).toEqual([]);
    // the safe choice has the focus
    expect(await second.evaluate(() => document.activeElement?.textContent)).toBe("Späť do formulára");

    await conflict.getByRole("button", { name: "Prepísať mojimi zmenami" }).click();
    await expectNotification(second, "Video upravené");
    expect(await stored()).toEqual({ subtitle: "Príbeh z prvej karty", note: "Poznámka z druhej karty" });

    // the first tab is now behind: its next save meets the choice, and reload shows the note
    await first.getByLabel("Poznámka").fill("Poznámka, ktorá sa zahodí");
    await first.getByRole("button", { name: "Uložiť", exact: true }).click();
    const again = first.getByRole("alertdialog", { name: "Položku medzitým zmenil niekto iný" });
    await again.getByRole("button", { name: "Načítať znova" }).click();
    await again.waitFor({ state: "detached" });
    await expect.poll(() => first.getByLabel("Poznámka").inputValue()).toBe("Poznámka z druhej karty");
    expect(await first.getByLabel("Príbeh (podnadpis)").inputValue()).toBe("Príbeh z prvej karty");
    expect((await stored()).note).toBe("Poznámka z druhej karty");

    // after the reload the first tab saves again without a conflict
    await first.getByLabel("Poznámka").fill("Poznámka po načítaní");
    await first.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(first, "Video upravené");
    expect((await stored()).note).toBe("Poznámka po načítaní");
    await first.context().close();
    await second.context().close();
  });

  it("a theme's dialog: a save after another admin's meets the choice, and reload shows the theme as it is now", async () => {
    const theme = (await api(suite.server, adminToken, "{ getThemes { id name nameCz nameEn nameEs svgPath } }"))
      .getThemes[1];
    const { page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: adminToken });
    await page.goto("/sk/profil/temy_a_filtre");
    await page.getByRole("button", { name: `Upraviť tému ${theme.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Upraviť tému" });
    await dialog.waitFor();

    // another admin renames the theme meanwhile
    await api(
      suite.server,
      adminToken,
      `mutation ($id: Int!, $name: String!, $nameCz: String!, $nameEn: String!, $nameEs: String!, $svgPath: String!) {
        editTheme(id: $id, name: $name, nameCz: $nameCz, nameEn: $nameEn, nameEs: $nameEs, svgPath: $svgPath) { id }
      }`,
      { ...theme, name: "Téma z inej karty" },
    );
    await dialog.getByLabel("Názov po slovensky").fill("Téma, ktorá sa zahodí");
    await dialog.getByRole("button", { name: "Uložiť" }).click();
    const conflict = page.getByRole("alertdialog", { name: "Položku medzitým zmenil niekto iný" });
    await conflict.getByRole("button", { name: "Načítať znova" }).click();
    await expect
      .poll(() => page.getByRole("dialog", { name: "Upraviť tému" }).getByLabel("Názov po slovensky").inputValue())
      .toBe("Téma z inej karty");
    const names = (await api(suite.server, adminToken, "{ getThemes { id name } }")).getThemes;
    expect(names.find((each: { id: number }) => each.id === theme.id).name).toBe("Téma z inej karty");
    await page.context().close();
  });
});
