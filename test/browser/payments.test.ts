import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin, type NewAccount } from "../../src/modules/accounts/index.ts";
import { pdfPagesText } from "../support/pdf-pages-text.ts";
import { openPage, screenshot, sessionTokenOf } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The paid registration, payment, subscription and payment-history screens in a real browser
 * against the real server with the built-in test card provider: a firm paying by card, declined
 * and 3-D Secure cards, a school paying by invoice whose transfer an admin records, a trial's
 * upgrade, and the history screen refused to anyone but a library admin. Every test makes
 * accounts of its own.
 */

const suite = browserSuite();

beforeAll(async () => {
  // Under vitest the server's user errors reach the page only when `graphql` resolves to one copy.
  const probe = await suite.server.graphql('mutation { login(email: "nobody@example.sk", password: "Nobody123") }');
  if (probe.errors?.[0]?.extensions?.code !== "WRONG_CREDENTIALS") {
    throw new Error(
      "The server masks its user errors: the vitest config needs vitest.config.ts's alias of `graphql` to its CommonJS entry",
    );
  }
  const { paymentSettings } = await api("{ paymentSettings { provider bankTransfer } }");
  if (paymentSettings.provider !== "test" || !paymentSettings.bankTransfer) {
    throw new Error(
      `These tests need the test card provider and bank transfers, the server offers ${JSON.stringify(paymentSettings)}`,
    );
  }
});

const PASSWORD = "Kniznica2024";
const CARDS = {
  succeeds: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authentication: "4000 0027 6000 3184",
};

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.sk`;

async function api<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const response = await suite.server.graphql<T>(query, variables, token ? { authorization: `Bearer ${token}` } : {});
  if (response.errors?.length || !response.data) throw new Error(`GraphQL failed: ${JSON.stringify(response.errors)}`);
  return response.data;
}

const loginCode = async (email: string) =>
  (
    await suite.server.graphql(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      { email, password: PASSWORD },
    )
  ).errors?.[0]?.extensions?.code ?? null;

const apiLogin = async (email: string) =>
  (
    await api<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      { email, password: PASSWORD },
    )
  ).login;

async function createAccount(account: Partial<NewAccount> & Pick<NewAccount, "profileType" | "fullname">) {
  const email = account.email ?? uniqueEmail(`type${account.profileType}`);
  const { profileId } = await createProfileWithAdmin(
    { services: suite.server.services, commandContext: systemContext() },
    { email, password: PASSWORD, ...account },
  );
  return { email, profileId };
}

/** Screenshots of the page at 1280 and 360 px (`-1280`, `-360`); the window keeps its size afterwards. */
async function screenshotWidths(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, options);
  }
  if (original) await page.setViewportSize(original);
}

/** DD.MM.YYYY of an ISO instant in the library's calendar, as the screens show dates. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat("sk-SK", { timeZone: "Europe/Bratislava", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date(iso))
    .replace(/\s/g, "");

async function fillPersonAndAddress(page: Page, person: { fullname: string; email: string }) {
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

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Číslo karty").fill(number);
  await page.getByLabel("Platnosť").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

const cardError = (page: Page) => page.locator(".card-form__error");

describe("registering a firm by card", () => {
  it("keeps the form through a reload, pays with the test card, logs in and shows the active subscription", async () => {
    const email = uniqueEmail("firm");
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await page.getByRole("link", { name: "Vybrať: Firma" }).click();
    await page.waitForURL("**/sk/registracia/pre-firmy");
    await page.getByRole("heading", { name: "Predplatné Firma" }).waitFor();
    expect(await page.locator('.steps [aria-current="step"]').innerText()).toContain("Údaje");
    await page.getByText("299,00 € ročne").waitFor();

    // The client's checks mirror the server's: the firm's ids and phone are required.
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
    const form = page.locator(".registration__form");
    expect(await form.getByText("Povinná položka").count()).toBe(8); // name, firm, IČO, IČ DPH, phone, street, city, country
    expect(await form.getByText("Email je povinný").count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullname");
    await screenshotWidths(page, "registration-firm-errors");

    await fillPersonAndAddress(page, { fullname: "Filip Firemný", email });
    await page.getByLabel("Názov firmy").fill("Rozmanitosť s.r.o.");
    await page.getByLabel("IČO").fill("12345678");
    await page.getByLabel("IČ DPH").fill("SK2020123456");
    await page.getByLabel("Telefón").fill("+421 903 123 456");
    // A reload keeps what was typed (the tab's session).
    await page.reload();
    await page.getByLabel("Názov firmy").waitFor();
    expect(await page.getByLabel("Názov firmy").inputValue()).toBe("Rozmanitosť s.r.o.");
    expect(await page.getByLabel("Súhlasím s podmienkami používania").isChecked()).toBe(true);
    await screenshotWidths(page, "registration-firm-details");
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();

    await page.waitForURL("**/sk/registracia/pre-firmy/platba");
    await page.getByRole("heading", { name: "Platba – predplatné Firma" }).waitFor();
    expect(await page.locator('.steps [aria-current="step"]').innerText()).toContain("Platba");
    const submit = page.locator(".checkout button[type=submit]");
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.innerText()).toBe("Vyberte spôsob platby");
    // Card first, then invoice.
    expect(await page.locator(".method-option__title").allInnerTexts()).toEqual([
      "Platba kartou",
      "Bankový prevod na faktúru",
    ]);

    await page.getByLabel("Platba kartou").check();
    await page.getByText("Testovacia platba.").waitFor();
    await page.getByText(CARDS.declined).waitFor();
    await page.locator(".checkout__amount").getByText("299,00 €").waitFor();
    await fillCard(page, CARDS.succeeds);
    await screenshotWidths(page, "registration-firm-payment-card");
    await submit.click();

    await page.waitForURL("**/sk/registracia/dakujeme");
    await page.getByText("Platba prebehla a vaše predplatné Firma je aktívne.").waitFor();
    expect(await page.locator(".steps li").allInnerTexts()).toEqual(["✓\nÚdaje", "✓\nPlatba", "3\nHotovo"]);
    await page.getByRole("banner").getByRole("link", { name: "Môj účet" }).waitFor();
    const token = await sessionTokenOf(context);
    expect(token).toBeTruthy();
    const { me } = await api(
      "{ me { profile { profileType { id } organizationName organizationId subscriptions { accessLevel expirationDate } } } }",
      {},
      token!,
    );
    expect(me.profile).toMatchObject({
      profileType: { id: 3 },
      organizationName: "Rozmanitosť s.r.o.",
      organizationId: "12345678",
    });
    expect(me.profile.subscriptions).toHaveLength(1);
    const expiration = me.profile.subscriptions[0].expirationDate as string;
    expect(new Date(expiration).getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await screenshotWidths(page, "registration-thanks-card");
    // The stored form is gone: the first step starts empty.
    expect(await page.evaluate(() => sessionStorage.getItem("livingLibrary.registration.firm"))).toBeNull();

    await page.goto("/sk/profil/predplatne");
    const state = page.getByRole("region", { name: "Vaše predplatné" });
    await state.getByText(`Aktívne do ${shownDate(expiration)}`).waitFor();
    expect(await state.innerText()).toContain("Firma");
    const history = page.getByRole("table", { name: "História predplatného" });
    expect(await history.getByRole("row").count()).toBe(2); // the header and one period
    expect(await history.getByRole("row").nth(1).innerText()).toContain("Plný prístup");
    expect(await history.getByRole("row").nth(1).innerText()).toContain(shownDate(expiration));
    // Renewing says it extends from the current end; a firm may pay by invoice too.
    const renewal = page.getByRole("region", { name: "Predĺženie predplatného" });
    await renewal.getByText(`nové obdobie začne až ${shownDate(expiration)}`).waitFor();
    await renewal.getByRole("button", { name: "Predĺžiť predplatné" }).click();
    await renewal.getByLabel("Bankový prevod na faktúru").waitFor();
    await page
      .getByRole("region", { name: "Objednávky a faktúry" })
      .getByText("Zatiaľ nemáte žiadne faktúry.")
      .waitFor();
    await screenshotWidths(page, "subscription-firm");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("card problems", () => {
  it("shows a declined card's message under the card form and registers nothing; a refused 3-D Secure too; then the approved one registers", async () => {
    const email = uniqueEmail("single");
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 360);
    await page.goto("/sk/registracia/pre-jednotlivca/platba");
    // Without the first step's values the payment step goes back to the choice.
    await page.waitForURL((url) => url.pathname === "/sk/registracia");

    await page.goto("/sk/registracia/pre-jednotlivca");
    await fillPersonAndAddress(page, { fullname: "Ivana Jednotlivá", email });
    expect(await page.getByLabel("IČO").count()).toBe(0);
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
    await page.waitForURL("**/sk/registracia/pre-jednotlivca/platba");
    await page.getByLabel("Platba kartou").check();

    // The form's own checks first: nothing is sent.
    await page.getByLabel("Číslo karty").fill("4242");
    await page.getByLabel("Platnosť").fill("13/30");
    await page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).click();
    await page.getByText("Číslo karty nie je platné").waitFor();
    await page.getByText("Zadajte platnosť v tvare MM/RR").waitFor();
    await page.getByText("Povinná položka").waitFor();

    await fillCard(page, CARDS.declined);
    await page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).click();
    await expect.poll(() => cardError(page).innerText()).toBe("Karta bola zamietnutá");
    await expect.poll(() => page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/sk/registracia/pre-jednotlivca/platba");
    expect(await loginCode(email)).toBe("WRONG_CREDENTIALS");
    expect(await sessionTokenOf(context)).toBeUndefined();
    await screenshotWidths(page, "payment-card-declined");

    // A card that asks for authentication: the simulated 3-D Secure step; refusing it fails the payment.
    await fillCard(page, CARDS.authentication);
    await page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).click();
    const challenge = page.getByRole("group", { name: "Overenie platby (simulované 3-D Secure)" });
    await challenge.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("card-challenge-title");
    expect(await page.locator(".checkout button[type=submit]").isDisabled()).toBe(true);
    await screenshotWidths(page, "payment-3ds-challenge");
    await challenge.getByRole("button", { name: "Zamietnuť" }).click();
    await expect.poll(() => cardError(page).innerText()).toBe("Overenie platby kartou zlyhalo");
    expect(await loginCode(email)).toBe("WRONG_CREDENTIALS");

    // Approving it pays, and the registration goes through.
    await page.getByRole("button", { name: "Zaplatiť a zaregistrovať sa" }).click();
    await challenge.getByRole("button", { name: "Schváliť platbu" }).click();
    await page.waitForURL("**/sk/registracia/dakujeme");
    await page.getByText("Platba prebehla a vaše predplatné Jednotlivec je aktívne.").waitFor();
    expect(await loginCode(email)).toBeNull();
    const { me } = await api(
      "{ me { profile { profileType { id } subscriptions { accessLevel } } } }",
      {},
      (await sessionTokenOf(context))!,
    );
    expect(me.profile).toEqual({ profileType: { id: 1 }, subscriptions: [{ accessLevel: "full" }] });

    // An individual renews by card only.
    await page.goto("/sk/profil/predplatne");
    await page.getByRole("button", { name: "Predĺžiť predplatné" }).click();
    await page.getByLabel("Platba kartou").waitFor();
    expect(await page.getByLabel("Bankový prevod na faktúru").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("registering a school by invoice", () => {
  it("issues the invoice (a real PDF), waits for the transfer an admin records on the history screen, then opens the videos", async () => {
    const email = uniqueEmail("school");
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia/pre-skoly");
    await fillPersonAndAddress(page, { fullname: "Mária Riaditeľová", email });
    await page.getByLabel("Názov školy").fill("ZŠ Hradná");
    await page.getByLabel("Telefón").fill("+421 2 1234 5678");
    await page.getByLabel("Prečo chcete Živú knižnicu používať?").fill("Hodiny etiky a občianskej náuky");
    await page.getByLabel("Koľkým ľuďom chcete videá ukázať?").fill("120");
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
    await page.waitForURL("**/sk/registracia/pre-skoly/platba");

    // An invoice needs the school's company ids: the step says so and sends nothing.
    await page.getByLabel("Bankový prevod na faktúru").check();
    await page.getByText("Na platbu faktúrou potrebujeme IČO a IČ DPH školy.").waitFor();
    expect(await page.locator(".checkout button[type=submit]").isDisabled()).toBe(true);
    await page.getByRole("main").getByRole("link", { name: "Späť na údaje" }).first().click();
    await page.waitForURL("**/sk/registracia/pre-skoly");
    expect(await page.getByLabel("Názov školy").inputValue()).toBe("ZŠ Hradná");
    await page.getByLabel("IČO").fill("00123456");
    await page.getByLabel("IČ DPH").fill("SK2020654321");
    await page.getByRole("button", { name: "Pokračovať na platbu" }).click();
    await page.waitForURL("**/sk/registracia/pre-skoly/platba");

    await page.getByLabel("Bankový prevod na faktúru").check();
    await page
      .getByText(/pripísaná na náš účet do 14 dní/)
      .first()
      .waitFor();
    await screenshotWidths(page, "registration-school-payment-invoice");
    await page.getByRole("button", { name: "Zaregistrovať sa a vystaviť faktúru" }).click();

    await page.waitForURL("**/sk/registracia/dakujeme");
    await page.getByText(/Predplatné začne platiť po pripísaní platby za faktúru/).waitFor();
    const download = page.getByRole("link", { name: "Stiahnuť faktúru (PDF)" });
    await download.waitFor();
    const invoicePath = await download.getAttribute("href");
    expect(invoicePath).toMatch(/^\/invoices\/\d+\.pdf$/);
    const orderNumber = Number(/(\d+)\.pdf$/.exec(invoicePath!)![1]);
    await page.getByText(`Vystavili sme faktúru k objednávke č. ${orderNumber}.`).waitFor();
    await screenshotWidths(page, "registration-thanks-invoice");

    // The link works with the login cookie alone (what a click sends).
    const pdf = await page.evaluate(async (path) => {
      const response = await fetch(path, { credentials: "same-origin" });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    }, invoicePath!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain("application/pdf");
    const text = (await pdfPagesText(new Uint8Array(pdf.bytes))).join("\n");
    for (const expected of ["ZŠ Hradná", "00123456", "299,00"]) expect(text).toContain(expected);
    // Nobody else gets it: the same 404 as for an order that does not exist.
    expect((await fetch(`${suite.server.url}${invoicePath}`)).status).toBe(404);

    // No access yet: the subscription page shows the unpaid order.
    const schoolToken = (await sessionTokenOf(context))!;
    const { me } = await api("{ me { profile { id } } }", {}, schoolToken);
    const schoolProfileId = me.profile.id as number;
    const subscriptionVideo = async () =>
      (
        await api<{ getVideos: { videos: { slug: string; availability: number; mediaUrl: string | null }[] } }>(
          "{ getVideos(offset: 0) { videos { slug availability mediaUrl } } }",
          {},
          schoolToken,
        )
      ).getVideos.videos.find((video) => video.availability === 0)!;
    expect((await subscriptionVideo()).mediaUrl).toBeNull();
    await page.goto("/sk/profil/predplatne");
    await page.getByRole("region", { name: "Vaše predplatné" }).getByText("Zatiaľ bez predplatného").waitFor();
    const orders = page.getByRole("table", { name: "Objednávky a faktúry" });
    const orderRow = orders.getByRole("row").filter({ hasText: String(orderNumber) });
    await orderRow.getByText("Čaká na úhradu").waitFor();
    expect(await orderRow.innerText()).toContain("299,00 €");
    expect(
      await orderRow.getByRole("link", { name: `Stiahnuť faktúru č. ${orderNumber} (PDF)` }).getAttribute("href"),
    ).toBe(invoicePath);
    await page
      .getByRole("region", { name: "História predplatného" })
      .getByText("Profil zatiaľ nemal žiadne predplatné.")
      .waitFor();
    await screenshotWidths(page, "subscription-school-awaiting");

    // The school's own admin may not see the history screen.
    await page.goto(`/sk/profil/pouzivatelia/${schoolProfileId}/historia`);
    await page.getByText("K tejto časti Online živej knižnice nemáte prístup.").waitFor();
    await screenshotWidths(page, "history-access-denied");

    // A library admin records the transfer on the history screen.
    const admin = await createAccount({ profileType: 5, fullname: "Alena Administrátorka", userRole: 1 });
    const adminPage = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await apiLogin(admin.email),
    });
    await adminPage.page.goto(`/sk/profil/pouzivatelia/${schoolProfileId}/historia`);
    const trail = adminPage.page.getByRole("table", { name: "História platieb a predplatného" });
    await trail.waitFor();
    const trailText = await trail.innerText();
    for (const expected of [
      "Objednávka vytvorená",
      "Faktúra vystavená",
      `order-${orderNumber}`,
      "299,00 €",
      "Anonymný návštevník",
    ])
      expect(trailText).toContain(expected);
    expect(trailText).not.toContain("Bankový prevod zaznamenaný");
    const recordForm = adminPage.page.getByRole("form", { name: "Zaznamenať bankový prevod" });
    expect(await recordForm.getByLabel("Číslo objednávky").inputValue()).toBe(String(orderNumber));
    expect(await recordForm.getByLabel("Prijatá suma (€)").inputValue()).toBe("299,00");
    await screenshotWidths(adminPage.page, "history-admin");

    // A wrong amount is refused by the server and records nothing.
    await recordForm.getByLabel("Prijatá suma (€)").fill("29,90");
    await recordForm.getByRole("button", { name: "Zaznamenať platbu" }).click();
    await expect
      .poll(() => recordForm.locator(".form-message--error").innerText())
      .toContain("Prijatá suma nezodpovedá objednávke");
    await recordForm.getByLabel("Prijatá suma (€)").fill("299,00");
    await recordForm.getByRole("button", { name: "Zaznamenať platbu" }).click();
    await recordForm.getByText(`Platba za objednávku č. ${orderNumber} je zaznamenaná.`).waitFor();
    await trail.getByText("Bankový prevod zaznamenaný").waitFor();
    await trail.getByText("Predplatné začalo").waitFor();
    expect(await trail.innerText()).toContain(admin.email); // who recorded it
    await recordForm.getByText("Profil nemá žiadnu nezaplatenú objednávku.").waitFor();
    await screenshotWidths(adminPage.page, "history-admin-recorded");
    expect(adminPage.errors).toEqual([]);
    await adminPage.context.close();

    // Access is open: the subscription is active, the order paid, and the school plays a subscription video.
    await page.goto("/sk/profil/predplatne");
    await page
      .getByRole("region", { name: "Vaše predplatné" })
      .getByText(/^Aktívne do \d{2}\.\d{2}\.\d{4}$/)
      .waitFor();
    await orders
      .getByRole("row")
      .filter({ hasText: String(orderNumber) })
      .getByText("Uhradená")
      .waitFor();
    await screenshotWidths(page, "subscription-school-active");
    const video = await subscriptionVideo();
    expect(video.mediaUrl).toBeTruthy();
    await page.goto(`/sk/video/${video.slug}`);
    const player = page.locator("video");
    await player.waitFor({ timeout: 10_000 });
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true; // the browser lets muted media start without a click
      return element.play();
    });
    await expect
      .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a trial's subscription page", () => {
  it("offers the upgrade to a paid plan to the trial's admin, and upgrades it by card to an individual", async () => {
    const { email } = await createAccount({
      profileType: 4,
      fullname: "Tomáš Skúšobný",
      details: { phone: "+421 900 111 222", street: "Nová 1", city: "Trnava", country: "Slovensko" },
      subscription: {
        accessLevel: "trial",
        startDate: new Date(),
        expirationDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      },
    });
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await apiLogin(email),
    });
    await page.goto("/sk/profil/predplatne");
    await page
      .getByRole("region", { name: "Vaše predplatné" })
      .getByText(/^Skúšobný prístup do /)
      .waitFor();
    const upgrade = page.getByRole("region", { name: "Prejsť na predplatné" });
    await upgrade.waitFor();
    expect(await upgrade.getByRole("group", { name: "Vyberte predplatné" }).innerText()).toContain("8,90 € mesačne");
    await upgrade.getByLabel("Jednotlivec").check();
    // An individual pays by card only.
    await upgrade.getByLabel("Platba kartou").waitFor();
    expect(await upgrade.getByLabel("Bankový prevod na faktúru").count()).toBe(0);
    await upgrade.getByLabel("Škola").check();
    await upgrade.getByLabel("Bankový prevod na faktúru").waitFor();
    await upgrade.getByLabel("Jednotlivec").check();
    await upgrade.getByLabel("Platba kartou").check();
    await fillCard(page, CARDS.succeeds);
    await screenshotWidths(page, "subscription-trial-upgrade");
    await upgrade.getByRole("button", { name: "Zaplatiť kartou" }).click();

    await page.getByText("Ďakujeme, platba prebehla a predplatné je aktívne.").waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("subscription-page__notice")))
      .toBe(true);
    await page.getByRole("region", { name: "Predĺženie predplatného" }).waitFor();
    expect(await page.getByRole("region", { name: "Vaše predplatné" }).innerText()).toContain("Jednotlivec");
    const history = page.getByRole("table", { name: "História predplatného" });
    expect(await history.getByRole("row").count()).toBe(3); // the header, the paid month and the trial
    expect(await history.getByRole("row").nth(1).innerText()).toContain("Plný prístup");
    await screenshotWidths(page, "subscription-after-upgrade");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a school's other users the state without payment, and other profile types a profile error", async () => {
    const { email: schoolAdmin } = await createAccount({
      profileType: 2,
      fullname: "Riaditeľ Školy",
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "Gymnázium Nábrežná",
        street: "Nábrežná 3",
        city: "Košice",
        country: "Slovensko",
      },
      subscription: {
        accessLevel: "full",
        startDate: new Date(),
        expirationDate: new Date(Date.now() + 200 * 24 * 3600 * 1000),
      },
    });
    const teacher = uniqueEmail("teacher");
    await api(
      "mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }",
      { email: teacher, password: PASSWORD, fullname: "Učiteľka Gymnázia" },
      await apiLogin(schoolAdmin),
    );

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 360, {
      sessionToken: await apiLogin(teacher),
    });
    await page.goto("/sk/profil/predplatne");
    await page
      .getByRole("region", { name: "Vaše predplatné" })
      .getByText(/^Aktívne do /)
      .waitFor();
    await page.getByText("Predplatné môže predĺžiť a zaplatiť iba správca profilu.").waitFor();
    expect(await page.getByRole("button", { name: "Predĺžiť predplatné" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Objednávky a faktúry" }).count()).toBe(0);
    await screenshot(page, "subscription-school-user-360");
    await context.close();

    const staff = await createAccount({ profileType: 5, fullname: "Redaktorka Knižnice", userRole: 1 });
    const other = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: await apiLogin(staff.email) });
    await other.page.goto("/sk/profil/predplatne");
    await other.page.getByText("Chyba profilu: neznámy typ profilu.").waitFor();
    // The admin's history screen of a profile without any payment says it is empty; in English too.
    await other.page.goto(`/en/profil/pouzivatelia/${staff.profileId}/historia`);
    await other.page.getByText("The profile has no payments or subscriptions yet.").waitFor();
    await other.page.getByText("The profile has no unpaid order.").waitFor();
    await screenshotWidths(other.page, "history-empty-en");
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
  });
});

/** The name of a GraphQL operation the page sent (`query X`, `mutation X`), from the request's body. */
function operationName(postData: string | null): string | null {
  try {
    const { query } = JSON.parse(postData ?? "") as { query?: string };
    return /^\s*(?:query|mutation)\s+(\w+)/.exec(query ?? "")?.[1] ?? null;
  } catch {
    return null;
  }
}

describe("a renewal on the subscription page", () => {
  it("shows the new expiry, the extended period and the notice from the mutation's answer, without asking the server again", async () => {
    const currentEnd = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    const { email } = await createAccount({
      profileType: 1,
      fullname: "Renáta Obnovujúca",
      details: { street: "Dlhá 5", city: "Nitra", country: "Slovensko" },
      subscription: { accessLevel: "full", startDate: new Date(), expirationDate: currentEnd },
    });
    const token = await apiLogin(email);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") sent.push(operationName(request.postData()) ?? "unknown");
    });

    await page.goto("/sk/profil/predplatne");
    const state = page.getByRole("region", { name: "Vaše predplatné" });
    const before = (await api("{ me { profile { subscriptions { expirationDate } } } }", {}, token)).me.profile
      .subscriptions[0].expirationDate as string;
    await state.getByText(`Aktívne do ${shownDate(before)}`).waitFor();
    const renewal = page.getByRole("region", { name: "Predĺženie predplatného" });
    await renewal.getByRole("button", { name: "Predĺžiť predplatné" }).click();
    await renewal.getByLabel("Platba kartou").check();
    await fillCard(page, CARDS.succeeds);

    const renewed = page.waitForResponse(
      (response) => operationName(response.request().postData()) === "useAddIndividualSubscriptionMutation",
    );
    await renewal.getByRole("button", { name: "Zaplatiť kartou" }).click();
    await renewed;
    const sentBeforeAnswer = sent.length;

    const after = (
      await api("{ me { profile { subscriptions { expirationDate } } } }", {}, token)
    ).me.profile.subscriptions
      .map((period: { expirationDate: string }) => period.expirationDate)
      .sort()
      .at(-1) as string;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    await state.getByText(`Aktívne do ${shownDate(after)}`).waitFor();
    await page.getByText("Ďakujeme, platba prebehla a predplatné je aktívne.").waitFor();
    await renewal.getByText(`nové obdobie začne až ${shownDate(after)}`).waitFor();
    // the history shows the period as the renewal left it (extended to the new end)
    await page.getByRole("table", { name: "História predplatného" }).getByText(shownDate(after)).waitFor();
    // Whatever the page shows after the purchase came in the mutation's answer: nothing more was asked.
    await page.waitForTimeout(1000);
    expect(sent.slice(sentBeforeAnswer)).toEqual([]);
    expect(sent.filter((name) => name === "SubscriptionPageQuery")).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
