import { describe, expect, it } from "vitest";
import { digitsOnly } from "./form-values.ts";
import { singleFileBinder, textBinder } from "./field-bindings.ts";
import type { FileEntry } from "./file-selection.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

interface Values {
  title: string;
  order: string;
  ebook: FileEntry[];
}

/** A form part over plain values, recording what is set. */
function fakeForm(values: Values, errors: Record<string, string> = {}) {
  const form: AdminFormPart<Values> = {
    values,
    errors,
    set(key, value) {
      const current = form.values[key];
      form.values = { ...form.values, [key]: typeof value === "function" ? value(current) : value };
    },
  };
  return form;
}

const change = (value: string) => ({ target: { value } });

describe("a text field's binding", () => {
  it("gives the form's name, the field's name, value and error", () => {
    const form = fakeForm({ title: "Príbeh", order: "", ebook: [] }, { title: "Povinné" });
    const { onChange, ...shown } = textBinder(form, "video")("title");
    expect(shown).toEqual({ form: "video", name: "title", value: "Príbeh", error: "Povinné" });
    onChange(change("Iný príbeh"));
    expect(form.values.title).toBe("Iný príbeh");
  });

  it("sets what is typed through its clean-up", () => {
    const form = fakeForm({ title: "", order: "", ebook: [] });
    textBinder(form, "audiobook")("order", digitsOnly).onChange(change("1a2"));
    expect(form.values.order).toBe("12");
  });
});

describe("a one-file field's binding", () => {
  const stored: FileEntry = { key: "stored-1", name: "kniha.pdf", stored: { id: null, url: "/kniha.pdf" } };

  it("replaces the file with the one chosen, and empties the field on remove", () => {
    const form = fakeForm({ title: "", order: "", ebook: [stored] });
    const bind = singleFileBinder(form, "audiobook");
    expect(bind("ebook")).toMatchObject({ form: "audiobook", name: "ebook", entries: [stored], error: undefined });
    bind("ebook").onChoose([new File(["%PDF"], "nova.pdf", { type: "application/pdf" })]);
    expect(form.values.ebook.map((entry) => entry.name)).toEqual(["nova.pdf"]);
    bind("ebook").onRemove();
    expect(form.values.ebook).toEqual([]);
  });
});
