import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, loginToken } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * A webinar's address in a real browser: the admin changes it in the webinar's form, is warned
 * that the old one will redirect, saves; a fresh load of the old public address lands on the new one.
 */

const suite = browserSuite();
let adminToken: string;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
});

describe("a webinar's address", () => {
  it("changes in the form with a warning, and the old public address lands on the new one", async () => {
    const webinarAt = async (id: number) =>
      (
        await api<{ getWebinarAsAdmin: { slug: string; title: string } }>(
          suite.server,
          adminToken,
          "query ($id: Int!) { getWebinarAsAdmin(webinarId: $id) { slug title } }",
          { id },
        )
      ).getWebinarAsAdmin;
    const { getAllWebinars } = await api<{ getAllWebinars: { id: number }[] }>(
      suite.server,
      adminToken,
      "{ getAllWebinars { id } }",
    );
    const id = getAllWebinars[0]!.id;
    const webinar = await webinarAt(id);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    await page.goto(`/sk/profil/webinare-spravca/${id}`);
    const field = page.getByLabel("Adresa", { exact: true });
    await expect.poll(() => field.inputValue()).toBe(webinar.slug);
    const warning = page.locator(".slug-field__warning");
    expect(await warning.isVisible()).toBe(false);

    const next = `${webinar.slug}-nova`;
    await field.fill(next);
    await warning.getByText(/Stará adresa bude presmerovaná na novú/).waitFor();
    expect(await warning.innerText()).toContain(`/sk/webinar/${next}`);
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expect.poll(async () => (await webinarAt(id)).slug).toBe(next);

    const response = await page.goto(`/sk/webinar/${webinar.slug}`);
    expect(response?.request().redirectedFrom()?.url()).toContain(`/sk/webinar/${webinar.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/sk/webinar/${next}`);
    await page.getByRole("heading", { name: webinar.title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
