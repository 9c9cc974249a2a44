import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin } from "../../src/modules/accounts/index.ts";
import { loginLimits } from "../../src/shared/limits.ts";
import { openPage, screenshot } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Issue 21 in the browser: an account guessed at from many addresses is limited; its owner, at the
 * login form, is told how long to wait and offered a new password, which lets them in at once.
 */

const suite = browserSuite({});
const PASSWORD = "Kniznica2024";
const LOGIN = "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }";
const outbox = async () =>
  (await (await fetch(`${suite.server.url}/dev/outbox.json`)).json()) as { to: string; text: string }[];

describe("the login form of a limited account", () => {
  it("says how long to wait, offers a new password, and the reset lets the owner in at once", async () => {
    const email = `zamknuta.${Date.now().toString(36)}@example.sk`;
    await createProfileWithAdmin(
      { services: suite.server.services, commandContext: systemContext() },
      {
        email,
        password: PASSWORD,
        fullname: "Zuzana Zamknutá",
        profileType: 4,
        details: { phone: "+421 900 111 222" },
      },
    );
    // guessed at from as many addresses as the account's limit (each request of the test server has its own)
    for (let i = 0; i < loginLimits.perAccount.freeAttempts; i++)
      await suite.server.graphql(LOGIN, { email, password: `Zle${i}heslo` });

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/login");
    const dialog = page.getByRole("dialog", { name: "Prihlásenie" });
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Heslo").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
    await expect
      .poll(() => dialog.getByRole("alert").innerText())
      .toMatch(
        /^K tomuto účtu bolo priveľa neúspešných prihlásení\. Skúste to znova o \d+ (s|min), alebo si nastavte nové heslo: potom sa prihlásite hneď\.$/,
      );
    const violations = (
      await new AxeBuilder({ page })
        .include(".login-overlay")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze()
    ).violations;
    expect(violations.map((v) => v.id)).toEqual([]);
    await screenshot(page, "login-account-limited-1280", { fullPage: false });

    // the offer opens the reset request with the address already filled in
    await dialog.getByRole("button", { name: "Nastaviť nové heslo" }).click();
    const reset = page.getByRole("dialog", { name: "Obnova hesla" });
    expect(await reset.getByLabel("Email").inputValue()).toBe(email);
    await reset.getByRole("button", { name: "Poslať odkaz" }).click();
    await reset.getByRole("status").filter({ hasText: email }).waitFor();
    await expect.poll(async () => (await outbox()).filter((mail) => mail.to === email).length).toBe(1);
    const mail = (await outbox()).find((m) => m.to === email)!;
    await page.goto(new URL(/https?:\/\/\S+\/sk\/obnova-hesla\/\S+/.exec(mail.text)![0]).pathname);
    await page.getByLabel("Nové heslo", { exact: true }).fill("Nove1heslo");
    await page.getByLabel("Zopakujte nové heslo").fill("Nove1heslo");
    await page.getByRole("button", { name: "Nastaviť heslo" }).click();
    await page.waitForURL("**/sk/heslo-zresetovane");

    await page.goto("/sk/login");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Heslo").fill("Nove1heslo");
    await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("banner").getByRole("link", { name: "Môj účet" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("words the wait in every language", async () => {
    const email = `zamknuta.${Date.now().toString(36)}x@example.sk`;
    for (let i = 0; i < loginLimits.perAccount.freeAttempts; i++)
      await suite.server.graphql(LOGIN, { email, password: `Zle${i}heslo` });
    const { context, page } = await openPage(suite.browser, suite.server.url);
    for (const [lang, text] of [
      [
        "en",
        /^Too many failed logins to this account\. Try again in \d+ (s|min), or set a new password: then you can log in at once\.$/,
      ],
      [
        "cz",
        /^K tomuto účtu bylo příliš mnoho neúspěšných přihlášení\. Zkuste to znovu za \d+ (s|min), nebo si nastavte nové heslo/,
      ],
      ["es", /^Demasiados inicios de sesión fallidos en esta cuenta\. Inténtelo de nuevo dentro de \d+ (s|min)/],
    ] as const) {
      await page.goto(`/${lang}/login`);
      const dialog = page.getByRole("dialog");
      await dialog.locator("#login-email").fill(email);
      await dialog.locator("#login-password").fill(PASSWORD);
      await dialog.locator("button[type=submit]").click();
      await expect.poll(() => dialog.getByRole("alert").innerText()).toMatch(text);
    }
    await context.close();
  });
});
