import { randomUUID } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, api, expectNotification, loginToken, uniqueTitle, watchPolicy } from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * Issue 21, "Security, second pass": the descriptions' alignment and colour were style attributes,
 * which the site's Content-Security-Policy refuses (26 refusals on one page, and the text shown
 * unaligned). Now they are classes the stylesheet defines: a visitor sees the text aligned and
 * coloured with no refusal, a description stored with styles too, and the admin's editor keeps an
 * alignment and the black through a save and a reload.
 */
const suite = browserSuite({ demoData: true, config: { production: true } });
let adminToken: string;
let themeId: number;

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  themeId = (await api<{ getThemes: { id: number }[] }>(suite.server, adminToken, "{ getThemes { id } }")).getThemes[0]!
    .id;
});

const EDIT = `mutation ($title: String!, $htmlDesc: String!, $themes: [Int!]) {
  editVideo(title: $title, thumbnail: "/demo/covers/story-02.svg", htmlDesc: $htmlDesc, availability: 2, visible: true, themes: $themes)
}`;
const AS_ADMIN = "query ($id: Int!) { getVideoAsAdmin(videoId: $id) { slug htmlDesc } }";
/** Aligned and coloured as the editor writes it, with a red the palette does not have. */
const DESCRIPTION =
  `<p style="text-align: center; color: #c00">Na stred</p><p style="text-align: right">Vpravo</p>` +
  `<p style="text-align: justify">Do bloku <span style="color: #000000">čierne slovo</span> a ďalej.</p><p>Obyčajný odsek</p>`;

async function newVideo(htmlDesc: string): Promise<{ id: number; slug: string }> {
  const id = (
    await api<{ editVideo: number }>(suite.server, adminToken, EDIT, {
      title: uniqueTitle("Zarovnanie"),
      htmlDesc,
      themes: [themeId],
    })
  ).editVideo;
  const { slug } = (await api<{ getVideoAsAdmin: { slug: string } }>(suite.server, adminToken, AS_ADMIN, { id }))
    .getVideoAsAdmin;
  return { id, slug };
}

const storedHtml = async (id: number) =>
  (await api<{ getVideoAsAdmin: { htmlDesc: string } }>(suite.server, adminToken, AS_ADMIN, { id })).getVideoAsAdmin
    .htmlDesc;

/** How a piece of text is shown: its block's alignment and its own colour, as the browser computed them. */
const looks = (text: Locator) =>
  text.evaluate((element) => {
    const block = element.closest("p, h2, h3, li, blockquote") ?? element;
    return { align: getComputedStyle(block).textAlign, color: getComputedStyle(element).color };
  });

/** The page's text colour: what a description's text has when nothing colours it. */
const pageTextColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);

async function expectAlignedAndColoured(page: Page, scope: Locator) {
  const body = await pageTextColour(page);
  expect(body).not.toBe("rgb(0, 0, 0)");
  expect(await looks(scope.getByText("Na stred", { exact: true }))).toEqual({ align: "center", color: body });
  expect((await looks(scope.getByText("Vpravo", { exact: true }))).align).toBe("right");
  expect(await looks(scope.getByText("čierne slovo", { exact: true }))).toEqual({
    align: "justify",
    color: "rgb(0, 0, 0)",
  });
  expect((await looks(scope.getByText("Obyčajný odsek", { exact: true }))).align).toMatch(/^(start|left)$/);
}

describe("aligned and coloured descriptions in a real browser", () => {
  it("shows a visitor the alignment and the black, and the CSP refuses nothing", async () => {
    const video = await newVideo(DESCRIPTION);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    const refusals = await watchPolicy(page);
    await page.goto(`/sk/video/${video.slug}`);
    const description = page.locator(".video-page__description");
    await description.getByText("Na stred").waitFor();
    await expectAlignedAndColoured(page, description);
    expect(await description.locator("[style]").count()).toBe(0);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a description stored with styles (by the earlier sanitiser) the same way, without a refusal", async () => {
    const video = await newVideo("<p>Nový popis</p>");
    // the edit as the earlier sanitiser recorded it: its alignment and black as styles
    const store = suite.server.services.store;
    const stream = `video-${video.id}`;
    const last = (await store.readStream(stream)).at(-1)!;
    const old = `<p style="text-align:center">Na stred</p><p style="text-align:right">Vpravo</p><p style="text-align:justify">Do bloku <span style="color:#000000">čierne slovo</span> a ďalej.</p><p>Obyčajný odsek</p>`;
    const appended = await store.appendToStream(
      stream,
      [
        {
          type: "VideoEdited",
          data: { ...last.data, htmlDesc: old },
          metadata: { ...last.metadata, eventId: randomUUID(), commandId: randomUUID() },
        },
      ],
      last.revision,
    );
    await suite.server.services.projections.waitFor(appended.position);

    const { context, page, errors } = await openPage(suite.browser, suite.server.url);
    const refusals = await watchPolicy(page);
    await page.goto(`/sk/video/${video.slug}`);
    const description = page.locator(".video-page__description");
    await description.getByText("Na stred").waitFor();
    await expectAlignedAndColoured(page, description);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps an alignment the admin chooses in the editor, and the black, through a save and a reload", async () => {
    const video = await newVideo(DESCRIPTION);
    const { context, page, errors } = await openPage(suite.browser, suite.server.url, 1280, {
      sessionToken: adminToken,
    });
    const refusals = await watchPolicy(page);
    await page.goto(`/sk/profil/video/${video.id}`);
    const editor = page.getByRole("textbox", { name: "Popis", exact: true });
    const field = page.locator(".field--rich-text").filter({ has: editor });
    const centre = field.getByRole("button", { name: "Zarovnať na stred" });
    // what was stored is what the editor shows
    await editor.getByText("Na stred").waitFor();
    await expectAlignedAndColoured(page, editor);

    await editor.getByText("Obyčajný odsek").click();
    expect(await centre.getAttribute("aria-pressed")).toBe("false");
    await centre.click();
    expect(await centre.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Video upravené");
    const stored = await storedHtml(video.id);
    expect(stored).toContain(`<p class="rt-align-center">Obyčajný odsek</p>`);
    expect(stored).toContain(`<span class="rt-color-black">čierne slovo</span>`);
    expect(stored).not.toContain("style=");

    await page.reload();
    await editor.getByText("Obyčajný odsek").waitFor();
    expect((await looks(editor.getByText("Obyčajný odsek", { exact: true }))).align).toBe("center");
    expect((await looks(editor.getByText("čierne slovo", { exact: true }))).color).toBe("rgb(0, 0, 0)");
    await editor.getByText("Obyčajný odsek").click();
    await expect.poll(() => centre.getAttribute("aria-pressed")).toBe("true");
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
