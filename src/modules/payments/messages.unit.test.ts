import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../shared/lang.ts";
import { commonMessages } from "../../shared/messages.ts";
import { accountsMessages } from "../accounts/index.ts";
import { paymentMessages } from "./messages.ts";

/** Every error code the module's sources can answer with: DomainError("X", …) and field issues' code: "X". */
function codesUsed(): Set<string> {
  const codes = new Set<string>();
  const folder = new URL("./", import.meta.url);
  // the module's folder and its use cases' folders
  for (const file of readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  )) {
    const source = readFileSync(new URL(file, folder), "utf8");
    for (const match of source.matchAll(
      /DomainError\("([A-Z_]+)"|code: "([A-Z_]+)"|message: "([A-Z_]+)"|\| "([A-Z_]+)"|error: "([A-Z_]+)"|type \w+ = "([A-Z_]+)"/g,
    )) {
      codes.add(match.slice(1).find(Boolean)!);
    }
  }
  return codes;
}

describe("payment messages", () => {
  it("every error code the module uses has a message (its own, or the accounts' for profiles it pays for)", () => {
    const used = codesUsed();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter(
      (code) => !paymentMessages[code] && !commonMessages[code] && !accountsMessages[code],
    );
    expect(missing).toEqual([]);
  });

  it("every message exists in sk, cz, en and es", () => {
    for (const [code, texts] of Object.entries(paymentMessages)) {
      for (const lang of LANGUAGES) expect(texts[lang]?.trim(), `${code} in ${lang}`).toBeTruthy();
    }
  });

  it("no message is unused", () => {
    const used = codesUsed();
    expect(Object.keys(paymentMessages).filter((code) => !used.has(code))).toEqual([]);
  });
});
