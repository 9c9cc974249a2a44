import { readFileSync } from "node:fs";
import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { below, fillPattern, paths, ROUTES, type RouteName } from "./route-table.ts";

const names = Object.keys(ROUTES) as RouteName[];
const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map(([, name]) => name!);

/** A value for each parameter that needs encoding: a space, a slash, a diacritic, a percent sign. */
const sampleValue = (name: string, index: number) => `${name} ${index}/č%?#`;

describe("the route builder", () => {
  it.each(names)("builds a path its route matches, with the same parameters: %s", (name) => {
    const pattern = ROUTES[name];
    const params = paramsOf(pattern);
    const values = params.map(sampleValue);
    const build = paths[name] as (lang: "cz", ...params: string[]) => string;
    const path = build("cz", ...values);

    const match = matchPath(`/:lang/${pattern}`, path);
    expect(match, path).not.toBeNull();
    // react-router decodes each parameter for useParams
    const decoded = Object.fromEntries(
      Object.entries(match!.params).map(([key, value]) => [key, decodeURIComponent(value!)]),
    );
    expect(decoded).toEqual({ lang: "cz", ...Object.fromEntries(params.map((param, i) => [param, values[i]])) });
  });

  it("keeps the specification's words", () => {
    expect(paths.home("sk")).toBe("/sk/");
    expect(paths.video("sk", "a-b")).toBe("/sk/video/a-b");
    expect(paths.webinarPurchase("en", "x")).toBe("/en/webinar/x/zakupenie");
    expect(paths.packRegisterPayment("es", "x")).toBe("/es/balik-webinarov/x/registracia/platba");
    expect(paths.paidRegistration("sk", "pre-skoly")).toBe("/sk/registracia/pre-skoly");
    expect(paths.profile("sk")).toBe("/sk/profil");
    expect(paths.adminWebinar("cz", 12)).toBe("/cz/profil/webinare-spravca/12");
    expect(paths.adminVideo("sk", "new")).toBe("/sk/profil/video/new");
    expect(paths.pdf("sk", "a b.pdf")).toBe("/sk/pdf/a%20b.pdf");
  });

  it("refuses a missing parameter", () => {
    expect(() => fillPattern(ROUTES.video, "sk", [])).toThrow(/:slug/);
  });
});

describe("below", () => {
  it("gives a nested route's part below its parent", () => {
    const inProfile = below(ROUTES.profile);
    expect(inProfile(ROUTES.profile)).toBe("");
    expect(inProfile(ROUTES.adminWebinar)).toBe("webinare-spravca/:webinarId");
    expect(below(ROUTES.pack)(ROUTES.packPurchaseThanks)).toBe("zakupenie/dakujeme");
    expect(() => below("profil")("profily/x" as "profil")).toThrow();
  });
});

describe("the route table and the <Route> elements", () => {
  const ROUTE_FILES = [
    "../App.tsx",
    "./LanguageLayout.tsx",
    "./public/PublicRoutes.tsx",
    "./profile/ProfileRoutes.tsx",
    "./profile/admin/AdminRoutes.tsx",
  ];
  const sources = ROUTE_FILES.map((file) => readFileSync(new URL(file, import.meta.url), "utf8")).join("\n");

  it.each(names)("a <Route> uses the pattern of %s", (name) => {
    expect(sources).toMatch(new RegExp(`\\bROUTES\\.${name}\\b`));
  });

  it("has no route path written out beside the table", () => {
    const literals = [...sources.matchAll(/\bpath="([^"]*)"/g)].map(([, path]) => path);
    expect(literals.filter((path) => !["/", "/:lang/*", "*"].includes(path!))).toEqual([]);
  });
});
