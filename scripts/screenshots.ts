/**
 * `npm run screenshots -- --url http://127.0.0.1:3000 --data ./data [--out docs/screenshots/after] [--set public|admin|all]`:
 * Chromium screenshots of the pages a visitor meets first (home, a video, login, registration,
 * payment), of the places the public-side defects were seen, and (`--set admin`) of the admin
 * zone as the demo administrator sees it (the video list, a video's form, themes and filters), at
 * 1280×800 and 375×740, and (`--set audiobooks`) the audiobook list, detail and player, the
 * guest's gate and the admin's audiobook screens at 1280×800 and 360×740, and (`--set webinars`)
 * the webinar and pack lists and details, the Slovak-only notice, the purchase page and the
 * admin's webinar and pack screens at the same sizes, taken from a running
 * server with the demo catalogue (`--data` is its
 * DATA_DIR, for the demo accounts' passwords). A page that cannot be reached is reported and
 * skipped, so an older build can be photographed with the same script.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { readDemoAccounts } from "../src/modules/demo/index.ts";
import { launchChromium } from "../test/browser/browser.ts";
import { paymentStep, type Shot, visit } from "./screenshot-steps.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    data: { type: "string" },
    out: { type: "string", default: "docs/screenshots/after" },
    set: { type: "string", default: "all" },
  },
});
if (!values.url || !values.data)
  throw new Error("usage: npm run screenshots -- --url <server> --data <its DATA_DIR> [--out <folder>]");
const baseURL = values.url;
const out = values.out!;
mkdirSync(out, { recursive: true });

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const response = await fetch(`${baseURL}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

const login = async (email: string) =>
  (
    await graphql<{ login: string }>("mutation ($e: String!, $p: String!) { login(email: $e, password: $p) }", {
      e: email,
      p: accounts.find((a) => a.email === email)?.password,
    })
  ).login;

const { getVideos } = await graphql<{
  getVideos: { videos: { slug: string; availability: number; methodics: { name: string }[] }[] };
}>("{ getVideos(offset: 0) { videos { slug availability methodics { name } } } }");
const free = getVideos.videos.find((v) => v.availability === 2)!;
const members = getVideos.videos.find((v) => v.availability === 0)!;
const methodic = getVideos.videos.flatMap((v) => v.methodics)[0]?.name;
const accounts = await readDemoAccounts(values.data);
const tokens = { trial: await login("skuska@demo.zivakniznica.sk"), admin: await login("admin@demo.zivakniznica.sk") };
const adminVideo = (
  await graphql<{ getAllVideos: { id: number }[] } | null>("{ getAllVideos { id } }", {}, tokens.admin)
)?.getAllVideos[0]?.id;

const shots: Shot[] = [
  { name: "home", go: visit("/sk/", ".video-card, article") },
  { name: "home-first-screen", fullPage: false, go: visit("/sk/", ".video-card, article") },
  { name: "home-en", fullPage: false, go: visit("/en/", ".video-card, article") },
  { name: "video", go: visit(`/sk/video/${free.slug}`, "h1") },
  { name: "video-en", go: visit(`/en/video/${free.slug}`, "h1") },
  { name: "video-members-as-trial", signedIn: "trial", fullPage: false, go: visit(`/sk/video/${members.slug}`, "h1") },
  { name: "login", fullPage: false, go: visit("/sk/login", "dialog, form") },
  { name: "registration", go: visit("/sk/registracia", "h1") },
  { name: "payment", go: paymentStep },
  { name: "thanks-opened-directly", fullPage: false, go: visit("/sk/registracia/dakujeme", "h1") },
  ...(methodic
    ? [
        {
          name: "pdf",
          fullPage: false,
          go: async (page: Page) => (
            await visit(`/sk/pdf/${methodic}`, "canvas")(page),
            await page.waitForTimeout(500)
          ),
        },
      ]
    : []),
];

const adminShots: Shot[] = [
  { name: "admin-videos", signedIn: "admin", go: visit("/sk/profil/videa", ".admin-row") },
  {
    name: "admin-video-form",
    signedIn: "admin",
    tall: true,
    go: visit(`/sk/profil/video/${adminVideo}`, ".admin-form"),
  },
  {
    name: "admin-video-form-first-screen",
    signedIn: "admin",
    fullPage: false,
    go: visit(`/sk/profil/video/${adminVideo}`, ".admin-form"),
  },
  { name: "admin-themes-filters", signedIn: "admin", go: visit("/sk/profil/temy_a_filtre", ".admin-row") },
];
const { getAudiobooks } = (await graphql<{
  getAudiobooks: { audiobooks: { slug: string; availability: number }[] };
} | null>("{ getAudiobooks(offset: 0) { audiobooks { slug availability } } }")) ?? {
  getAudiobooks: { audiobooks: [] },
};
const testingAudiobook = getAudiobooks.audiobooks.find((a) => a.availability === 1) ?? getAudiobooks.audiobooks[0];
const membersAudiobook = getAudiobooks.audiobooks.find((a) => a.availability === 0);
const adminAudiobook = (
  await graphql<{ getAllAudiobooks: { id: number }[] } | null>("{ getAllAudiobooks { id } }", {}, tokens.admin)
)?.getAllAudiobooks[0]?.id;

const audiobookShots: Shot[] = [
  { name: "audiobooks", go: visit("/sk/audioknihy", ".audiobook-card") },
  { name: "audiobooks-first-screen", fullPage: false, go: visit("/sk/audioknihy", ".audiobook-card") },
  ...(testingAudiobook
    ? [
        {
          name: "audiobook-player-trial",
          signedIn: "trial" as const,
          go: visit(`/sk/audiokniha/${testingAudiobook.slug}`, ".audio-player"),
        },
      ]
    : []),
  ...(testingAudiobook
    ? [
        {
          name: "audiobook-player-en",
          signedIn: "trial" as const,
          fullPage: false,
          go: visit(`/en/audiokniha/${testingAudiobook.slug}`, ".audio-player"),
        },
      ]
    : []),
  ...(membersAudiobook
    ? [{ name: "audiobook-guest-gate", go: visit(`/sk/audiokniha/${membersAudiobook.slug}`, ".access-gate") }]
    : []),
  { name: "admin-audiobooks", signedIn: "admin", go: visit("/sk/profil/audioknihy", ".admin-row") },
  ...(adminAudiobook
    ? [
        {
          name: "admin-audiobook-form",
          signedIn: "admin" as const,
          tall: true,
          go: visit(`/sk/profil/audiokniha/${adminAudiobook}`, ".admin-form"),
        },
      ]
    : []),
];
const catalogue = await graphql<{
  getWebinars: { webinars: { slug: string }[] };
  getWebinarPacks: { slug: string }[];
} | null>("{ getWebinars(offset: 0) { webinars { slug } } getWebinarPacks { slug } }");
const webinar = catalogue?.getWebinars.webinars[0];
const pack = catalogue?.getWebinarPacks[0];
const admin = await graphql<{ getAllWebinars: { id: number }[]; getAllWebinarPacks: { id: number }[] } | null>(
  "{ getAllWebinars { id } getAllWebinarPacks { id } }",
  {},
  tokens.admin,
);

const webinarShots: Shot[] = [
  { name: "webinars", go: visit("/sk/webinare", ".webinar-card, .catalogue__empty") },
  { name: "webinar-packs", go: visit("/sk/webinare/baliky", ".webinar-card, .catalogue__empty") },
  { name: "webinars-slovak-only-en", fullPage: false, go: visit("/en/webinare", "dialog") },
  ...(webinar
    ? [{ name: "webinar-guest", go: visit(`/sk/webinar/${webinar.slug}`, ".webinar-prompt, .video-player") }]
    : []),
  ...(webinar
    ? [
        {
          name: "webinar-purchase",
          signedIn: "trial" as const,
          go: visit(`/sk/webinar/${webinar.slug}/zakupenie`, ".checkout"),
        },
      ]
    : []),
  ...(webinar
    ? [{ name: "webinar-register-and-buy", go: visit(`/sk/webinar/${webinar.slug}/registracia`, "form") }]
    : []),
  ...(pack
    ? [{ name: "webinar-pack", go: visit(`/sk/balik-webinarov/${pack.slug}`, ".pack-webinars, .webinar-prompt") }]
    : []),
  { name: "admin-webinars", signedIn: "admin", go: visit("/sk/profil/webinare-spravca", ".admin-row") },
  ...(admin?.getAllWebinars[0]
    ? [
        {
          name: "admin-webinar-form",
          signedIn: "admin" as const,
          tall: true,
          go: visit(`/sk/profil/webinare-spravca/${admin.getAllWebinars[0].id}`, ".admin-form"),
        },
      ]
    : []),
  ...(admin?.getAllWebinarPacks[0]
    ? [
        {
          name: "admin-webinar-pack-form",
          signedIn: "admin" as const,
          tall: true,
          go: visit(`/sk/profil/webinare-baliky-spravca/${admin.getAllWebinarPacks[0].id}`, ".admin-form"),
        },
      ]
    : []),
];
const sets: Record<string, Shot[]> = {
  admin: adminShots,
  public: shots,
  audiobooks: audiobookShots,
  webinars: webinarShots,
  all: [...shots, ...adminShots],
};
const chosen = sets[values.set!] ?? sets.all!;
const viewports =
  values.set === "audiobooks" || values.set === "webinars"
    ? [
        { label: "desktop", width: 1280, height: 800 },
        { label: "phone", width: 360, height: 740 },
      ]
    : [
        { label: "desktop", width: 1280, height: 800 },
        { label: "phone", width: 375, height: 740 },
      ];

const browser = await launchChromium();
for (const viewport of viewports) {
  for (const shot of chosen) {
    const context = await browser.newContext({ baseURL, viewport });
    if (shot.signedIn) {
      const { hostname } = new URL(baseURL);
      await context.addCookies([
        {
          name: "session",
          value: tokens[shot.signedIn],
          domain: hostname,
          path: "/",
          httpOnly: true,
          sameSite: "Strict",
        },
      ]);
      await context.addInitScript(() => localStorage.setItem("livingLibrary.signedIn", "signed-in"));
    }
    const page = await context.newPage();
    const file = path.join(out, `${shot.name}-${viewport.label}.png`);
    try {
      await shot.go(page);
      if (shot.tall)
        await page.setViewportSize({
          width: viewport.width,
          height: await page.evaluate(() => document.documentElement.scrollHeight),
        });
      await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
      console.log(`${file}`);
    } catch (error) {
      console.log(`${file}: skipped (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
    }
    await context.close();
  }
}
await browser.close();
