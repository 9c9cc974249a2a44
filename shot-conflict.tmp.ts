import { readDemoAccounts } from "./src/modules/demo/index.ts";
import { launchChromium, openPage } from "./test/browser/browser.ts";

const [baseURL, dataDir, out] = process.argv.slice(2) as [string, string, string];
const accounts = await readDemoAccounts(dataDir);
const admin = accounts.find((a) => a.email === "admin@demo.zivakniznica.sk")!;
const gql = async (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  (
    await (
      await fetch(`${baseURL}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      })
    ).json()
  ).data;
const token = (await gql("mutation ($e: String!, $p: String!) { login(email: $e, password: $p) }", { e: admin.email, p: admin.password })).login;
const id = (await gql("{ getAllVideos { id } }", {}, token)).getAllVideos[5].id;
const browser = await launchChromium();
for (const width of [1280, 375]) {
  const { context, page } = await openPage(browser, baseURL, width, { sessionToken: token });
  await page.goto(`${baseURL}/sk/profil/video/${id}`);
  await page.getByLabel("Poznámka").waitFor();
  await gql(`mutation { editVideo(videoId: ${id}, subtitle: "Zmena z inej karty ${width}") }`, {}, token);
  await page.getByLabel("Poznámka").fill("Moja poznámka");
  await page.getByRole("button", { name: "Uložiť", exact: true }).click();
  await page.getByRole("alertdialog").waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/edit-conflict-${width}.png` });
  await context.close();
}
await browser.close();
