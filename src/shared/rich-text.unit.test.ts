import { describe, expect, it } from "vitest";
import { unsafeParts, XSS_PAYLOADS } from "../../test/support/xss.ts";
import { rgbOf, richTextAsShown, sanitizeRichText } from "./rich-text.ts";

const RICH_TEXT_ALIGNMENTS_GIVEN = ["left", "center", "right", "justify"];

describe("rich text", () => {
  describe("keeps what the editor produces", () => {
    it.each([
      ["paragraphs and line breaks", "<p>Prvý riadok<br />druhý</p><p>Ďalší odsek</p>"],
      ["headings h2 and h3", "<h2>Kapitola</h2><h3>Časť</h3>"],
      ["a quote", "<blockquote>Živá kniha rozpráva.</blockquote>"],
      [
        "bold, italic, underline and strikethrough",
        "<p><b><strong>tučné</strong></b> <i><em>kurzíva</em></i> <u>podčiarknuté</u> <s>prečiarknuté</s></p>",
      ],
      ["ordered and unordered lists", "<ol><li>jeden</li><li>dva<ul><li>vnorený</li></ul></li></ol>"],
      [
        "each alignment, as a class",
        `<p class="rt-align-left">a</p><h2 class="rt-align-center">b</h2><p class="rt-align-right">c</p><li class="rt-align-justify">d</li>`,
      ],
      ["the colour black, as a class", `<p><span class="rt-color-black">čierna</span></p>`],
      [
        "http, https and mailto links, and a path of the library",
        `<p><a href="https://zivakniznica.sk/o-nas" rel="noopener noreferrer">o nás</a> <a href="http://example.sk" rel="noopener noreferrer">x</a> <a href="mailto:info@zivakniznica.sk" rel="noopener noreferrer">napíšte</a> <a href="/sk/videa" rel="noopener noreferrer">videá</a></p>`,
      ],
    ])("%s", (_what, html) => expect(sanitizeRichText(html)).toBe(html));
  });

  describe("removes everything else", () => {
    it("headings other than h2 and h3, images, tables and other elements, keeping their text", () =>
      expect(
        sanitizeRichText(
          `<h1>Nadpis</h1><div><img src="/x.png">obrázok</div><table><tr><td>bunka</td></tr></table><code>kód</code>`,
        ),
      ).toBe("Nadpisobrázokbunkakód"));

    it("styles other than the alignment and black, and colours other than black", () =>
      expect(
        sanitizeRichText(
          `<p style="text-align: center; font-size: 40px; color: red">a</p><span style="color: #ff0000; font-weight: bold">b</span>`,
        ),
      ).toBe(`<p class="rt-align-center">a</p><span>b</span>`));

    it("classes other than an alignment on a block and a colour of the palette on a span", () =>
      expect(
        sanitizeRichText(
          `<p class="rt-color-black lead rt-align-right">a</p><span class="rt-align-center rt-color-red rt-color-black">b</span><h2 class="rt-align-middle">c</h2>`,
        ),
      ).toBe(`<p class="rt-align-right">a</p><span class="rt-color-black">b</span><h2>c</h2>`));

    it("attributes other than a link's href, target and rel, and a block's style", () =>
      expect(
        sanitizeRichText(`<p class="x" id="y" dir="ltr" title="z"><a href="https://a.sk" class="c" download>x</a></p>`),
      ).toBe(`<p><a href="https://a.sk" rel="noopener noreferrer">x</a></p>`));

    it("gives every link rel=noopener noreferrer, and a target only when it is _blank", () => {
      expect(sanitizeRichText(`<a href="https://a.sk" rel="opener" target="_top">x</a>`)).toBe(
        `<a href="https://a.sk" rel="noopener noreferrer">x</a>`,
      );
      expect(sanitizeRichText(`<a href="https://a.sk" target="_blank">x</a>`)).toBe(
        `<a href="https://a.sk" target="_blank" rel="noopener noreferrer">x</a>`,
      );
    });

    it("links of any other scheme lose their URL, protocol-relative ones too", () => {
      for (const href of ["ftp://a.sk/x", "tel:+421900123456", "//evil.example/x", "javascript:alert(1)"]) {
        expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a rel="noopener noreferrer">x</a>`);
      }
    });
  });

  describe("keeps no style attribute, which the site's Content-Security-Policy refuses: alignment and colour become classes", () => {
    it("given the reviewer's description, when sanitised, then it is aligned by a class and the red it asked for is dropped", () =>
      expect(sanitizeRichText(`<p style="text-align: center; color: #c00">Živá kniha</p>`)).toBe(
        `<p class="rt-align-center">Živá kniha</p>`,
      ));

    it.each(RICH_TEXT_ALIGNMENTS_GIVEN)("given text-align %s on a block, then its class", (alignment) =>
      expect(sanitizeRichText(`<blockquote style="TEXT-ALIGN: ${alignment} !important;">x</blockquote>`)).toBe(
        `<blockquote class="rt-align-${alignment}">x</blockquote>`,
      ),
    );

    it.each([
      "black",
      "#000",
      "#000000",
      "#000F",
      "#000000ff",
      "rgb(0, 0, 0)",
      "rgb(0 0 0)",
      "rgba(0,0,0,1)",
      "RGB(0,0,0)",
    ])("given the colour %s on a span, then rt-color-black", (colour) =>
      expect(sanitizeRichText(`<span style="color: ${colour}">x</span>`)).toBe(`<span class="rt-color-black">x</span>`),
    );

    it.each([
      "#c00",
      "red",
      "#010000",
      "rgba(0,0,0,0.5)",
      "#00000080",
      "rgb(300, 0, 0)",
      "windowtext",
      "inherit",
      "url(x)",
    ])("given the colour %s, then no class: the text keeps the description's colour", (colour) =>
      expect(sanitizeRichText(`<span style="color: ${colour}">x</span>`)).toBe(`<span>x</span>`),
    );

    it("given a style and a class on one element, then one alignment and one colour, the style's first", () =>
      expect(
        sanitizeRichText(
          `<p class="rt-align-left" style="text-align: right">a</p><span class="rt-color-black" style="color: red">b</span>`,
        ),
      ).toBe(`<p class="rt-align-right">a</p><span class="rt-color-black">b</span>`));

    it("given a colour on a block or an alignment on a span, then nothing: the editor writes neither", () =>
      expect(sanitizeRichText(`<p style="color: black">a</p><span style="text-align: center">b</span>`)).toBe(
        `<p>a</p><span>b</span>`,
      ));
  });

  describe("shows a description stored before styles became classes without its styles", () => {
    it("given old HTML with styles, when shown, then the alignment and the black are classes and no style is left", () => {
      const old = `<p style="text-align:center">Nadpis</p><p><span style="color:#000000">čierna</span> a <a href="https://a.sk" rel="noopener noreferrer">odkaz</a></p>`;
      expect(richTextAsShown(old)).toBe(
        `<p class="rt-align-center">Nadpis</p><p><span class="rt-color-black">čierna</span> a <a href="https://a.sk" rel="noopener noreferrer">odkaz</a></p>`,
      );
    });

    it("given a description sanitised today, when shown, then it is exactly as stored", () => {
      const today = sanitizeRichText(
        `<p style="text-align:justify"><b>Tučné</b> &lt;style=&gt; <a href="https://a.sk" target="_blank">x</a></p>`,
      );
      expect(richTextAsShown(today)).toBe(today);
    });

    it("sanitising what it kept changes nothing, for every example and attempt here", () => {
      const kept = [
        ...XSS_PAYLOADS,
        `<p style="text-align: center; color: #c00">a</p><span style="color:#000">b</span><a href="/sk" rel="x" target="_blank">c</a>`,
      ].map(sanitizeRichText);
      for (const html of kept) expect(sanitizeRichText(html)).toBe(html);
    });
  });

  describe("reads a CSS colour", () => {
    it("as red, green and blue when it is opaque", () => {
      expect(rgbOf("#1D2A2F")).toEqual([29, 42, 47]);
      expect(rgbOf("#abc")).toEqual([170, 187, 204]);
      expect(rgbOf(" rgb( 10 , 20 , 30 ) ")).toEqual([10, 20, 30]);
    });

    it("as nothing when it is see-through, out of range or not a colour", () => {
      for (const colour of ["#0008", "rgba(1,2,3,0)", "rgb(256,0,0)", "#12345", "blue", ""])
        expect(rgbOf(colour), colour).toBeUndefined();
    });
  });

  describe(`leaves nothing of ${XSS_PAYLOADS.length} script injection attempts`, () => {
    it("the list is long enough to mean something", () => expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60));

    it.each(XSS_PAYLOADS.map((payload, i) => [i + 1, payload]))("%i: %s", (_n, payload) => {
      const kept = sanitizeRichText(payload);
      expect(unsafeParts(kept), kept).toEqual([]);
      // a "<" of text is written as "&lt;": any left is a tag
      expect(kept).not.toMatch(/<(script|style|iframe|svg|math|object|embed|img|base|meta|link)\b/i);
    });

    it("the check itself finds what it looks for", () =>
      expect(
        unsafeParts(
          `<script>x</script><p onclick="y" style="width:1px" class="rt-align-left x"><a href="java&#x09;script:x" target="_self">z</a></p>`,
        ),
      ).toEqual([
        "element script",
        "element script",
        "attribute onclick on p",
        "attribute style on p",
        "class x",
        "url java\tscript:x",
        "target _self",
      ]));
  });
});
