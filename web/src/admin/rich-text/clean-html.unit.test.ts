import { describe, expect, it } from "vitest";
import { cleanHtml } from "./clean-html.ts";

describe("the description's HTML as stored", () => {
  it("keeps the tags and the alignment, drops what only the editor needs", () => {
    const editor =
      '<p class="rich-text__paragraph"><b><strong class="rich-text__bold" style="white-space: pre-wrap;">Silné slová</strong></b></p>' +
      '<ul class="rich-text__ul"><li value="1" class="rich-text__li"><span style="white-space: pre-wrap;">prvý bod</span></li>' +
      '<li value="2" class="rich-text__li" style="text-align: center;"><a href="https://www.zivakniznica.sk" rel="noreferrer" class="rich-text__link"><span style="white-space: pre-wrap;">druhý bod</span></a></li></ul>' +
      '<p class="rich-text__paragraph" style="text-align: right; white-space: pre-wrap;"><span style="white-space: pre-wrap;">koniec &lt;b&gt;</span></p>';
    expect(cleanHtml(editor)).toBe(
      "<p><b><strong>Silné slová</strong></b></p>" +
        '<ul><li>prvý bod</li><li style="text-align: center;"><a href="https://www.zivakniznica.sk" rel="noreferrer">druhý bod</a></li></ul>' +
        '<p style="text-align: right;">koniec &lt;b&gt;</p>',
    );
  });
});
