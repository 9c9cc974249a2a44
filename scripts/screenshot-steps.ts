import type { Page } from "playwright-core";

/** The steps scripts/screenshots.ts takes on a page before its shot: what a shot is, a visit, the payment form filled in. */

/** `tall`: the window made as tall as the page before the shot, so what sticks to its bottom (a form's save bar) is at the end. */
export type Shot = {
  name: string;
  signedIn?: "trial" | "admin";
  fullPage?: boolean;
  tall?: boolean;
  go: (page: Page) => Promise<void>;
};

export const visit =
  (route: string, waitFor = "main") =>
  async (page: Page) => {
    await page.goto(route);
    await page.locator(waitFor).first().waitFor();
    await page.waitForLoadState("networkidle");
  };

export async function paymentStep(page: Page) {
  await visit("/sk/registracia/pre-jednotlivca")(page);
  await page.getByLabel("Meno a priezvisko").fill("Jana Nováková");
  await page.getByLabel("Email").fill(`jana.${Date.now()}@example.sk`);
  await page.getByLabel("Heslo", { exact: true }).fill("Tajne123heslo");
  await page.getByLabel("Zopakujte heslo").fill("Tajne123heslo");
  await page.getByLabel("Ulica a číslo").fill("Hlavná 12");
  await page.getByLabel("PSČ").fill("811 01");
  await page.getByLabel("Mesto").fill("Bratislava");
  await page.getByLabel("Krajina").fill("Slovensko");
  await page.getByLabel("Súhlasím s podmienkami používania").check();
  await page.getByLabel("Súhlasím so spracovaním osobných údajov na účely registrácie").check();
  await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
  await page.waitForURL("**/platba");
  await page.getByLabel("Platba kartou").check();
  await page.getByLabel("Číslo karty").pressSequentially("4242424242424242");
  await page.getByLabel("Platnosť").pressSequentially("1229");
  await page.getByLabel("CVC").pressSequentially("123");
}
