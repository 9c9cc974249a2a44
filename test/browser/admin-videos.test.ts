import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  api,
  dragWithKeyboard,
  expectNotification,
  loginToken,
  pdfBytes,
  pngBytes,
  uniqueTitle,
  watchPolicy,
} from "./admin.ts";
import { openPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

/**
 * The library admin's video screens in a real browser against the real server: creating a video
 * with a cover, a methodology, highlights and formatted text, which the public pages then show;
 * dragging it to the first place, which the home page follows; a reorder the server refuses;
 * uploads with their progress, and refused ones; deleting after the confirmation. The editor and
 * the dragging meet no refusal of the site's Content-Security-Policy.
 */

const suite = browserSuite();
let adminToken: string;
/** The filter preselected for Slovak visitors: the new video has it, so the home page lists it. */
let slovakFilter: { id: number; name: string };
let theme: { id: number; name: string };

beforeAll(async () => {
  adminToken = await loginToken(suite.server, ADMIN_EMAIL);
  const { getBaseTags, getThemes } = await api(
    suite.server,
    adminToken,
    "{ getBaseTags { id name languageFlag } getThemes { id name } }",
  );
  slovakFilter = getBaseTags.find((filter: { languageFlag: string | null }) => filter.languageFlag === "sk");
  theme = getThemes[0];
});

const adminPage = (width = 1280) => openPage(suite.browser, suite.server.url, width, { sessionToken: adminToken });

type AdminVideo = {
  id: number;
  slug: string;
  title: string;
  thumbnail: string | null;
  htmlDesc: string;
  tags: { name: string; type: string }[];
  methodics: { id: number; name: string }[];
  highlights: { id: number; timestamp: string; text: string }[];
  changes: { kind: string; fields: string[]; actor: string }[];
};

const videoAsAdmin = async (videoId: number) =>
  (
    await api<{ getVideoAsAdmin: AdminVideo | null }>(
      suite.server,
      adminToken,
      "query ($id: Int!) { getVideoAsAdmin(videoId: $id) { id slug title thumbnail htmlDesc tags { name type } methodics { id name } highlights { id timestamp text } changes { kind fields actor } } }",
      { id: videoId },
    )
  ).getVideoAsAdmin;

const allVideos = async () =>
  (
    await api<{ getAllVideos: { id: number; title: string; order: number }[] }>(
      suite.server,
      adminToken,
      "{ getAllVideos { id title order } }",
    )
  ).getAllVideos;

/** Writes bold text and a bulleted list in the description editor, with its toolbar. */
async function writeDescription(page: Page) {
  const editor = page.getByRole("textbox", { name: "Popis", exact: true });
  await editor.click();
  const bold = page.getByRole("button", { name: "Tučné" }).first();
  await bold.click();
  expect(await bold.getAttribute("aria-pressed")).toBe("true");
  await page.keyboard.type("Silné slová na úvod");
  await bold.click();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Odrážky" }).first().click();
  await page.keyboard.type("prvý bod");
  await page.keyboard.press("Enter");
  await page.keyboard.type("druhý bod");
}

/** Fills in a new video's form as an admin would, with a highlight whose time is wrong at first. */
async function fillNewVideo(page: Page, title: string) {
  await page.getByLabel("Názov", { exact: true }).fill(title);
  await page.getByLabel("Príbeh (podnadpis)").fill("Príbeh napísaný v teste");
  await page
    .getByLabel("Obrázok")
    .setInputFiles({ name: "obalka.png", mimeType: "image/png", buffer: pngBytes(64, 36, [200, 120, 40]) });
  await page.getByRole("img", { name: "Náhľad: obalka.png" }).waitFor();
  await writeDescription(page);
  await page.getByRole("radio", { name: "Voľný prístup" }).check();
  await page.getByRole("checkbox", { name: theme.name }).check();
  await page.getByRole("checkbox", { name: slovakFilter.name }).check();
  // a tag suggested by the server from the letters typed, and a new one
  const tags = page.getByRole("combobox", { name: "Tagy" });
  await tags.pressSequentially("vzdel", { delay: 50 });
  await page.getByRole("listbox", { name: "Návrhy tagov" }).getByRole("option", { name: "vzdelanie" }).waitFor();
  await tags.press("ArrowDown");
  await tags.press("Enter");
  await tags.fill("testovací tag");
  await tags.press("Enter");
  await page.getByLabel("Pridať metodiky (PDF)").setInputFiles({
    name: "metodika-test.pdf",
    mimeType: "application/pdf",
    buffer: await pdfBytes("Metodika k testu"),
  });
  await expect.poll(() => page.getByLabel("Názov metodiky 1").inputValue()).toBe("metodika-test.pdf");
  await page.getByRole("button", { name: "Pridať moment" }).click();
  await page.getByRole("button", { name: "Pridať moment" }).click();
  await page.getByLabel("Čas momentu 1").fill("0:10:5");
  await page.getByLabel("Text momentu 1").fill("Začiatok príbehu");
  await page.getByLabel("Čas momentu 2").fill("01:20");
  await page.getByLabel("Text momentu 2").fill("Zlom");
}

describe("a stored video's form", () => {
  it("shows the free tags once each and the files' plain paths; saving a note changes the note alone", async () => {
    // a members-only video: the admin's query gives its files as signed, expiring URLs
    const { getAllVideos } = await api<{ getAllVideos: { id: number; availability: number }[] }>(
      suite.server,
      adminToken,
      "{ getAllVideos { id availability } }",
    );
    const video = getAllVideos.find((each) => each.availability === 0)!;
    const before = (await videoAsAdmin(video.id))!;
    const free = before.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name);
    expect(free.length).toBeGreaterThan(0);
    const { context, page, errors } = await adminPage();
    await page.goto(`/sk/profil/video/${video.id}`);
    // a filter and a free tag may share an id: the form still shows each free tag once
    await expect
      .poll(() => page.locator(".tag-input .admin-chip").allInnerTexts())
      .toEqual(free.map((name) => `${name}\n×`));
    expect(await page.getByLabel("Adresa súboru videa").inputValue()).not.toContain("sig=");
    await page.getByLabel("Poznámka").fill("Poznámka z testu");
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Video upravené");
    const after = (await videoAsAdmin(video.id))!;
    expect(after.tags).toEqual(before.tags);
    expect(after.changes[0]).toMatchObject({ kind: "edited", fields: ["note"], actor: ADMIN_EMAIL });
    await page.getByText(/Úprava: Poznámka/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the video screens", () => {
  let created: AdminVideo;

  it("create a video with a cover, a methodology, two highlights and formatted text, shown on its public page", async () => {
    const { context, page, errors } = await adminPage();
    const refusals = await watchPolicy(page);
    const title = uniqueTitle("Testovacie video");
    await page.goto("/sk/profil/videa");
    await page.getByRole("link", { name: "Nové video" }).click();
    await page.waitForURL("**/sk/profil/video/new");
    await fillNewVideo(page, title);

    // the wrong time is caught before anything is sent, under its field, which takes the focus
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    const time = page.getByLabel("Čas momentu 1");
    await expect.poll(() => time.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#video-highlights\\.0\\.timestamp-error").innerText()).toBe("Chyba formátu");
    expect(await time.evaluate((input) => input === document.activeElement)).toBe(true);
    await time.fill("00:10:05");

    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await page.waitForURL(/\/sk\/profil\/video\/\d+$/, { timeout: 30_000 });
    await expectNotification(page, "Video vytvorené");
    const videoId = Number(page.url().split("/").pop());
    created = (await videoAsAdmin(videoId))!;
    expect(created.title).toBe(title);
    expect(created.thumbnail).toBeTruthy();
    expect(created.methodics.map((methodic) => methodic.name)).toEqual(["metodika-test.pdf"]);
    expect(created.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name)).toEqual([
      "vzdelanie",
      "testovací tag",
    ]);
    expect(created.highlights.map((highlight) => [highlight.timestamp, highlight.text])).toEqual([
      ["00:10:05", "Začiatok príbehu"],
      ["01:20", "Zlom"],
    ]);
    expect(created.htmlDesc).toMatch(/<(b|strong)\b[^>]*>.*Silné slová na úvod/);
    expect(created.htmlDesc).toMatch(/<ul\b[^>]*>.*prvý bod.*druhý bod.*<\/ul>/s);
    // the form now edits the stored video: the last change is the admin's
    await page.getByText(/Naposledy zmenil admin@demo\.zivakniznica\.sk dňa \d\d\.\d\d\.\d{4}, \d\d:\d\d/).waitFor();

    // the list, opened inside the site, asks the server again: the new video is in it, last
    await page.getByRole("navigation", { name: "Profil" }).getByRole("link", { name: "Videá", exact: true }).click();
    await expect.poll(() => page.locator(".admin-row__title").last().innerText()).toBe(title);
    await page.getByRole("link", { name: title }).click();
    await page.waitForURL(`**/sk/profil/video/${videoId}`);
    await page.getByRole("link", { name: "Zobraziť na webe" }).click();
    await page.waitForURL(`**/sk/video/${created.slug}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const description = page.locator(".video-page__description");
    expect(await description.locator("b, strong").first().innerText()).toBe("Silné slová na úvod");
    expect(await description.locator("li").allInnerTexts()).toEqual(["prvý bod", "druhý bod"]);
    await page.getByText("Začiatok príbehu").first().waitFor();
    await page.getByText("metodika-test.pdf").first().waitFor();
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("drag the new video to the first place with the keyboard; the public home page follows", async () => {
    const { context, page, errors } = await adminPage();
    const refusals = await watchPolicy(page);
    await page.goto("/sk/profil/videa");
    const handle = page.getByRole("button", { name: `Presunúť: ${created.title}` });
    await handle.waitFor();
    const before = await allVideos();
    const position = before.findIndex((video) => video.id === created.id);
    await dragWithKeyboard(page, handle, -position);
    // shown at once, then confirmed
    await expect.poll(() => page.locator(".admin-row__title").first().innerText()).toBe(created.title);
    await expectNotification(page, "Poradie videí zmenené");
    const after = await allVideos();
    expect(after[0]!.id).toBe(created.id);
    expect(after.map((video) => video.order)).toEqual(after.map((_video, index) => index + 1));
    expect(after.slice(1).map((video) => video.id)).toEqual(
      before.filter((video) => video.id !== created.id).map((video) => video.id),
    );

    await page.goto("/sk/");
    await expect
      .poll(() => page.locator(".video-grid .video-card__title").first().innerText(), { timeout: 15_000 })
      .toBe(created.title);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a reorder the server refuses (another session deleted a video of the list) puts the list back and says so", async () => {
    const doomed = await api<{ editVideo: number }>(
      suite.server,
      adminToken,
      "mutation ($title: String!, $thumbnail: String!, $themes: [Int!]) { editVideo(title: $title, thumbnail: $thumbnail, themes: $themes) }",
      {
        title: uniqueTitle("Video na zmazanie"),
        thumbnail: created.thumbnail,
        themes: [theme.id],
      },
    );
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/videa");
    const before = await allVideos();
    const doomedTitle = before.find((video) => video.id === doomed.editVideo)!.title;
    await page.getByRole("button", { name: `Presunúť: ${doomedTitle}` }).waitFor();
    const shownBefore = await page.locator(".admin-row__title").allInnerTexts();

    // another admin deletes it meanwhile
    await api(suite.server, adminToken, "mutation ($id: Int!) { deleteVideo(id: $id) }", { id: doomed.editVideo });
    await dragWithKeyboard(page, page.getByRole("button", { name: `Presunúť: ${doomedTitle}` }), -1);

    await expectNotification(page, "Poradie sa nepodarilo uložiť, zoznam je opäť v pôvodnom poradí.");
    expect((await page.locator(".notification--error").first().innerText()).startsWith("Chyba")).toBe(true);
    // the old order, and then the list as the server has it: without the deleted video, nothing else moved
    await expect
      .poll(() => page.locator(".admin-row__title").allInnerTexts(), { timeout: 15_000 })
      .toEqual(shownBefore.filter((title) => title !== doomedTitle));
    expect((await allVideos()).map((video) => video.id)).toEqual(
      before.filter((video) => video.id !== doomed.editVideo).map((video) => video.id),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("upload the new files first, showing their progress and locking the form; a refused upload says so in the spec's words", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto("/sk/profil/video/new");
    await page.getByLabel("Názov", { exact: true }).fill(uniqueTitle("Video s pomalým nahrávaním"));
    await page.getByRole("checkbox", { name: theme.name }).check();
    // a "picture" and a "PDF" that are text: the field takes them by their names, the server by their bytes
    await page
      .getByLabel("Obrázok")
      .setInputFiles({ name: "nie-obrazok.png", mimeType: "image/png", buffer: Buffer.from("toto nie je obrázok") });
    await page
      .getByLabel("Pridať metodiky (PDF)")
      .setInputFiles({ name: "nie-pdf.pdf", mimeType: "application/pdf", buffer: Buffer.from("toto nie je PDF") });
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await expectNotification(page, "Nahrávanie obrázku zlyhalo");
    await expectNotification(page, "Nahrávanie metodík zlyhalo");
    expect(new URL(page.url()).pathname).toBe("/sk/profil/video/new");
    expect(await page.getByLabel("Názov", { exact: true }).isEnabled()).toBe(true);

    // a real cover and a larger PDF over a slow upload: the progress shows and the controls wait
    await page.getByRole("button", { name: "Odstrániť súbor nie-obrazok.png" }).click();
    await page.getByRole("button", { name: "Odstrániť súbor nie-pdf.pdf" }).click();
    await page
      .getByLabel("Obrázok")
      .setInputFiles({ name: "obalka.png", mimeType: "image/png", buffer: pngBytes(64, 36, [40, 120, 200]) });
    await page.getByLabel("Pridať metodiky (PDF)").setInputFiles({
      name: "velka-metodika.pdf",
      mimeType: "application/pdf",
      buffer: await pdfBytes("Velka metodika", 400_000),
    });
    const network = await context.newCDPSession(page);
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await page.getByRole("button", { name: "Uložiť", exact: true }).click();
    await page.getByRole("button", { name: "Nahrávam…" }).first().waitFor();
    const progress = page.getByRole("progressbar", { name: "Nahrávanie súboru velka-metodika.pdf" });
    await expect
      .poll(async () => Number((await progress.getAttribute("value")) ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.getByLabel("Názov", { exact: true }).isDisabled()).toBe(true);
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.waitForURL(/\/sk\/profil\/video\/\d+$/, { timeout: 60_000 });
    await expectNotification(page, "Video vytvorené");
    const saved = (await videoAsAdmin(Number(page.url().split("/").pop())))!;
    expect(saved.methodics.map((methodic) => methodic.name)).toEqual(["velka-metodika.pdf"]);
    await api(suite.server, adminToken, "mutation ($id: Int!) { deleteVideo(id: $id) }", { id: saved.id });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("delete a video after the confirmation", async () => {
    const { context, page, errors } = await adminPage();
    await page.goto(`/sk/profil/video/${created.id}`);
    await page.getByRole("button", { name: "Zmazať video" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Zmazať video" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Naozaj chcete zmazať video „${created.title}“?`);
    expect(await dialog.innerText()).toContain("Túto akciu nemožno vrátiť.");
    // Cancel has the focus: Enter would not delete
    expect(
      await dialog.getByRole("button", { name: "Zrušiť" }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await dialog.getByRole("button", { name: "Zmazať", exact: true }).click();
    await page.waitForURL("**/sk/profil/videa");
    await expectNotification(page, "Video zmazané");
    await expect.poll(() => page.locator(".admin-row__title").allInnerTexts()).not.toContain(created.title);
    expect(await videoAsAdmin(created.id)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
