import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { splitTags, translator } from "./translate.ts";

const catalogue = {
  app: { name: "Živá knižnica", greeting: "Dobrý deň, {{name}}!" },
  pagination: { status: "Strana {{page}}/{{count}}" },
  faq: { items: [{ question: "Čo?", answer: "To." }] },
};

describe("translator", () => {
  const engine = i18next.createInstance();
  void engine.init({ lng: "sk", fallbackLng: false, resources: { sk: { translation: catalogue } }, interpolation: { escapeValue: false }, nsSeparator: false, initAsync: false });
  const t = translator<typeof catalogue>(engine, "sk");

  it("finds a text by its dot path and fills its placeholders", () => {
    expect(t("app.name")).toBe("Živá knižnica");
    expect(t("app.greeting", { name: "Eva" })).toBe("Dobrý deň, Eva!");
    expect(t("pagination.status", { page: 2, count: 5 })).toBe("Strana 2/5");
  });

  it("gives lists whole with returnObjects", () => {
    expect(t("faq.items", { returnObjects: true })).toEqual([{ question: "Čo?", answer: "To." }]);
  });

  it("answers a key it does not have with the key, also in a language whose texts have not loaded", () => {
    expect(translator<typeof catalogue>(engine, "en")("app.name")).toBe("app.name");
    expect(t("app.nothing" as "app.name")).toBe("app.nothing");
  });
});

describe("splitTags", () => {
  it("splits out the marked parts of a text", () => {
    expect(splitTags("Súhlasím s <terms>podmienkami používania</terms>.")).toEqual(["Súhlasím s ", { tag: "terms", text: "podmienkami používania" }, "."]);
    expect(splitTags("bez značiek")).toEqual(["bez značiek"]);
  });
});
