import { describe, expect, it } from "vitest";
import { extractPlayerId, highlightIdToSend, isValidTimestamp } from "./video-fields.ts";

describe("the player id field", () => {
  it("keeps an id as it is", () => {
    expect(extractPlayerId("  4f2a9c1e-77b3-4cde-9a10-1b2c3d4e5f60  ")).toBe("4f2a9c1e-77b3-4cde-9a10-1b2c3d4e5f60");
    expect(extractPlayerId("")).toBe("");
  });

  it("takes the id out of a pasted embed code", () => {
    expect(
      extractPlayerId(
        '<script id="123_f_456" width="100%" height="100%" src="https://player.dacast.com/js/player.js?contentId=abc-123-vod" class="dacast-video"></script>',
      ),
    ).toBe("abc-123-vod");
    expect(
      extractPlayerId(
        '<script id="98765_f_4321" width="100%" src="//player.dacast.com/js/player.js" class="dacast-video"></script>',
      ),
    ).toBe("98765_f_4321");
    expect(
      extractPlayerId(
        '<iframe src="https://iframe.dacast.com/vod/acc-1/7b9e-content" width="590" height="431" frameborder="0" allowfullscreen></iframe>',
      ),
    ).toBe("7b9e-content");
    expect(extractPlayerId("https://iframe.dacast.com/vod/acc-1/7b9e-content?autoplay=1")).toBe("7b9e-content");
  });

  it("keeps only what follows watch?v= in a link", () => {
    expect(extractPlayerId("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(extractPlayerId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s")).toBe("dQw4w9WgXcQ");
  });
});

describe("a highlight's time point", () => {
  it("is hh:mm:ss or mm:ss, at most 8 characters", () => {
    for (const value of ["01:10", "1:10", "00:01:10", "12:59:59", " 05:00 "])
      expect(isValidTimestamp(value), value).toBe(true);
    for (const value of ["", "10", "1:1", "01:60", "001:10:00", "01:10:10:10", "aa:bb", "1:10:5", "00:00:000"])
      expect(isValidTimestamp(value), value).toBe(false);
  });
});

describe("the ids sent", () => {
  it("sends highlight ids of 1 or lower as null (new)", () => {
    expect(highlightIdToSend(0)).toBeNull();
    expect(highlightIdToSend(1)).toBeNull();
    expect(highlightIdToSend(-3)).toBeNull();
    expect(highlightIdToSend(null)).toBeNull();
    expect(highlightIdToSend(2)).toBe(2);
  });
});
