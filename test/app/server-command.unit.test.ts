import { describe, expect, it } from "vitest";
import { DEFAULT_SERVER_HEAP_MB, serverNodeArgs } from "../../scripts/server-command.mjs";

describe("the production server's command", () => {
  it("bounds the heap, by default and as SERVER_HEAP_MB says", () => {
    expect(serverNodeArgs({})).toEqual([
      "--enable-source-maps",
      `--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`,
      "--max-semi-space-size=8",
      "dist/server/main.mjs",
    ]);
    expect(serverNodeArgs({ SERVER_HEAP_MB: "" })).toEqual(serverNodeArgs({}));
    expect(serverNodeArgs({ SERVER_HEAP_MB: "512" })).toContain("--max-old-space-size=512");
  });

  it("refuses a bound that is no number of megabytes, or too small to start", () => {
    for (const wrong of ["abc", "12.5", "32", "0"])
      expect(() => serverNodeArgs({ SERVER_HEAP_MB: wrong })).toThrow(/SERVER_HEAP_MB/);
  });
});
