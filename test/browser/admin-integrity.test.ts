import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, expectNotification, loginToken } from "./admin.ts";
import { docScreenshotFolder, openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { axeViolations } from "./webinars.ts";

/**
 * Deleting what others use, in a real browser on the demo catalogue: a theme its videos have says
 * how many and which, in its row and its dialog, and offers no delete; a dialog with typed changes
 * asks before Escape throws them away; a language its audiobooks are read in is deleted only with
 * a replacement picked in the delete dialog, which moves them. Screenshots for docs/screenshots/admin-integrity/.
 */

const suite = browserSuite();
const SHOTS = docScreenshotFolder("admin-integrity");
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

type Used = { id: number; name: string; usage: { count: number; titles: string[] } };

describe("a used theme", () => {
  it("says in its row and its dialog how many videos have it and which, and offers no delete", async () => {
    const { getThemes } = await api<{ getThemes: Used[] }>(
      suite.server,
      adminToken,
      "{ getThemes { id name usage { count titles } } }",
    );
    const theme = getThemes.find((each) => each.usage.count > 0)!;
    const said = `Videá s touto témou (${theme.usage.count}): ${theme.usage.titles[0]}`;
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    await page.goto("/sk/profil/temy_a_filtre");
    const row = page.locator(".admin-row", { hasText: theme.name }).first();
    expect(await row.locator(".admin-row__usage").innerText()).toContain(said);
    expect(await page.getByRole("button", { name: `Zmazať tému ${theme.name}` }).count()).toBe(0);

    await page.getByRole("button", { name: `Upraviť tému ${theme.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Upraviť tému" });
    expect(await dialog.innerText()).toContain(said);
    expect(await dialog.getByRole("button", { name: /Zmazať/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, "theme-in-use-1280.png") });

    // typed changes are not thrown away by Escape without asking; "Zrušiť" keeps them
    await dialog.getByLabel("Názov po slovensky").fill(`${theme.name} (zmena)`);
    await page.keyboard.press("Escape");
    const question = page.getByRole("alertdialog", { name: "Neuložené zmeny" });
    await question.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await question.getByRole("button", { name: "Zrušiť" }).click();
    expect(await dialog.getByLabel("Názov po slovensky").inputValue()).toBe(`${theme.name} (zmena)`);
    await dialog.getByRole("button", { name: "Zavrieť" }).click();
    await question.getByRole("button", { name: "Zahodiť zmeny" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await api(suite.server, adminToken, "{ getThemes { id name } }")).getThemes).toContainEqual({
      id: theme.id,
      name: theme.name,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a used language", () => {
  it("is deleted with a replacement picked in the dialog, which its audiobooks move to", async () => {
    const LANGUAGES = "{ getLanguages { id name abbreviation usage { count titles } } }";
    const languages = (
      await api<{ getLanguages: (Used & { abbreviation: string })[] }>(suite.server, adminToken, LANGUAGES)
    ).getLanguages;
    const english = languages.find((each) => each.abbreviation === "EN")!;
    const slovak = languages.find((each) => each.abbreviation === "SK")!;
    expect(english.usage.count).toBeGreaterThan(0);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 375, {
      sessionToken: adminToken,
    });
    await page.goto("/sk/profil/jazyky");
    await page.getByRole("button", { name: `Zmazať jazyk ${english.name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Zmazať jazyk" });
    expect(await dialog.innerText()).toContain(`Audioknihy v tomto jazyku (${english.usage.count})`);
    // without a choice nothing is sent; the field says what is missing
    await dialog.getByRole("button", { name: "Zmazať", exact: true }).click();
    await dialog.getByText("Vyberte jazyk, do ktorého sa audioknihy presunú.").waitFor();
    await dialog.getByLabel("Presunúť audioknihy do jazyka").selectOption(String(slovak.id));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, "language-replacement-375.png") });
    await dialog.getByRole("button", { name: "Zmazať", exact: true }).click();
    await expectNotification(page, "Jazyk zmazaný");

    const after = (await api<{ getLanguages: Used[] }>(suite.server, adminToken, LANGUAGES)).getLanguages;
    expect(after.some((each) => each.id === english.id)).toBe(false);
    expect(after.find((each) => each.id === slovak.id)!.usage.count).toBe(slovak.usage.count + english.usage.count);
    // the list asked again: the replacement's row counts the moved audiobooks
    await page
      .locator(".admin-row", { hasText: slovak.name })
      .getByText(`Audioknihy v tomto jazyku (${slovak.usage.count + english.usage.count})`)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
