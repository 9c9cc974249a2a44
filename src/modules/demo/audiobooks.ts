import { type AudiobookInput, createAudiobook } from "../audiobooks/index.ts";
import type { WriteContext } from "../catalogue-items/index.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import content from "./audiobooks.json" with { type: "json" };

/**
 * The demo audiobooks (audiobooks.json): three in Slovak and three in English, one of each
 * availability per language, each with two or three short chapters read by a speech synthesiser
 * and an e-book, in demo/audiobooks/ (scripts/demo-audiobooks/generate.ts made them).
 */
type DemoAudiobook = (typeof content.audiobooks)[number];

export const demoAudiobooks: DemoAudiobook[] = content.audiobooks;

function demoAudiobook(audiobook: DemoAudiobook, languageIdOf: (abbreviation: string) => number): AudiobookInput {
  const file = (name: string) => `/demo/audiobooks/${name}`;
  return {
    title: audiobook.title,
    subtitle: audiobook.subtitle,
    htmlDesc: `<p><strong>${audiobook.subtitle}.</strong></p><p>${audiobook.about}</p>`,
    // its own paths, as every demo item's (scripts/demo-assets/generate.ts): the cover links to a story's picture
    thumbnail: `/demo/covers/audiobook-${audiobook.slug}.svg`,
    availability: audiobook.availability,
    visible: true,
    languageId: languageIdOf(audiobook.language),
    tags: audiobook.tags,
    audioFiles: audiobook.chapters.map((chapter, i) => ({ url: file(`${audiobook.slug}-${i + 1}.mp3`), name: chapter.name, order: i + 1 })),
    materials: [{ url: file(`${audiobook.slug}.pdf`), name: `${audiobook.slug}.pdf` }],
    methodics: [{ url: `/demo/methodics/${audiobook.methodic}`, name: audiobook.methodic, order: 1 }],
  };
}

/** Creates the demo audiobooks in their order; `languages` are the demo languages' ids by abbreviation. */
export async function loadDemoAudiobooks(ctx: WriteContext, languages: ReadonlyMap<string, number>): Promise<number> {
  const { actor, correlationId } = ctx.commandContext;
  const ids = await allocateIds(ctx.services.store, "audiobook", demoAudiobooks.length, actor, correlationId);
  const languageIdOf = (abbreviation: string) => {
    const id = languages.get(abbreviation);
    if (id === undefined) throw new Error(`The demo catalogue has no language ${abbreviation}`);
    return id;
  };
  for (const [i, audiobook] of demoAudiobooks.entries()) {
    await createAudiobook(ctx, demoAudiobook(audiobook, languageIdOf), { audiobookId: ids[i]!, position: i + 1 });
  }
  return demoAudiobooks.length;
}
