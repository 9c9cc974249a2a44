/**
 * The stylised head-and-shoulders portrait of a cover: flat shapes around a head centred on (0, 0),
 * about 110 units tall, with shoulders reaching 200 units below it (the cover crops them).
 */
import type { Person } from "./people.ts";
import { mix, type Palette } from "./themes.ts";

export type FigureColours = { palette: Palette; clothes: string; accent: string };

const HEAD = { rx: 44, ry: 54 };

/** A veil a shade darker than the clothes, so it stands out from the lighter halo behind it. */
const veilOf = (c: FigureColours): string => mix(c.clothes, "#000000", 0.12);

/** Hair drawn behind the head (long hair, a bob, a veil, a bun or a ponytail). */
function hairBehind(person: Person, hair: string, c: FigureColours): string {
  switch (person.hair) {
    case "long":
      return `<path d="M-54 0C-62-72 62-72 54 0L62 96C30 108-30 108-62 96Z" fill="${hair}"/>`;
    case "bob":
      return `<path d="M-56-6C-60-74 60-74 56-6L58 40C36 50-36 50-58 40Z" fill="${hair}"/>`;
    case "bun":
      return `<circle cx="0" cy="-62" r="22" fill="${hair}"/>`;
    case "ponytail":
      return `<path d="M30-40C70-44 84-6 70 40C66 14 56-10 36-14Z" fill="${hair}"/>`;
    case "veil":
      return `<path d="M-62 6C-66-82 66-82 62 6L70 92L-70 92Z" fill="${veilOf(c)}"/>`;
    default:
      return "";
  }
}

/** Hair drawn over the top of the head. */
function hairOver(person: Person, hair: string, c: FigureColours): string {
  switch (person.hair) {
    case "short":
      return `<path d="M-46-4C-52-52-22-66 4-64C34-62 52-42 46-4C42-26 26-38 8-36C-14-44-36-30-46-4Z" fill="${hair}"/>`;
    case "curly": {
      // curls along the upper half of an ellipse around the head, from ear to ear
      const curls = Array.from({ length: 11 }, (_, k) => {
        const angle = Math.PI + (k * Math.PI) / 10;
        return `<circle cx="${Math.round(Math.cos(angle) * 48)}" cy="${Math.round(Math.sin(angle) * 56) - 6}" r="${15 + (k % 3) * 2}"/>`;
      });
      return `<g fill="${hair}">${curls.join("")}</g>`;
    }
    case "shaved":
      return `<path d="M-44-10C-46-50-20-56 0-56S46-50 44-10C36-36 20-42 0-42S-36-36-44-10Z" fill="${hair}" opacity=".35"/>`;
    case "veil":
      return `<path d="M-50-2C-54-62 54-62 50-2C44-36 22-46 0-46S-44-36-50-2Z" fill="${mix(veilOf(c), "#000000", 0.12)}"/>`;
    default:
      // long hair, a bob, a bun, a ponytail: a parted fringe
      return `<path d="M-48 2C-56-58 56-58 48 2C40-24 22-40 2-42C-6-28-30-18-48 2Z" fill="${hair}"/>`;
  }
}

/** Light to deep skin tones. */
const skins = ["#f3d3be", "#e0ae8c", "#b57a55", "#7b4c33"];

/** Eyes, a smile, a beard, glasses. */
function details(person: Person, c: FigureColours, hair: string, skin: string): string {
  const ink = mix(skin, "#1a1a1a", 0.75);
  const beard = person.beard
    ? `<path d="M-44 0C-44 54-18 64 0 64S44 54 44 0C38 18 28 24 14 21Q0 17-14 21C-28 24-38 18-44 0Z" fill="${hair}"/>`
    : "";
  const smile = `<path d="M-11 ${person.beard ? 33 : 29}q11 8 22 0" fill="none" stroke="${person.beard ? skin : mix(skin, "#7a2e2e", 0.55)}" stroke-width="3.5" stroke-linecap="round"/>`;
  const eyes = `<g fill="${ink}"><ellipse cx="-16" cy="3" rx="3.5" ry="4.5"/><ellipse cx="16" cy="3" rx="3.5" ry="4.5"/></g>`;
  const glasses = person.glasses
    ? `<g fill="none" stroke="${c.palette.ink}" stroke-width="3.5"><circle cx="-17" cy="2" r="11"/><circle cx="17" cy="2" r="11"/><path d="M-6 1h12M-28 0l-14-4M28 0l14-4"/></g>`
    : "";
  return eyes + beard + smile + glasses;
}

/** The portrait; `turn` (-1…1) slants the shoulders as if the person turned slightly. */
export function figure(person: Person, c: FigureColours, turn: number): string {
  const { palette } = c;
  const hair = person.grey ? mix(palette.soft, "#ffffff", 0.35) : palette.ink;
  const skin = mix(skins[person.skin]!, palette.paper, 0.1);
  const shade = mix(skin, palette.deep, 0.2);
  const lean = Math.round(turn * 24);
  const body =
    `<path d="M${-160 + lean} 230C${-158 + lean} 132 -100 92 -36 84L36 84C100 92 ${158 + lean} 132 ${160 + lean} 230Z" fill="${c.clothes}"/>` +
    `<path d="M-28 84L0 122L28 84Z" fill="${c.accent}"/>`;
  const neck = `<path d="M-19 30h38v58c-10 10-28 10-38 0Z" fill="${shade}"/>`;
  const ears = `<g fill="${shade}"><ellipse cx="-44" cy="6" rx="9" ry="13"/><ellipse cx="44" cy="6" rx="9" ry="13"/></g>`;
  const head = `<ellipse cx="0" cy="0" rx="${HEAD.rx}" ry="${HEAD.ry}" fill="${skin}"/>`;
  return (
    hairBehind(person, hair, c) +
    body +
    neck +
    (person.hair === "veil" ? "" : ears) +
    head +
    hairOver(person, hair, c) +
    details(person, c, hair, skin)
  );
}
