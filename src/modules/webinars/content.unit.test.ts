import { describe, expect, it } from "vitest";
import { ValidationError } from "../../shared/errors.ts";
import { validatePackContent, validateWebinarContent } from "./decide.ts";
import type { WebinarContent, WebinarPackContent } from "./events.ts";

const webinar: WebinarContent = {
  title: "Ako počúvať živé knihy",
  thumbnail: "/demo/covers/story-01.svg",
  htmlDesc: "<p>Metodický webinár.</p>",
  priceCents: 1290,
  availableFor: 30,
  dacastId: null,
  mediaUrl: "/demo/media/story-1.mp4",
  length: "1:12:30",
  visible: true,
  tags: [],
  materials: [],
  highlights: [{ id: 1, timestamp: "00:02:10", text: "Prečo živé knihy" }],
};
const pack: WebinarPackContent = {
  title: "Základný balík",
  htmlDesc: "",
  priceCents: 2900,
  availableFor: 60,
  visible: true,
  webinarIds: [1],
};

/** The field codes a refused content names. */
function refusal(check: () => unknown): Record<string, string> {
  try {
    check();
  } catch (error) {
    if (error instanceof ValidationError)
      return Object.fromEntries(error.issues.map((issue) => [issue.field, issue.code]));
    throw error;
  }
  throw new Error("the content was accepted");
}

describe("a webinar's content", () => {
  it("given a video file that is not a path of the library or an http(s) URL, refuses it as a video's is", () => {
    expect(refusal(() => validateWebinarContent({ ...webinar, mediaUrl: "javascript:alert(1)" }))).toEqual({
      mediaUrl: "MEDIA_URL_INVALID",
    });
    expect(validateWebinarContent({ ...webinar, mediaUrl: "https://cdn.example.org/w.mp4" }).mediaUrl).toBe(
      "https://cdn.example.org/w.mp4",
    );
    expect(validateWebinarContent({ ...webinar, mediaUrl: "" }).mediaUrl).toBeNull();
  });

  it("given a highlight's time past 59 minutes or seconds, or a bare number, refuses it", () => {
    for (const timestamp of ["99:99:99", "00:60", "5", "1:2:3"]) {
      expect(
        refusal(() => validateWebinarContent({ ...webinar, highlights: [{ id: 1, timestamp, text: "x" }] })),
      ).toEqual({ "highlights.0.timestamp": "TIME_FORMAT_INVALID" });
    }
    expect(
      validateWebinarContent({ ...webinar, highlights: [{ id: 1, timestamp: "1:05:00", text: "x" }] }).highlights,
    ).toHaveLength(1);
  });

  it("given a length that is not a clock, refuses it; a clock or nothing is taken", () => {
    for (const length of ["dlhé", "45 min", "1:5", "1:65:00", "100:00"])
      expect(refusal(() => validateWebinarContent({ ...webinar, length }))).toEqual({ length: "MEDIA_LENGTH_INVALID" });
    for (const length of ["45:00", "0:30", "1:05:30", " 1:05:30 "])
      expect(validateWebinarContent({ ...webinar, length }).length).toBe(length.trim());
    expect(validateWebinarContent({ ...webinar, length: "" }).length).toBeNull();
  });

  it("given texts longer than their limits, refuses each with TOO_LONG", () => {
    const long = (n: number) => "a".repeat(n);
    expect(
      refusal(() =>
        validateWebinarContent({
          ...webinar,
          title: long(201),
          length: long(201),
          tags: [{ id: 1, name: long(201) }],
          materials: [{ id: 1, url: "/demo/methodics/metodika-01.pdf", name: long(201), order: 1 }],
        }),
      ),
    ).toEqual({ title: "TOO_LONG", length: "TOO_LONG", "tags.0.name": "TOO_LONG", "materials.0.name": "TOO_LONG" });
    expect(validateWebinarContent({ ...webinar, title: long(200) }).title).toBe(long(200));
  });
});

describe("a pack's content", () => {
  it("given a title longer than 200 characters, refuses it", () => {
    expect(refusal(() => validatePackContent({ ...pack, title: "a".repeat(201) }))).toEqual({ title: "TOO_LONG" });
    expect(validatePackContent(pack).title).toBe("Základný balík");
  });
});
