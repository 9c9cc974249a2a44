import type { WriteContext } from "../catalogue-items/index.ts";
import { saveWebinar, saveWebinarPack, type WebinarInput } from "../webinars/index.ts";

/**
 * The demo webinars: five recordings sold for a number of days (the first with materials and
 * highlights, the last hidden from the list but reachable by its link), each with a clip, cover and
 * materials of its own (never a free story's: a file is public when any item refers to it publicly),
 * and two packs. The read models are waited for after each webinar: a new
 * webinar's place comes after the last one they show, and a pack lists only webinars they show.
 */
const file = (folder: string, name: string) => `/demo/${folder}/${name}`;

export const demoWebinars: (WebinarInput & { title: string })[] = [
  {
    title: "Ako počúvať živé knihy v triede",
    price: 12.9,
    availableFor: 30,
    htmlDesc: "<p><strong>Metodický webinár pre učiteľov.</strong></p><p>Ako pripraviť žiakov na rozhovor so živou knihou, ako viesť otázky a ako hodinu uzavrieť.</p>",
    length: "1:12:30",
    tags: ["metodika", "rozhovor"],
    materials: [
      { url: file("methodics", "webinar-1-metodika.pdf"), name: "Metodika hodiny", order: 1 },
      { url: file("methodics", "webinar-1-pracovny-list.pdf"), name: "Pracovný list", order: 2 },
    ],
    highlights: [
      { timestamp: "00:02:10", text: "Prečo živé knihy" },
      { timestamp: "00:18:45", text: "Otázky, ktoré otvárajú rozhovor" },
      { timestamp: "00:51:00", text: "Ako hodinu uzavrieť" },
    ],
  },
  {
    title: "Predsudky a stereotypy: ako o nich hovoriť",
    price: 9.9,
    availableFor: 14,
    htmlDesc: "<p>Praktické cvičenia na rozpoznanie stereotypov a bezpečný rozhovor o nich v triede.</p>",
    length: "0:58:10",
    tags: ["predsudky"],
  },
  {
    title: "Príbehy migrácie v dejepise",
    price: 14.5,
    availableFor: 60,
    htmlDesc: "<p>Ako spojiť osobné príbehy ľudí na úteku s učivom dejepisu a občianskej náuky.</p>",
    length: "1:05:00",
    tags: ["migrácia", "dejepis"],
  },
  {
    title: "Inklúzia bez fráz",
    price: 7.9,
    availableFor: 30,
    htmlDesc: "<p>Krátky úvodný webinár: čo znamená inkluzívna trieda v bežný deň.</p>",
    length: "0:45:20",
    tags: ["inklúzia"],
  },
  {
    title: "Rozhovor s rodičmi o citlivých témach",
    price: 11,
    availableFor: 7,
    htmlDesc: "<p>Ako vysvetliť rodičom, prečo do školy pozývame živé knihy.</p>",
    length: "0:52:00",
    visible: false,
  },
];

/** Creates the demo webinars and packs in their order; returns how many webinars. */
export async function loadDemoWebinars(ctx: WriteContext, settled: () => Promise<void>): Promise<{ webinars: number; packs: number }> {
  const ids: number[] = [];
  for (const [i, webinar] of demoWebinars.entries()) {
    ids.push(await saveWebinar(ctx, null, { thumbnail: file("covers", `webinar-${i + 1}.svg`), mediaUrl: file("media", `webinar-${i + 1}.mp4`), ...webinar }));
    await settled();
  }
  const packs = [
    { title: "Živé knihy v škole: základný balík", price: 29, availableFor: 60, webinars: [ids[0]!, ids[1]!, ids[2]!], htmlDesc: "<p>Tri webináre o práci so živými knihami za zvýhodnenú cenu.</p>" },
    { title: "Citlivé témy v triede", price: 19.5, availableFor: 30, webinars: [ids[1]!, ids[4]!], htmlDesc: "<p>Predsudky a rozhovor s rodičmi: dva webináre s jedným prístupom.</p>" },
  ];
  for (const pack of packs) await saveWebinarPack(ctx, null, pack);
  return { webinars: ids.length, packs: packs.length };
}
