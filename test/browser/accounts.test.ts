import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin, type NewAccount } from "../../src/modules/accounts/index.ts";
import { openPage, screenshot, sessionTokenOf, SIGNED_IN_MARKER_KEY } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The accounts screens in a real browser against the real server: trial registration, logout,
 * logging in on a video's page, the password reset through the mail outbox, the login overlay's
 * errors, the browser's session (an HttpOnly cookie only) and the users of a school profile. Every
 * test makes accounts of its own.
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
});

const PASSWORD = "Kniznica2024";

let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.sk`;

async function api<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T> {
  const response = await suite.server.graphql<T>(query, variables, token ? { authorization: `Bearer ${token}` } : {});
  if (response.errors?.length || !response.data) throw new Error(`GraphQL failed: ${JSON.stringify(response.errors)}`);
  return response.data;
}

const apiLogin = async (email: string, password = PASSWORD) =>
  (
    await api<{ login: string }>(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      { email, password },
    )
  ).login;

/** A profile with its main admin, made the way the demo and admin:create make them. */
async function createAccount(account: Partial<NewAccount> & Pick<NewAccount, "profileType" | "fullname">) {
  const email = account.email ?? uniqueEmail(`type${account.profileType}`);
  await createProfileWithAdmin(
    { services: suite.server.services, commandContext: systemContext() },
    { email, password: PASSWORD, ...account },
  );
  return email;
}

const outbox = async () =>
  (await (await fetch(`${suite.server.url}/dev/outbox.json`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];

const signedInMarker = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_MARKER_KEY);
const headerLink = (page: Page, name: "Prihlásiť sa" | "Môj účet") =>
  page.getByRole("banner").getByRole("link", { name });

/** Screenshots of the page at 1280 and 360 px (`-1280`, `-360`); the window keeps its size afterwards. */
async function screenshotWidths(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const original = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`, options);
  }
  if (original) await page.setViewportSize(original);
}

/** Logs in through the overlay that is open on the page. */
async function logInThroughOverlay(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole("dialog", { name: "Prihlásenie" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Heslo").fill(password);
  await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("login overlay", () => {
  it("checks the fields, says when the login details are wrong, traps the focus and closes with Escape", async () => {
    const email = await createAccount({
      profileType: 4,
      fullname: "Tereza Prihlasovacia",
      details: { phone: "+421 900 111 222" },
    });
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/");
    const loginLink = page.getByRole("banner").getByRole("link", { name: "Prihlásiť sa" });
    await loginLink.click();
    await page.waitForURL("**/sk/login");
    const dialog = page.getByRole("dialog", { name: "Prihlásenie" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("login-email");

    await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
    expect(await dialog.getByText("Email je povinný").count()).toBe(1);
    expect(await dialog.getByText("Heslo je povinné").count()).toBe(1);

    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Heslo").fill("Nespravne123");
    await dialog.getByRole("button", { name: "Prihlásiť sa" }).click();
    await expect.poll(() => dialog.getByRole("alert").innerText()).toBe("Zadali ste nesprávne prihlasovacie údaje");
    expect(await sessionTokenOf(context)).toBeUndefined();
    expect(await signedInMarker(page)).toBeNull();
    await screenshot(page, "login-overlay-error-1280", { fullPage: false });

    // Tab and Shift+Tab never leave the dialog.
    for (const key of [...Array(8).fill("Tab"), ...Array(3).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.pathname === "/sk/");
    await dialog.waitFor({ state: "detached" });
    // The focus is back on the link that opened the dialog.
    await expect.poll(() => loginLink.evaluate((link) => link === document.activeElement)).toBe(true);

    // The same message in the other languages; other errors keep the server's words.
    for (const [lang, text] of [
      ["en", "You entered incorrect login details"],
      ["cz", "Zadali jste nesprávné přihlašovací údaje"],
      ["es", "Ha introducido datos de acceso incorrectos"],
    ] as const) {
      await page.goto(`/${lang}/login`);
      const localDialog = page.getByRole("dialog");
      await localDialog.locator("#login-email").fill(email);
      await localDialog.locator("#login-password").fill("Nespravne123");
      await localDialog.locator("button[type=submit]").click();
      await expect.poll(() => localDialog.getByRole("alert").innerText()).toBe(text);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, "login-overlay-es-360", { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the browser's session", () => {
  /** A login token's shape (32 random bytes in base64url): nothing a script can read may look like one. */
  const TOKEN_SHAPED = /[A-Za-z0-9_-]{43}/;

  it("lives only in the HttpOnly cookie: no token where scripts reach, none sent as a header; a reload keeps it, a logout ends it in every tab", async () => {
    const email = await createAccount({
      profileType: 4,
      fullname: "Simona Reláciová",
      details: { phone: "+421 900 555 666" },
    });
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    // every GraphQL request of every tab, with all its headers (cookies included)
    const graphqlHeaders: Promise<Record<string, string>>[] = [];
    context.on("request", (request) => {
      if (new URL(request.url()).pathname === "/graphql") graphqlHeaders.push(request.allHeaders());
    });

    await page.goto("/sk/");
    await headerLink(page, "Prihlásiť sa").click();
    await logInThroughOverlay(page, email);
    await headerLink(page, "Môj účet").waitFor();

    // The browser holds the session as the server set it: HttpOnly, SameSite=Strict, one year.
    const session = (await context.cookies()).find((cookie) => cookie.name === "session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const token = session!.value;

    // ...and no script can find it: not in document.cookie, not in either storage.
    const reachable = await page.evaluate(() => ({
      cookie: document.cookie,
      stored: [localStorage, sessionStorage].flatMap((storage) =>
        Object.entries(storage).map(([key, value]) => `${key}=${value}`),
      ),
    }));
    expect(reachable.cookie).not.toMatch(/(^|; )(session|token)=/);
    expect(reachable.cookie).not.toContain(token);
    for (const entry of reachable.stored) {
      expect(entry).not.toContain(token);
      expect(entry).not.toMatch(TOKEN_SHAPED);
    }
    expect(await signedInMarker(page)).toBeTruthy();

    // A reload keeps the login; a second tab shares it.
    await page.reload();
    await headerLink(page, "Môj účet").waitFor();
    const secondTab = await context.newPage();
    secondTab.on("pageerror", (error) => errors.push(error.message));
    await secondTab.goto("/sk/");
    await headerLink(secondTab, "Môj účet").waitFor();

    // Logging out in the first tab signs the second out too, without a reload.
    await headerLink(page, "Môj účet").click();
    await page.getByRole("navigation", { name: "Profil" }).getByRole("button", { name: "Odhlásiť sa" }).click();
    await page.waitForURL((url) => url.pathname === "/sk/");
    await headerLink(page, "Prihlásiť sa").waitFor();
    await headerLink(secondTab, "Prihlásiť sa").waitFor();
    expect(await signedInMarker(secondTab)).toBeNull();
    // The server cleared the cookie and revoked the session.
    expect(await sessionTokenOf(context)).toBeUndefined();
    expect((await api("{ me { id } }", {}, token)).me).toBeNull();

    // Not one request carried an Authorization header; the signed-in ones carried the cookie instead.
    const sent = await Promise.all(graphqlHeaders);
    expect(sent.length).toBeGreaterThan(4);
    expect(sent.filter((headers) => "authorization" in headers)).toEqual([]);
    expect(sent.filter((headers) => headers.cookie?.includes(`session=${token}`)).length).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("signs a tab out when the server no longer knows its session (revoked elsewhere), even though the marker says signed in", async () => {
    const email = await createAccount({
      profileType: 4,
      fullname: "Viktor Odvolaný",
      details: { phone: "+421 900 777 888" },
    });
    const token = await apiLogin(email);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    await page.goto("/sk/");
    await headerLink(page, "Môj účet").waitFor();

    await api("mutation { logout }", {}, token); // e.g. a password reset on another computer
    await page.reload();
    await headerLink(page, "Prihlásiť sa").waitFor();
    await expect.poll(() => signedInMarker(page)).toBeNull();
    await page.goto("/sk/profil");
    await page.getByRole("heading", { name: "Prihláste sa" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("trial registration, logout and login", () => {
  const email = uniqueEmail("trial");
  const fullname = "Jana Skúšková";

  it("registers a trial user, who is logged in afterwards, and refuses the same address again", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await screenshotWidths(page, "registration-choice");
    await page.getByRole("link", { name: "Vyskúšať zadarmo: Na skúšku" }).click();
    await page.waitForURL("**/sk/registracia/na-skusku");
    expect(await page.locator('.steps [aria-current="step"]').innerText()).toContain("Údaje");

    // The client's checks: nothing is sent while required fields are empty.
    await page.getByRole("button", { name: "Zaregistrovať sa" }).click();
    const form = page.locator(".registration__form");
    expect(await form.getByText("Povinná položka").count()).toBe(2); // name and phone
    expect(await form.getByText("Musíte súhlasiť s podmienkami používania").count()).toBe(1);
    expect(await page.getByLabel("Meno a priezvisko").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("fullname");

    await page.getByLabel("Meno a priezvisko").fill(fullname);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Heslo", { exact: true }).fill("kniznica");
    await page.getByLabel("Zopakujte heslo").fill("kniznica2");
    await page.getByLabel("Telefón").fill("+421 903 123 456");
    await page.getByRole("button", { name: "Zaregistrovať sa" }).click();
    expect(await form.getByText("Heslo musí obsahovať veľké písmeno, malé písmeno a číslicu").count()).toBe(1);
    expect(await form.getByText("Heslá sa nezhodujú").count()).toBe(1);
    await screenshotWidths(page, "registration-trial-errors");

    await page.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Zopakujte heslo").fill(PASSWORD);
    await page.getByLabel("Názov organizácie alebo školy").fill("ZŠ Hradná");
    await page.getByLabel("Mesto").fill("Bratislava");
    await page.getByLabel("Koľkým ľuďom chcete videá ukázať?").fill("60");
    await page.getByLabel("Súhlasím s podmienkami používania").check();
    await page.getByLabel("Súhlasím so spracovaním osobných údajov na účely registrácie").check();
    await page.getByRole("button", { name: "Zaregistrovať sa" }).click();

    await page.waitForURL("**/sk/registracia/dakujeme");
    await page.getByRole("heading", { name: "Ďakujeme za registráciu" }).waitFor();
    await headerLink(page, "Môj účet").waitFor();
    // the registration's login started the session: the server's cookie, and the client's marker
    const token = await sessionTokenOf(context);
    expect(token).toBeTruthy();
    expect(await signedInMarker(page)).toBeTruthy();
    const { me } = await api(
      "{ me { fullname email profile { profileType { id } organizationName city } } }",
      {},
      token!,
    );
    expect(me).toEqual({
      fullname,
      email,
      profile: { profileType: { id: 4 }, organizationName: "ZŠ Hradná", city: "Bratislava" },
    });
    await screenshotWidths(page, "registration-thanks");

    // The form was emptied; the same address is refused with the server's message under the form.
    await page.goto("/sk/registracia/na-skusku");
    expect(await page.getByLabel("Email").inputValue()).toBe("");
    await page.getByLabel("Meno a priezvisko").fill("Jana Druhá");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Heslo", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Zopakujte heslo").fill(PASSWORD);
    await page.getByLabel("Telefón").fill("0903123456");
    await page.getByLabel("Súhlasím s podmienkami používania").check();
    await page.getByLabel("Súhlasím so spracovaním osobných údajov na účely registrácie").check();
    await page.getByRole("button", { name: "Zaregistrovať sa" }).click();
    await expect.poll(() => form.locator(".form-message--error").innerText()).toBe("Účet s týmto emailom už existuje");
    expect(new URL(page.url()).pathname).toBe("/sk/registracia/na-skusku");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("logs out from the profile sidebar: the session is revoked and its cookie gone, and the visitor is at home", async () => {
    const token = await apiLogin(email);
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    await page.goto("/sk/profil");
    const sidebar = page.getByRole("navigation", { name: "Profil" });
    await sidebar.getByRole("button", { name: "Odhlásiť sa" }).click();
    await page.waitForURL((url) => url.pathname === "/sk/");
    await headerLink(page, "Prihlásiť sa").waitFor();
    expect(await signedInMarker(page)).toBeNull();
    expect(await sessionTokenOf(context)).toBeUndefined();
    expect((await api("{ me { id } }", {}, token)).me).toBeNull();
    await context.close();
  });

  it("logs in on a testing video's page, whose player then appears without a reload and plays", async () => {
    const token = await apiLogin(email);
    const { getVideos } = await api<{
      getVideos: { videos: { slug: string; availability: number; mediaUrl: string | null }[] };
    }>("{ getVideos(offset: 0) { videos { slug availability mediaUrl } } }", {}, token);
    const testing = getVideos.videos.find((video) => video.availability === 1 && video.mediaUrl);
    expect(testing, "the demo catalogue needs a testing video with a media file").toBeDefined();

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto(`/sk/video/${testing!.slug}`);
    await page.getByRole("heading", { name: "Video je dostupné po prihlásení" }).waitFor();
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.getByRole("button", { name: "Prihlásiť sa" }).click();
    await page.waitForURL(`**/sk/video/${testing!.slug}/login`);
    await logInThroughOverlay(page, email);
    await page.waitForURL((url) => url.pathname === `/sk/video/${testing!.slug}`);

    const video = page.locator("video");
    await video.waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByRole("heading", { name: "Video je dostupné po prihlásení" }).count()).toBe(0);
    await video.evaluate((element: HTMLVideoElement) => {
      element.muted = true; // the browser lets muted media start without a click
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    await screenshot(page, "video-testing-logged-in");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password, which then logs in", async () => {
    const email = await createAccount({
      profileType: 4,
      fullname: "Peter Zabudlivý",
      details: { phone: "+421 900 333 444" },
    });
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/login");
    await page.getByRole("button", { name: "Zabudli ste heslo?" }).click();
    const dialog = page.getByRole("dialog", { name: "Obnova hesla" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("reset-request-email");
    await dialog.getByLabel("Email").fill(email);
    // A double click sends one request (and one mail).
    await dialog.getByRole("button", { name: "Poslať odkaz" }).dblclick();
    await dialog.getByRole("status").getByText(email).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Späť na prihlásenie");
    await screenshotWidths(page, "reset-request-sent", { fullPage: false });

    const mails = (await outbox()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/sk\/obnova-hesla\/\S+/.exec(mails[0]!.text)?.[0];
    expect(link, mails[0]!.text).toBeDefined();
    const linkPath = new URL(link!).pathname;

    await page.goto(linkPath);
    await page.getByLabel("Nové heslo", { exact: true }).waitFor();
    await page.getByLabel("Nové heslo", { exact: true }).fill("Nove1heslo");
    await page.getByLabel("Zopakujte nové heslo").fill("Nove2heslo");
    await page.getByRole("button", { name: "Nastaviť heslo" }).click();
    expect(await page.getByText("Heslá sa nezhodujú").count()).toBe(1);
    await screenshotWidths(page, "reset-form");
    await page.getByLabel("Zopakujte nové heslo").fill("Nove1heslo");
    await page.getByRole("button", { name: "Nastaviť heslo" }).click();
    await page.waitForURL("**/sk/heslo-zresetovane");
    await page.getByRole("heading", { name: "Heslo bolo zmenené" }).waitFor();
    await screenshotWidths(page, "reset-done");

    // The link is used up.
    await page.goto(linkPath);
    await page.getByText("Odkaz nie je platný alebo už bol použitý").waitFor();
    await screenshotWidths(page, "reset-invalid");
    await page.getByRole("link", { name: "Požiadať o nový odkaz" }).click();
    await page.getByRole("dialog", { name: "Obnova hesla" }).waitFor();

    // The new password logs in; the old one no longer does. (The done page opened again, without a
    // reset just before, goes to the start of a reset instead: test/browser/visitor-defects.test.ts.)
    await page.goto("/sk/");
    await page.goto("/sk/login"); // a new entry: the reset overlay's state stays with the previous one
    await logInThroughOverlay(page, email, "Nove1heslo");
    await page.getByRole("banner").getByRole("link", { name: "Môj účet" }).waitFor();
    const old = await suite.server.graphql(
      "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      { email, password: PASSWORD },
    );
    expect(old.errors?.[0]?.extensions?.code).toBe("WRONG_CREDENTIALS");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("profile area", () => {
  it("asks for a login, then lets a school's admin add, delete and promote users: the crown moves", async () => {
    const adminEmail = await createAccount({
      profileType: 2,
      fullname: "Mária Riaditeľová",
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "ZŠ Hradná",
        street: "Hradná 1",
        city: "Bratislava",
        country: "Slovensko",
      },
    });
    const teacher = { fullname: "Ivan Učiteľ", email: uniqueEmail("teacher") };
    const substitute = { fullname: "Eva Zastupujúca", email: uniqueEmail("substitute") };

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/profil");
    await page.getByRole("heading", { name: "Prihláste sa" }).waitFor();
    await screenshotWidths(page, "profile-login-required");
    await page.getByRole("main").getByRole("button", { name: "Prihlásiť sa" }).click();
    await page.waitForURL("**/sk/profil/login");
    await logInThroughOverlay(page, adminEmail);
    await page.waitForURL((url) => url.pathname === "/sk/profil");

    const block = page.getByRole("region", { name: "Používatelia profilu" });
    await block.waitFor();
    expect(await block.getByText("Obsadené miesta: 1 / 10").count()).toBe(1);
    const crowned = () =>
      block.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Správca profilu" }) });
    expect(await crowned().innerText()).toContain("Mária Riaditeľová");
    // The organisation's details are editable by its admin.
    expect(await page.getByLabel("Názov organizácie").inputValue()).toBe("ZŠ Hradná");
    expect(await page.getByLabel("Názov organizácie").getAttribute("readonly")).toBeNull();

    const addForm = block.getByRole("form", { name: "Pridať používateľa" });
    for (const user of [teacher, substitute]) {
      await addForm.getByLabel("Meno a priezvisko").fill(user.fullname);
      await addForm.getByLabel("Email").fill(user.email);
      await addForm.getByLabel("Heslo").fill(PASSWORD);
      await addForm.getByRole("button", { name: "Pridať" }).click();
      await addForm.getByText(`Používateľ ${user.fullname} bol pridaný.`).waitFor();
    }
    expect(await block.getByText("Obsadené miesta: 3 / 10").count()).toBe(1);
    expect(await addForm.getByLabel("Email").inputValue()).toBe("");
    await screenshotWidths(page, "profile-school-admin");

    // Deleting asks first; cancelling (Escape) keeps the user.
    await block.getByRole("button", { name: `Odstrániť používateľa ${substitute.fullname}` }).click();
    const confirmDelete = page.getByRole("alertdialog", { name: "Odstrániť používateľa" });
    await confirmDelete.waitFor();
    await screenshotWidths(page, "profile-confirm-delete", { fullPage: false });
    await page.keyboard.press("Escape");
    await confirmDelete.waitFor({ state: "detached" });
    expect(await block.getByText(substitute.email).count()).toBe(1);
    await block.getByRole("button", { name: `Odstrániť používateľa ${substitute.fullname}` }).click();
    await confirmDelete.getByRole("button", { name: "Odstrániť" }).click();
    await page.getByText(`Používateľ ${substitute.fullname} bol odstránený.`).waitFor();
    expect(await block.getByText(substitute.email).count()).toBe(0);
    expect(await block.getByText("Obsadené miesta: 2 / 10").count()).toBe(1);

    // Promoting hands the administration over: the former admin loses the block and the editing.
    await block.getByRole("button", { name: `Urobiť používateľa ${teacher.fullname} správcom profilu` }).click();
    const confirmPromote = page.getByRole("alertdialog", { name: "Odovzdať správu profilu" });
    await confirmPromote.getByRole("button", { name: "Urobiť správcom" }).click();
    await page.getByText(`Správcom profilu je teraz ${teacher.fullname}.`).waitFor();
    expect(await page.getByRole("region", { name: "Používatelia profilu" }).count()).toBe(0);
    expect(await page.getByLabel("Názov organizácie").getAttribute("readonly")).not.toBeNull();
    await page.getByText("Údaje profilu môže meniť iba jeho správca.").waitFor();
    await screenshotWidths(page, "profile-former-admin");
    expect(errors).toEqual([]);
    await context.close();

    // The new admin sees the crown beside their own name, and the block.
    const other = await openPage(suite.browser, suite.server.url, 360, { sessionToken: await apiLogin(teacher.email) });
    await other.page.goto("/sk/profil");
    const newBlock = other.page.getByRole("region", { name: "Používatelia profilu" });
    await newBlock.waitFor();
    const newCrowned = newBlock
      .getByRole("listitem")
      .filter({ has: other.page.getByRole("img", { name: "Správca profilu" }) });
    expect(await newCrowned.innerText()).toContain(teacher.fullname);
    expect(await newCrowned.innerText()).not.toContain("Mária Riaditeľová");
    await screenshot(other.page, "profile-school-new-admin-360");

    // On a narrow screen the menu folds behind a button.
    const menuButton = other.page.getByRole("button", { name: "Menu" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(await other.page.getByRole("link", { name: "Zmena hesla" }).isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    await screenshot(other.page, "profile-menu-open-360", { fullPage: false });
    await other.page.getByRole("link", { name: "Zmena hesla" }).click();
    await other.page.waitForURL("**/sk/profil/zmena-hesla");
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    expect(other.errors).toEqual([]);
    await other.context.close();
  });

  it("changes the password with the current one, and says when that is wrong", async () => {
    const email = await createAccount({
      profileType: 1,
      fullname: "Ondrej Jednotlivec",
      details: { street: "Hlavná 5", city: "Košice", country: "Slovensko" },
    });
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await apiLogin(email),
    });
    await page.goto("/sk/profil/zmena-hesla");
    await page.getByLabel("Súčasné heslo").fill("Nespravne1");
    await page.getByLabel("Nové heslo", { exact: true }).fill("Nove1heslo");
    await page.getByLabel("Zopakujte nové heslo").fill("Nove1heslo");
    await page.getByRole("button", { name: "Zmeniť heslo" }).click();
    await expect.poll(() => page.locator(".form-message--error").innerText()).toBe("Súčasné heslo nie je správne");

    await page.getByLabel("Súčasné heslo").fill(PASSWORD);
    await page.getByRole("button", { name: "Zmeniť heslo" }).click();
    await page.getByText("Heslo bolo zmenené.").waitFor();
    expect(await page.getByLabel("Súčasné heslo").inputValue()).toBe("");
    await apiLogin(email, "Nove1heslo");
    await screenshotWidths(page, "profile-password");

    // The individual's own page: address only, no user management; no subscription yet.
    await page.getByRole("navigation", { name: "Profil" }).getByRole("link", { name: "Účet" }).click();
    await page.getByLabel("Mesto").waitFor();
    expect(await page.getByLabel("Mesto").inputValue()).toBe("Košice");
    expect(await page.getByRole("region", { name: "Používatelia profilu" }).count()).toBe(0);
    expect(await page.getByLabel("IČO").count()).toBe(0);
    await page.getByRole("navigation", { name: "Profil" }).getByRole("link", { name: "Predplatné" }).click();
    await page.getByRole("region", { name: "Vaše predplatné" }).getByText("Zatiaľ bez predplatného").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a deletion and a handover before the server answers (optimistic), and takes a refused deletion back", async () => {
    const adminEmail = await createAccount({
      profileType: 3,
      fullname: "Fero Firemný",
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "Rýchla s.r.o.",
        organizationId: "12345678",
        organizationVatId: "SK2020123456",
        street: "Krátka 2",
        city: "Žilina",
        country: "Slovensko",
      },
    });
    const adminToken = await apiLogin(adminEmail);
    const colleagues = [
      { fullname: "Oľga Odchádzajúca", email: uniqueEmail("leaving") },
      { fullname: "Peter Preberajúci", email: uniqueEmail("taking-over") },
    ];
    for (const user of colleagues) {
      await api(
        "mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }",
        { ...user, password: PASSWORD },
        adminToken,
      );
    }
    const [leaving, takingOver] = colleagues as [(typeof colleagues)[0], (typeof colleagues)[0]];
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });

    // The page's mutations wait for the test's word before they reach the server (or are refused by the test).
    const held = new Map<string, { release: () => void; refuse: (message: string) => void }>();
    const operationOf = (postData: string | null) => /mutation\s+(\w+)/.exec(postData ?? "")?.[1];
    const holding = new Set(["useDeleteUserMutation", "usePromoteToUserAdminMutation"]);
    await page.route("**/graphql", async (route) => {
      const operation = operationOf(route.request().postData());
      if (!operation || !holding.has(operation)) return route.continue();
      await new Promise<void>((resume) => {
        held.set(operation, {
          release: () => void route.continue().then(resume),
          refuse: (message) =>
            void route
              .fulfill({
                status: 200,
                contentType: "application/json",
                body: JSON.stringify({ data: null, errors: [{ message, extensions: { code: "FORBIDDEN" } }] }),
              })
              .then(resume),
        });
      });
    });
    const heldRequest = async (operation: string) => {
      await expect.poll(() => held.has(operation)).toBe(true);
      const request = held.get(operation)!;
      held.delete(operation);
      return request;
    };

    await page.goto("/sk/profil");
    const block = page.getByRole("region", { name: "Používatelia profilu" });
    await block.getByText(leaving.email).waitFor();
    expect(await block.getByText("Obsadené miesta: 3 / 3").count()).toBe(1);
    const crowned = () =>
      block.getByRole("listitem").filter({ has: page.getByRole("img", { name: "Správca profilu" }) });

    // A deletion the server refuses: the row goes at once, and comes back with the refusal in the dialog.
    await block.getByRole("button", { name: `Odstrániť používateľa ${leaving.fullname}` }).click();
    const confirmDelete = page.getByRole("alertdialog", { name: "Odstrániť používateľa" });
    await confirmDelete.getByRole("button", { name: "Odstrániť" }).click();
    const refused = await heldRequest("useDeleteUserMutation");
    await expect.poll(() => block.getByText(leaving.email).count()).toBe(0);
    expect(await block.getByText("Obsadené miesta: 2 / 3").count()).toBe(1);
    expect(await confirmDelete.getByRole("button", { name: "Odstraňuje sa…" }).isDisabled()).toBe(true);
    refused.refuse("Tohto používateľa teraz nemožno odstrániť.");
    await confirmDelete.getByText("Tohto používateľa teraz nemožno odstrániť.").waitFor();
    await block.getByText(leaving.email).waitFor();
    expect(await block.getByText("Obsadené miesta: 3 / 3").count()).toBe(1);

    // Trying again: the row goes before the server answers, and stays gone once it agreed.
    await confirmDelete.getByRole("button", { name: "Odstrániť" }).click();
    const deletion = await heldRequest("useDeleteUserMutation");
    await expect.poll(() => block.getByText(leaving.email).count()).toBe(0);
    expect(await page.getByText(`Používateľ ${leaving.fullname} bol odstránený.`).count()).toBe(0);
    deletion.release();
    await page.getByText(`Používateľ ${leaving.fullname} bol odstránený.`).waitFor();
    expect(await block.getByText(leaving.email).count()).toBe(0);
    expect(await block.getByText("Obsadené miesta: 2 / 3").count()).toBe(1);

    // A handover: the crown moves at once; once the server agreed, the former admin loses the block.
    await block.getByRole("button", { name: `Urobiť používateľa ${takingOver.fullname} správcom profilu` }).click();
    await page
      .getByRole("alertdialog", { name: "Odovzdať správu profilu" })
      .getByRole("button", { name: "Urobiť správcom" })
      .click();
    const handover = await heldRequest("usePromoteToUserAdminMutation");
    await expect.poll(async () => (await crowned().allInnerTexts()).join("|")).toContain(takingOver.fullname);
    expect(await crowned().count()).toBe(1);
    expect(await page.getByRole("region", { name: "Používatelia profilu" }).count()).toBe(1);
    handover.release();
    await page.getByText(`Správcom profilu je teraz ${takingOver.fullname}.`).waitFor();
    await expect.poll(() => page.getByRole("region", { name: "Používatelia profilu" }).count()).toBe(0);
    expect(await page.getByLabel("Názov organizácie").getAttribute("readonly")).not.toBeNull();
    const { getFullProfile } = await api(
      "{ getFullProfile { users { email userRoleId } } }",
      {},
      await apiLogin(takingOver.email),
    );
    expect(getFullProfile.users.find((user: { email: string }) => user.email === takingOver.email).userRoleId).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renames the user at once (optimistic), in the form and the profile's user list, and keeps the new name", async () => {
    const email = await createAccount({
      profileType: 2,
      fullname: "Anna Pôvodná",
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "ZŠ Nová",
        street: "Nová 3",
        city: "Trnava",
        country: "Slovensko",
      },
    });
    const token = await apiLogin(email);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    let releaseEdit: (() => void) | null = null;
    await page.route("**/graphql", async (route) => {
      if (!/mutation\s+useEditMeMutation/.test(route.request().postData() ?? "")) return route.continue();
      await new Promise<void>((resume) => {
        releaseEdit = () => void route.continue().then(resume);
      });
    });
    await page.goto("/sk/profil");
    const block = page.getByRole("region", { name: "Používatelia profilu" });
    await block.getByText("Anna Pôvodná").waitFor();
    const account = page.getByRole("region", { name: "Osobné údaje" });
    await account.getByLabel("Meno a priezvisko").fill("Anna Nová");
    await account.getByRole("button", { name: "Uložiť" }).click();
    await expect.poll(() => releaseEdit !== null).toBe(true);
    // The list shows the new name before the server answered.
    await block.getByText("Anna Nová").waitFor();
    expect(await account.getByRole("button", { name: "Ukladá sa…" }).isDisabled()).toBe(true);
    releaseEdit!();
    await account.getByText("Zmeny sú uložené.").waitFor();
    expect(await block.getByText("Anna Nová").count()).toBe(1);
    expect((await api("{ me { fullname } }", {}, token)).me.fullname).toBe("Anna Nová");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a user-admin from the profile root to the users list, which says it is not available yet", async () => {
    const email = await createAccount({ profileType: 5, fullname: "Správca Používateľov", userRole: 2 });
    const { context, page } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await apiLogin(email),
    });
    await page.goto("/sk/profil");
    await page.waitForURL("**/sk/profil/pouzivatelia");
    await page.getByRole("heading", { name: "Používatelia" }).waitFor();
    await page.getByText("Táto časť profilu zatiaľ nie je dostupná. Pripravujeme ju.").waitFor();
    await screenshotWidths(page, "profile-users-admin");
    await context.close();
  });
});

describe("registration pages and the terms", () => {
  it("shows a paid plan's form with the price and the way to payment, and the terms with their figures", async () => {
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    await page.goto("/sk/registracia");
    await page.getByRole("link", { name: "Vybrať: Škola" }).click();
    await page.waitForURL("**/sk/registracia/pre-skoly");
    await page.getByRole("heading", { name: "Predplatné Škola" }).waitFor();
    expect(await page.locator(".steps li").allInnerTexts()).toEqual(["1\nÚdaje", "2\nPlatba", "3\nHotovo"]);
    await page.getByText("299,00 € ročne").waitFor();
    await page.getByRole("button", { name: "Pokračovať na platbu" }).waitFor();
    await screenshotWidths(page, "registration-plan");
    // Without form values the payment step goes back to the choice.
    await page.goto("/sk/registracia/pre-firmy/platba");
    await page.waitForURL((url) => url.pathname === "/sk/registracia");

    await page.goto("/sk/podmienky-pouzivania");
    await page.getByRole("heading", { level: 1, name: "Podmienky používania" }).waitFor();
    const terms = await page.getByRole("main").innerText();
    for (const figure of [
      "do 14 dní",
      "do 30 dní",
      "zľavu 10 %",
      "5 alebo viac dní",
      "na 7 dní",
      "45 minút",
      "najviac 6 hodín",
    ])
      expect(terms).toContain(figure);
    await screenshotWidths(page, "terms");
    await page.goto("/en/podmienky-pouzivania");
    await page.getByRole("heading", { level: 1, name: "Terms of use" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
