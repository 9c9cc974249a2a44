import { describe, expect, it } from "vitest";
import { messageCatalogue } from "../../src/app/errors.ts";
import { appModules } from "../../src/app/modules.ts";
import { filterList } from "../../src/modules/filters/index.ts";
import { languageList } from "../../src/modules/languages/index.ts";
import { referenceList } from "../../src/modules/references/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { DomainError, type ErrorCode, type FieldIssue, ValidationError } from "../../src/shared/errors.ts";
import { LANGUAGES } from "../../src/shared/lang.ts";
import { commonMessages, localise } from "../../src/shared/messages.ts";

/** Every catalogue the API answers from: the shared one and each module's. */
const catalogues = [
  { name: "common", messages: commonMessages },
  ...appModules.map((m) => ({ name: m.name, messages: m.messages ?? {} })),
];

describe("error codes", () => {
  it("every code of every catalogue has a text in sk, cz, en and es", () => {
    const untold: string[] = [];
    for (const { name, messages } of catalogues)
      for (const [code, texts] of Object.entries(messages))
        for (const lang of LANGUAGES) if (!texts[lang]?.trim()) untold.push(`${name}: ${code} in ${lang}`);
    expect(Object.keys(messageCatalogue).length).toBeGreaterThan(75);
    expect(untold).toEqual([]);
  });

  it("the codes a list builds from its entity's name (out of the compiler's sight) all have texts", () => {
    const lists = [filterList, languageList, referenceList, themeList];
    // the lists other modules' items use refuse a deletion while used
    const used = [filterList, languageList, themeList];
    const codes = [
      ...lists.flatMap(({ names }) => [names.notFound, names.alreadyExists]),
      ...used.map(({ names }) => names.inUse),
    ];
    expect(codes.filter((code) => !Object.hasOwn(messageCatalogue, code))).toEqual([]);
  });

  it("an unknown code does not compile at a throw site, in a field issue or when localising", () => {
    const known: ErrorCode = "VIDEO_NOT_FOUND";
    // @ts-expect-error a typo is not a code
    const typo: ErrorCode = "VIDEO_NOT_FOUDN";
    // @ts-expect-error a code with no text anywhere is refused by the error itself
    const thrown = () => new DomainError("NO_SUCH_CODE");
    // @ts-expect-error nor may a field carry it
    const issue: FieldIssue = { field: "title", code: "TITEL_REQUIRED" };
    // @ts-expect-error nor can it be localised
    const text = () => localise(messageCatalogue, "UNKNWON_ERROR", "en");
    expect(new DomainError(known).code).toBe("VIDEO_NOT_FOUND");
    expect(new ValidationError([{ field: "email", code: "EMAIL_INVALID" }]).issues[0]!.code).toBe("EMAIL_INVALID");
    // at run time the codes are only strings: the types above are what stops them
    expect([typo, thrown().code, issue.code, text()]).toEqual([
      "VIDEO_NOT_FOUDN",
      "NO_SUCH_CODE",
      "TITEL_REQUIRED",
      messageCatalogue.UNKNOWN_ERROR!.en,
    ]);
  });
});
