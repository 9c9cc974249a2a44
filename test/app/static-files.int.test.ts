import { statSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server.ts";

describe("static files (demo media, uploads)", () => {
  let server: TestServer;
  const size = statSync("demo/media/story-1.mp4").size;
  // the demo catalogue refers to story-1.mp4 as a free video's media: only referenced files are served
  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
  }, 120_000);
  afterAll(() => server.close());

  it("serves a whole file with its type and advertises byte ranges", async () => {
    const response = await fetch(`${server.url}/demo/media/story-1.mp4`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect((await response.arrayBuffer()).byteLength).toBe(size);
  });

  it("answers a byte range with 206 and exactly those bytes, which browsers need to seek", async () => {
    const whole = new Uint8Array(await (await fetch(`${server.url}/demo/media/story-1.mp4`)).arrayBuffer());
    const response = await fetch(`${server.url}/demo/media/story-1.mp4`, { headers: { range: "bytes=100-199" } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole.slice(100, 200));

    const tail = await fetch(`${server.url}/demo/media/story-1.mp4`, { headers: { range: "bytes=-10" } });
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(size - 10));
  });

  it("refuses an unsatisfiable range and never leaves the folder", async () => {
    const beyond = await fetch(`${server.url}/demo/media/story-1.mp4`, { headers: { range: `bytes=${size + 5}-` } });
    expect(beyond.status).toBe(416);
    const escape = await fetch(`${server.url}/demo/..%2Fpackage.json`);
    expect(escape.headers.get("content-type")).not.toBe("application/json");
    expect(await escape.text()).not.toContain('"name": "living-library"');
  });
});
