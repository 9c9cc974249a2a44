#!/usr/bin/env bash
# Generates the demo media that the demo catalogue refers to, into demo/:
#
#   demo/media/story-1.mp4 … story-6.mp4   30 s, 320×180, 10 fps, H.264 (yuv420p, +faststart) with a
#                                         quiet AAC tone; a colour per story, "Príbeh N", a large
#                                         running mm:ss clock and a progress bar, so that seeking
#                                         and playback are visible in screenshots (~75 KB each)
#   demo/thumbnails/thumb-01.jpg … 12.jpg  480×270 JPEG: a gradient, a frame, a box and the number
#   demo/methodics/metodika-1.pdf … 4.pdf  2–3 page PDFs with Slovak text (standard Helvetica font,
#                                         diacritics through an /Encoding /Differences array)
#   demo/themes/theme-1.svg … 6.svg        48×48 monochrome icons (currentColor)
#
# Idempotent: every run rewrites the same files with the same content (bit-exact encoder flags,
# no timestamps), then checks them: ffprobe for the videos, size limits, and pdf.js (pdfjs-dist,
# already a dependency of react-pdf) for the PDFs' pages and text.
# Needs ffmpeg with libx264 and drawtext, the DejaVu fonts, and node. Run: bash scripts/generate-demo-media.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
demo="$root/demo"
bold_font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
regular_font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$demo/media" "$demo/thumbnails" "$demo/methodics" "$demo/themes"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Same input, same bytes: no encoder version strings or creation times in the files.
bitexact=(-fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

# ---------------------------------------------------------------------------------------- videos
story_colours=(0x1f4e79 0x7b2d26 0x2e6b3a 0x6a3d7c 0x8a5a00 0x2f5f66)
# drawtext expands %{eif:…} every frame: minutes and seconds of the stream time, two digits each.
printf '%s' '%{eif:trunc(t/60):d:2}:%{eif:mod(trunc(t),60):d:2}' >"$work/clock.txt"
for n in 1 2 3 4 5 6; do
  cat >"$work/story.filter" <<EOF
[0:v]drawtext=fontfile=$bold_font:text='Príbeh $n':fontsize=22:fontcolor=white:x=(w-tw)/2:y=16,
drawtext=fontfile=$bold_font:textfile=$work/clock.txt:fontsize=64:fontcolor=white:x=(w-tw)/2:y=(h-th)/2,
drawtext=fontfile=$regular_font:text='Živá knižnica · demo':fontsize=12:fontcolor=white:x=(w-tw)/2:y=h-30[titled];
[titled][1:v]overlay=x='-W+W*t/30':y=H-8:eval=frame,format=yuv420p[video]
EOF
  # A keyframe every 5 s keeps the file small; browsers still seek to any frame.
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${story_colours[n - 1]}:s=320x180:r=10:d=30" \
    -f lavfi -i "color=c=white:s=320x8:r=10:d=30" \
    -f lavfi -i "sine=frequency=$((220 + 55 * n)):sample_rate=8000:duration=30" \
    -filter_complex_script "$work/story.filter" -map "[video]" -map 2:a -af "volume=0.05" \
    -c:v libx264 -preset veryslow -tune stillimage -crf 32 -g 50 -profile:v main \
    -c:a aac -b:a 8k -ac 1 -movflags +faststart -t 30 "${bitexact[@]}" \
    "$demo/media/story-$n.mp4"
done

# ------------------------------------------------------------------------------------ thumbnails
thumb_colours=(
  "0x1f4e79 0x6fa8dc" "0x7b2d26 0xe6937f" "0x2e6b3a 0x93c47d" "0x6a3d7c 0xc27ba0"
  "0x8a5a00 0xf1c232" "0x2f5f66 0x76a5af" "0x3d3d3d 0xb7b7b7" "0x0b5394 0x9fc5e8"
  "0x990000 0xea9999" "0x274e13 0xb6d7a8" "0x20124d 0xb4a7d6" "0x783f04 0xf9cb9c"
)
for i in $(seq 1 12); do
  number="$(printf '%02d' "$i")"
  read -r from to <<<"${thumb_colours[i - 1]}"
  box_x=$((260 + (i % 3) * 40))
  box_y=$((40 + (i % 4) * 40))
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=480x270:c0=$from:c1=$to:x0=0:y0=$((i % 2 * 270)):x1=480:y1=$(((i + 1) % 2 * 270)):seed=1:d=1:r=1" \
    -vf "drawbox=x=24:y=24:w=432:h=222:color=white@0.8:t=3,drawbox=x=$box_x:y=$box_y:w=120:h=70:color=white@0.35:t=fill,drawtext=fontfile=$bold_font:text='$number':fontsize=110:fontcolor=white:x=56:y=60,drawtext=fontfile=$regular_font:text='Živá kniha':fontsize=28:fontcolor=white:x=60:y=190" \
    -frames:v 1 -q:v 4 "${bitexact[@]}" "$demo/thumbnails/thumb-$number.jpg"
done

# ---------------------------------------------------------------------------------------- themes
theme_icon() { # $1 number, $2 title, $3 the shapes
  printf '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-labelledby="t"><title id="t">%s</title><g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">%s</g></svg>\n' "$2" "$3" >"$demo/themes/theme-$1.svg"
}
theme_icon 1 "Migrácia" '<circle cx="24" cy="24" r="18"/><path d="M6 24h36M24 6c-6 5-8 11-8 18s2 13 8 18M24 6c6 5 8 11 8 18s-2 13-8 18"/>'
theme_icon 2 "Zdravie" '<path d="M24 40S7 30 7 18a8.5 8.5 0 0 1 17-3 8.5 8.5 0 0 1 17 3c0 12-17 22-17 22z"/>'
theme_icon 3 "Domov a rodina" '<path d="M7 22 24 8l17 14M12 18v22h24V18"/><path d="M20 40V29h8v11"/>'
theme_icon 4 "Komunikácia" '<path d="M8 10h32v20H22l-9 8v-8H8z"/><path d="M15 18h18M15 23h11"/>'
theme_icon 5 "Viera a hodnoty" '<path d="M24 6l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"/>'
theme_icon 6 "Spoločenstvo" '<circle cx="16" cy="15" r="6"/><circle cx="32" cy="15" r="6"/><path d="M5 40c0-8 5-13 11-13s11 5 11 13M21 40c0-8 5-13 11-13s11 5 11 13"/>'

# ------------------------------------------------------------------------------------ methodics
# A minimal PDF written by hand: standard Helvetica (no embedded font, so the files stay a few KB).
# WinAnsiEncoding lacks č, ď, ľ, ĺ, ň, ŕ, ť, so every non-ASCII letter gets its own code through an
# /Encoding /Differences array of standard glyph names, which viewers and text extraction understand.
DEMO_METHODICS_DIR="$demo/methodics" node --input-type=module <<'EOF'
import { writeFileSync } from "node:fs";

const glyphNames = {
  á: "aacute", ä: "adieresis", č: "ccaron", ď: "dcaron", é: "eacute", í: "iacute", ĺ: "lacute", ľ: "lcaron",
  ň: "ncaron", ó: "oacute", ô: "ocircumflex", ŕ: "racute", š: "scaron", ť: "tcaron", ú: "uacute", ý: "yacute",
  ž: "zcaron", Á: "Aacute", Č: "Ccaron", Ď: "Dcaron", É: "Eacute", Í: "Iacute", Ľ: "Lcaron", Ň: "Ncaron",
  Ó: "Oacute", Š: "Scaron", Ť: "Tcaron", Ú: "Uacute", Ž: "Zcaron", "–": "endash", "„": "quotedblbase", "“": "quotedblleft",
};
const firstCode = 128;
const codeOf = new Map(Object.keys(glyphNames).map((ch, i) => [ch, firstCode + i]));
const differences = `[${firstCode} ${Object.values(glyphNames).map((g) => `/${g}`).join(" ")}]`;

/** A PDF string literal in the font's encoding, one byte per character (written as latin1). */
const pdfString = (text) =>
  "(" +
  [...text]
    .map((ch) => {
      if (codeOf.has(ch)) return String.fromCharCode(codeOf.get(ch));
      if (ch.charCodeAt(0) > 126) throw new Error(`No glyph for "${ch}"`);
      return ch === "(" || ch === ")" || ch === "\\" ? `\\${ch}` : ch;
    })
    .join("") +
  ")";

const wrap = (text, width) => {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

/** One page's content stream: a heading, paragraphs wrapped to the text width, a page footer. */
function pageContent(page, pageNumber, pageCount) {
  const ops = ["BT", "/F2 16 Tf", "72 770 Td", `${pdfString(page.heading)} Tj`, "/F1 11 Tf", "14 TL", "0 -10 Td"];
  for (const paragraph of page.paragraphs) {
    ops.push("T*");
    for (const line of wrap(paragraph, 86)) ops.push(`${pdfString(line)} '`);
  }
  ops.push("ET", "BT", "/F1 9 Tf", "270 40 Td", `${pdfString(`Strana ${pageNumber} / ${pageCount}`)} Tj`, "ET");
  return ops.join("\n");
}

function buildPdf(title, pages) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pageTree = add(null);
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${differences} >>`;
  const regular = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} >>`);
  const bold = add(`<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} >>`);
  const pageIds = pages.map((page, i) => {
    const content = pageContent(page, i + 1, pages.length);
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Contents ${stream} 0 R ` +
        `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title ${pdfString(title)} /Producer (scripts/generate-demo-media.sh) >>`);

  let pdf = "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n";
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const stories = ["Cesta domov", "Druhý jazyk", "Život s diagnózou", "Ľudia z našej ulice"];
stories.forEach((story, index) => {
  const n = index + 1;
  const pages = [
    {
      heading: `Metodika k živej knihe ${n}: ${story}`,
      paragraphs: [
        `Táto metodika pomáha učiteľom a lektorom pracovať so živou knihou „${story}“ na hodine. Živá kniha je človek, ktorý otvorene rozpráva svoj príbeh – o tom, čo prežil, čo ho ťažilo a čo mu pomohlo.`,
        "Cieľ hodiny: žiaci si vypočujú skutočný príbeh, pomenujú predsudky, ktoré poznajú zo svojho okolia, a hľadajú spôsoby, ako sa k ľuďom s inou skúsenosťou správať s rešpektom.",
        "Odporúčaný vek: 13 až 19 rokov. Trvanie: jedna vyučovacia hodina (45 minút). Pomôcky: projektor, reproduktory, tabuľa a lístočky na otázky.",
      ],
    },
    {
      heading: "Priebeh hodiny",
      paragraphs: [
        "Úvod (5 minút): opýtajte sa žiakov, čo si predstavia pod slovom „predsudok“. Odpovede zapíšte na tabuľu bez hodnotenia.",
        "Pozeranie (15 minút): spoločne si pozrite video. Požiadajte žiakov, aby si počas pozerania zapísali jednu vetu, ktorá ich zaujala, a jednu otázku pre rozprávača.",
        "Diskusia v skupinách (15 minút): žiaci v trojiciach porovnajú svoje poznámky. Každá skupina vyberie jednu otázku a pokúsi sa na ňu odpovedať z pohľadu rozprávača.",
        "Záver (10 minút): skupiny predstavia svoje odpovede. Vráťte sa k slovám na tabuli a spýtajte sa, či by dnes niečo zmenili.",
      ],
    },
  ];
  if (n % 2 === 1) {
    pages.push({
      heading: "Otázky na diskusiu",
      paragraphs: [
        "1. Ktorá časť príbehu vás prekvapila a prečo?",
        "2. Stretli ste sa niekedy s podobnou situáciou vo svojom okolí?",
        "3. Čo by ste rozprávačovi povedali, keby ste ho stretli osobne?",
        "Poznámka pre učiteľa: niektoré príbehy otvárajú citlivé témy. Dajte žiakom možnosť nezapojiť sa do diskusie a ponúknite im rozhovor po hodine.",
      ],
    });
  }
  const file = `${process.env.DEMO_METHODICS_DIR}/metodika-${n}.pdf`;
  writeFileSync(file, buildPdf(`Metodika k živej knihe ${n}`, pages));
});
EOF

# ------------------------------------------------------------------------------------------ checks
fail() { echo "generate-demo-media: $*" >&2; exit 1; }
for n in 1 2 3 4 5 6; do
  file="$demo/media/story-$n.mp4"
  probe="$(ffprobe -v error -show_entries stream=codec_name,width,height,pix_fmt -show_entries format=duration -of csv=p=0 "$file" | tr '\n' ' ')"
  [[ "$probe" == *"h264,320,180,yuv420p"*"aac"*"30.0"* ]] || fail "$file: unexpected streams: $probe"
  (($(stat -c %s "$file") < 150000)) || fail "$file is 150 KB or more"
done
for file in "$demo"/thumbnails/*.jpg; do (($(stat -c %s "$file") < 20000)) || fail "$file is 20 KB or more"; done
for file in "$demo"/themes/*.svg; do (($(stat -c %s "$file") < 1024)) || fail "$file is 1 KB or more"; done
(cd "$root" && node --input-type=module <<'EOF'
import { readFileSync } from "node:fs";
// pdf.js 6 expects Node 22's Promise.withResolvers; Node 20 lacks it.
Promise.withResolvers ??= () => {
  let resolve, reject;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
for (const n of [1, 2, 3, 4]) {
  const file = `demo/methodics/metodika-${n}.pdf`;
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), verbosity: 0 }).promise;
  const first = await (await pdf.getPage(1)).getTextContent();
  const text = first.items.map((item) => item.str).join(" ");
  if (pdf.numPages < 2 || !text.includes(`Metodika k živej knihe ${n}`) || !text.includes("ľ")) {
    throw new Error(`${file}: ${pdf.numPages} pages, first page text: ${text.slice(0, 80)}`);
  }
}
EOF
)
du -ab "$demo" | sort -k2 | sed "s|$root/||"
