import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { videoDecider } from "./decide.ts";
import type { VideoContent, VideoCreated, VideoEdited } from "./events.ts";
import { localised } from "./translations.ts";
import { draftOf } from "./form.ts";

const spec = deciderSpec(videoDecider);

/** A video as events written before translations and captions carry it: neither field. */
const content: VideoContent = {
  title: "Živá kniha: Cesta z Aleppa",
  subtitle: "Príbeh Samira",
  thumbnail: "/uploads/samir.jpg",
  htmlDesc: "<p>Samir prišiel na Slovensko.</p>",
  availability: 0,
  dacastId: null,
  mediaUrl: "/media/samir.mp4",
  length: "24:10",
  visible: true,
  note: null,
  tags: [],
  themeIds: [1],
  filterIds: [],
  methodics: [],
  highlights: [{ id: 20, timestamp: "02:15", text: "Odchod z domova" }],
  relatedVideoIds: [],
};
const ids = { videoId: 7, slug: "ziva-kniha-cesta-z-aleppa" };
const created: VideoCreated = { type: "VideoCreated", data: { ...ids, ...content, order: 3 } };
const edit = (changes: Partial<VideoContent>) => ({ type: "EditVideo", data: { videoId: 7, changes } }) as const;
const edited = (data: Partial<VideoContent>): VideoEdited => ({
  type: "VideoEdited",
  data: { ...ids, ...content, ...data },
});

const english = {
  title: "Living book: The road from Aleppo",
  subtitle: "Samir's story",
  htmlDesc: "<p>Samir came to Slovakia.</p>",
};

describe("video translations", () => {
  it("given a video from before translations, when the admin adds English texts, then the edit carries them", () =>
    spec
      .given([created])
      .when(edit({ translations: { en: english } }))
      .then([edited({ translations: { en: english } })]));

  it("given a translated video, when the same texts are saved again, then nothing happens", () =>
    spec
      .given([created, edited({ translations: { en: english } })])
      .when(edit({ translations: { en: { ...english, title: ` ${english.title} ` } } }))
      .then([]));

  it("given a video from before translations, when an empty set is saved, then nothing happens (empty languages are not kept)", () =>
    spec
      .given([created])
      .when(edit({ translations: { cz: { title: " ", subtitle: "", htmlDesc: "" } }, subtitles: [] }))
      .then([]));

  it("keeps a partly translated language, trims its texts and sanitises its description", () =>
    spec
      .given([created])
      .when(
        edit({
          translations: {
            es: {
              title: "  Libro viviente  ",
              subtitle: "",
              htmlDesc: `<p onclick="x()">Hola<script>y()</script></p>`,
            },
          },
        }),
      )
      .then([edited({ translations: { es: { title: "Libro viviente", subtitle: "", htmlDesc: "<p>Hola</p>" } } })]));

  it("clears the translations when none is left", () =>
    spec
      .given([created, edited({ translations: { en: english } })])
      .when(edit({ translations: {} }))
      .then([edited({})]));

  it("keeps a highlight's non-empty translations only", () =>
    spec
      .given([created])
      .when(
        edit({
          highlights: [
            { id: 20, timestamp: "02:15", text: "Odchod z domova", translations: { en: " Leaving home ", cz: "" } },
          ],
        }),
      )
      .then([
        edited({
          highlights: [{ id: 20, timestamp: "02:15", text: "Odchod z domova", translations: { en: "Leaving home" } }],
        }),
      ]));
});

describe("video subtitles", () => {
  const tracks = [
    { lang: "sk", url: "/demo/subtitles/story-1.sk.vtt" },
    { lang: "en", url: "/uploads/samir.en.vtt" },
  ] as const;

  it("given a video, when caption tracks are added, then the edit carries them", () =>
    spec
      .given([created])
      .when(edit({ subtitles: [...tracks] }))
      .then([edited({ subtitles: [...tracks] })]));

  it("refuses a language outside sk, cz, en, es, a file that is not a .vtt of ours, and a second track of one language", () => {
    spec
      .given([created])
      .when(
        edit({
          subtitles: [
            { lang: "de" as never, url: "/uploads/x.vtt" },
            { lang: "cz", url: "https://example.org/x.vtt" },
            { lang: "es", url: "/uploads/x.srt" },
            { lang: "en", url: "/uploads/../x.vtt" },
          ],
        }),
      )
      .thenFailsValidation({
        "subtitles.0.lang": "SUBTITLE_LANG_INVALID",
        "subtitles.1.url": "SUBTITLE_URL_INVALID",
        "subtitles.2.url": "SUBTITLE_URL_INVALID",
        "subtitles.3.url": "SUBTITLE_URL_INVALID",
      });
    spec
      .given([created])
      .when(edit({ subtitles: [...tracks, { lang: "en", url: "/uploads/other.en.vtt" }] }))
      .thenFailsValidation({ "subtitles.2.lang": "SUBTITLE_LANG_DUPLICATE" });
  });

  it("removes every track with an empty set", () =>
    spec
      .given([created, edited({ subtitles: [...tracks] })])
      .when(edit({ subtitles: [] }))
      .then([edited({})]));
});

describe("the admin's form", () => {
  it("gives every translated text as a string and drops languages left out", () =>
    expect(
      draftOf(
        {
          translations: { en: { title: "Living book" }, cz: null },
          subtitles: [{ lang: "en", url: "/uploads/a.vtt" }],
          highlights: [{ timestamp: "00:10", text: "Začiatok", translations: { en: "Start", es: null } }],
        },
        null,
      ),
    ).toEqual({
      translations: { en: { title: "Living book", subtitle: "", htmlDesc: "" } },
      subtitles: [{ lang: "en", url: "/uploads/a.vtt" }],
      highlights: [{ timestamp: "00:10", text: "Začiatok", translations: { en: "Start" } }],
    }));

  it("clears translations and subtitles with null", () =>
    expect(draftOf({ translations: null, subtitles: null }, null)).toEqual({ translations: {}, subtitles: [] }));
});

describe("a text in the request's language", () => {
  const titles = { en: "Living book", cz: "" };
  it("is the translation when there is one", () =>
    expect(localised("Živá kniha", titles, "en")).toEqual({ text: "Living book", lang: "en" }));
  it("falls back to Slovak, saying so, when it is empty or missing", () => {
    expect(localised("Živá kniha", titles, "cz")).toEqual({ text: "Živá kniha", lang: "sk" });
    expect(localised("Živá kniha", titles, "es")).toEqual({ text: "Živá kniha", lang: "sk" });
    expect(localised("Živá kniha", undefined, "en")).toEqual({ text: "Živá kniha", lang: "sk" });
  });
  it("is Slovak in Slovak", () =>
    expect(localised("Živá kniha", titles, "sk")).toEqual({ text: "Živá kniha", lang: "sk" }));
});
