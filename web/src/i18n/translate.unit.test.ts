import { describe, expect, it } from "vitest";
import { splitTags, TextStore, translator } from "./translate.ts";

const catalogue = {
  app: { name: "Živá knižnica", greeting: "Dobrý deň, {{name}}!" },
  pagination: { status: "Strana {{page}}/{{count}}" },
  faq: { items: [{ question: "Čo?", answer: "To." }] },
};

describe("translator", () => {
  const store = new TextStore();
  store.add("sk", catalogue);
  const t = translator<typeof catalogue>(store, "sk");

  it("finds a text by its dot path and fills its placeholders", () => {
    expect(t("app.name")).toBe("Živá knižnica");
    expect(t("app.greeting", { name: "Eva" })).toBe("Dobrý deň, Eva!");
    expect(t("pagination.status", { page: 2, count: 5 })).toBe("Strana 2/5");
  });

  it("gives lists whole with returnObjects", () => {
    expect(t("faq.items", { returnObjects: true })).toEqual([{ question: "Čo?", answer: "To." }]);
  });

  it("answers a key it does not have with the key, also in a language whose texts have not loaded", () => {
    expect(translator<typeof catalogue>(store, "en")("app.name")).toBe("app.name");
    expect(t("app.nothing" as "app.name")).toBe("app.nothing");
    expect(t("app" as "app.name")).toBe("app"); // a group is no text
  });

  it("leaves a placeholder it was given no value for, and fills one given twice", () => {
    expect(t("app.greeting")).toBe("Dobrý deň, {{name}}!");
    const store2 = new TextStore();
    store2.add("sk", { line: "{{a}} a {{a}}, {{b}}" });
    expect(translator<{ line: string }>(store2, "sk")("line", { a: 1, b: "dva" })).toBe("1 a 1, dva");
  });

  it("adds a later part's groups beside the earlier ones, and its texts into a group they share", () => {
    const parts = new TextStore();
    parts.add("sk", { app: { name: "Živá knižnica" }, home: { title: "Úvod" } });
    parts.add("sk", { video: { title: "Video" }, app: { close: "Zavrieť" } });
    const lookup = translator<{
      app: { name: string; close: string };
      home: { title: string };
      video: { title: string };
    }>(parts, "sk");
    expect([lookup("app.name"), lookup("app.close"), lookup("home.title"), lookup("video.title")]).toEqual([
      "Živá knižnica",
      "Zavrieť",
      "Úvod",
      "Video",
    ]);
  });
});

describe("splitTags", () => {
  it("splits out the marked parts of a text", () => {
    expect(splitTags("Súhlasím s <terms>podmienkami používania</terms>.")).toEqual([
      "Súhlasím s ",
      { tag: "terms", text: "podmienkami používania" },
      ".",
    ]);
    expect(splitTags("bez značiek")).toEqual(["bez značiek"]);
  });
});
