import { describe, expect, it } from "vitest";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { createProfileWithAdmin } from "../../src/modules/accounts/index.ts";
import { ADMIN_EMAIL, api, loginToken } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Two things a signed-in user met: the header offered "Registrácia" to someone who has an account,
 * and a school's tenth user was added without a word (the form that would have said so disappears
 * when the last seat is taken).
 */

const suite = browserSuite();
const PASSWORD = "Kniznica2024";
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.sk`;

describe("the header", () => {
  it("offers registration to a visitor and not to a signed-in admin", async () => {
    const visitor = await openPage(suite.browser, suite.server.url);
    await visitor.page.goto("/sk/");
    const nav = visitor.page.getByRole("navigation", { name: "Hlavná navigácia" });
    await nav.getByRole("link", { name: "Registrácia" }).waitFor({ state: "attached" });
    await visitor.context.close();

    const admin = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: await loginToken(suite.server, ADMIN_EMAIL),
    });
    await admin.page.goto("/sk/");
    await admin.page.getByRole("link", { name: "Môj účet" }).waitFor();
    expect(
      await admin.page
        .getByRole("navigation", { name: "Hlavná navigácia" })
        .getByRole("link", { name: "Registrácia" })
        .count(),
    ).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});

describe("a school's last seat", () => {
  it("says that its tenth user was added, though the add-user form is gone", async () => {
    const email = uniqueEmail("skola");
    await createProfileWithAdmin(
      { services: suite.server.services, commandContext: systemContext() },
      {
        email,
        password: PASSWORD,
        fullname: "Riaditeľka Školy",
        profileType: 2,
        details: {
          phone: "+421 2 1234 5678",
          organizationName: "ZŠ Desiatich",
          street: "Školská 10",
          city: "Žilina",
          country: "Slovensko",
        },
      },
    );
    const token = (
      await suite.server.graphql<{ login: string }>(
        "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
        { email, password: PASSWORD },
      )
    ).data!.login;
    for (let seat = 2; seat <= 9; seat++)
      await api(
        suite.server,
        token,
        "mutation ($email: String!, $password: String!, $fullname: String!) { addUser(email: $email, password: $password, fullname: $fullname) { id } }",
        { email: uniqueEmail(`ucitel${seat}`), password: PASSWORD, fullname: `Učiteľ ${seat}` },
      );

    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, { sessionToken: token });
    await page.goto("/sk/profil");
    const block = page.getByRole("region", { name: "Používatelia profilu" });
    await block.getByText("Obsadené miesta: 9 / 10").waitFor();
    const addForm = block.getByRole("form", { name: "Pridať používateľa" });
    await addForm.getByLabel("Meno a priezvisko").fill("Desiaty Učiteľ");
    await addForm.getByLabel("Email").fill(uniqueEmail("ucitel10"));
    await addForm.getByLabel("Heslo").fill(PASSWORD);
    await addForm.getByRole("button", { name: "Pridať" }).click();

    await block.getByText("Obsadené miesta: 10 / 10").waitFor();
    const notice = page.getByRole("status").filter({ hasText: "Používateľ Desiaty Učiteľ bol pridaný." });
    await notice.waitFor();
    await expect.poll(() => notice.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await addForm.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
