import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** What the webinar browser tests share: axe with the WCAG tags the site meets, and filling the register-and-buy and card forms. */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
export const PASSWORD = "Webinar2026";
export const CARDS = { succeeds: "4242 4242 4242 4242" };

export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((v) =>
    v.nodes.map((n) => `${page.url()}: ${v.id} ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`),
  );
  for (const line of found) console.log(`axe violation ${line}`);
  return found;
}

/** axe at 1280 and 360 px; the window keeps 1280 afterwards. */
export async function axeAtBothWidths(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await axeViolations(page)));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return found;
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export async function fillRegistration(page: Page, person: { fullname: string; email: string }) {
  await page.getByLabel("Meno a priezvisko").fill(person.fullname);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Zopakujte heslo").fill(PASSWORD);
  await page.getByLabel("Ulica a číslo").fill("Hlavná 12");
  await page.getByLabel("PSČ").fill("811 01");
  await page.getByLabel("Mesto").fill("Bratislava");
  await page.getByLabel("Krajina").fill("Slovensko");
  await page.getByLabel("Súhlasím s podmienkami používania").check();
  await page.getByLabel("Súhlasím so spracovaním osobných údajov na účely registrácie").check();
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel("Číslo karty").fill(number);
  await page.getByLabel("Platnosť").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}
