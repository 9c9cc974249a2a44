import { describe, expect, it } from "vitest";
import { unsafeParts, XSS_PAYLOADS } from "../../test/support/xss.ts";
import { sanitizeRichText } from "./rich-text.ts";

describe("rich text", () => {
  describe("keeps what the editor produces", () => {
    it.each([
      ["paragraphs and line breaks", "<p>Prvý riadok<br />druhý</p><p>Ďalší odsek</p>"],
      ["headings h2 and h3", "<h2>Kapitola</h2><h3>Časť</h3>"],
      ["a quote", "<blockquote>Živá kniha rozpráva.</blockquote>"],
      ["bold, italic, underline and strikethrough", "<p><b><strong>tučné</strong></b> <i><em>kurzíva</em></i> <u>podčiarknuté</u> <s>prečiarknuté</s></p>"],
      ["ordered and unordered lists", "<ol><li>jeden</li><li>dva<ul><li>vnorený</li></ul></li></ol>"],
      ["each alignment", `<p style="text-align:left">a</p><h2 style="text-align:center">b</h2><p style="text-align:right">c</p><li style="text-align:justify">d</li>`],
      ["the colour black", `<p><span style="color:#000000">čierna</span></p>`],
      ["http, https and mailto links, and a path of the library", `<p><a href="https://zivakniznica.sk/o-nas" rel="noopener noreferrer">o nás</a> <a href="http://example.sk" rel="noopener noreferrer">x</a> <a href="mailto:info@zivakniznica.sk" rel="noopener noreferrer">napíšte</a> <a href="/sk/videa" rel="noopener noreferrer">videá</a></p>`],
    ])("%s", (_what, html) => expect(sanitizeRichText(html)).toBe(html));
  });

  describe("removes everything else", () => {
    it("headings other than h2 and h3, images, tables and other elements, keeping their text", () =>
      expect(sanitizeRichText(`<h1>Nadpis</h1><div><img src="/x.png">obrázok</div><table><tr><td>bunka</td></tr></table><code>kód</code>`)).toBe("Nadpisobrázokbunkakód"));

    it("styles other than the alignment and black, and colours other than black", () =>
      expect(sanitizeRichText(`<p style="text-align: center; font-size: 40px; color: red">a</p><span style="color: #ff0000; font-weight: bold">b</span>`)).toBe(
        `<p style="text-align:center">a</p><span>b</span>`,
      ));

    it("attributes other than a link's href, target and rel, and a block's style", () =>
      expect(sanitizeRichText(`<p class="x" id="y" dir="ltr" title="z"><a href="https://a.sk" class="c" download>x</a></p>`)).toBe(`<p><a href="https://a.sk" rel="noopener noreferrer">x</a></p>`));

    it("gives every link rel=noopener noreferrer, and a target only when it is _blank", () => {
      expect(sanitizeRichText(`<a href="https://a.sk" rel="opener" target="_top">x</a>`)).toBe(`<a href="https://a.sk" rel="noopener noreferrer">x</a>`);
      expect(sanitizeRichText(`<a href="https://a.sk" target="_blank">x</a>`)).toBe(`<a href="https://a.sk" target="_blank" rel="noopener noreferrer">x</a>`);
    });

    it("links of any other scheme lose their URL, protocol-relative ones too", () => {
      for (const href of ["ftp://a.sk/x", "tel:+421900123456", "//evil.example/x", "javascript:alert(1)"]) {
        expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a rel="noopener noreferrer">x</a>`);
      }
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
      expect(unsafeParts(`<script>x</script><p onclick="y" style="width:1px"><a href="java&#x09;script:x" target="_self">z</a></p>`)).toEqual([
        "element script",
        "element script",
        "attribute onclick on p",
        "style width:1px",
        "url java\tscript:x",
        "target _self",
      ]));
  });
});
