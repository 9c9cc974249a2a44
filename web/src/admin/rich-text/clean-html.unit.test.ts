import { describe, expect, it } from "vitest";
import { cleanHtml } from "./clean-html.ts";
import { classesOfStyle, paletteColourOfStyle } from "./rich-text-classes.ts";

describe("the description's HTML as stored", () => {
  it("keeps the tags, writes the alignment as a class, drops what only the editor needs", () => {
    const editor =
      '<p class="rich-text__paragraph"><b><strong class="rich-text__bold" style="white-space: pre-wrap;">Silné slová</strong></b></p>' +
      '<ul class="rich-text__ul"><li value="1" class="rich-text__li"><span style="white-space: pre-wrap;">prvý bod</span></li>' +
      '<li value="2" class="rich-text__li" style="text-align: center;"><a href="https://www.zivakniznica.sk" rel="noreferrer" class="rich-text__link"><span style="white-space: pre-wrap;">druhý bod</span></a></li></ul>' +
      '<p class="rich-text__paragraph" style="text-align: right; white-space: pre-wrap;"><span style="white-space: pre-wrap;">koniec &lt;b&gt;</span></p>';
    expect(cleanHtml(editor)).toBe(
      "<p><b><strong>Silné slová</strong></b></p>" +
        '<ul><li>prvý bod</li><li class="rt-align-center"><a href="https://www.zivakniznica.sk" rel="noreferrer">druhý bod</a></li></ul>' +
        '<p class="rt-align-right">koniec &lt;b&gt;</p>',
    );
  });

  it("writes the black of a text as a class, and no style at all", () => {
    const editor =
      '<h2 class="rich-text__h2" style="text-align: justify;"><span style="color: #000000; white-space: pre-wrap;">čierna</span><span style="white-space: pre-wrap;"> a </span></h2>';
    expect(cleanHtml(editor)).toBe('<h2 class="rt-align-justify"><span class="rt-color-black">čierna</span> a </h2>');
    expect(cleanHtml(editor)).not.toContain("style=");
  });
});

describe("the classes of the editor's styles", () => {
  it("given an alignment and the palette's black, then their classes", () => {
    expect(classesOfStyle("text-align: left;")).toEqual(["rt-align-left"]);
    expect(classesOfStyle("color: #000000; text-align: center")).toEqual(["rt-align-center", "rt-color-black"]);
    expect(paletteColourOfStyle("COLOR: #000000")).toBe("black");
    // as the browser serialises a colour set through the CSSOM
    expect(classesOfStyle("color: rgb(0, 0, 0); white-space: pre-wrap;")).toEqual(["rt-color-black"]);
    expect(paletteColourOfStyle("color: #000")).toBe("black");
  });

  it("given anything else, then nothing", () => {
    for (const style of [
      "white-space: pre-wrap;",
      "text-align: start",
      "color: red",
      "color: #c00",
      "color: rgb(0, 0, 1)",
      "font-weight: bold",
      "",
    ])
      expect(classesOfStyle(style), style).toEqual([]);
  });
});
