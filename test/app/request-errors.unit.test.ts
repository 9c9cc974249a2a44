import { describe, expect, it } from "vitest";
import { requestErrorLogger } from "../../src/app/server.ts";

describe("failed requests in the log", () => {
  const logged: string[] = [];
  const report = requestErrorLogger((message, fields) => logged.push(`${message} ${String(fields?.path)}`));
  const prematureClose = Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });

  it("leaves out a visitor who closed the page while a file was being sent", () => {
    logged.length = 0;
    report(prematureClose, { path: "/demo/media/story-1.mp4", res: { destroyed: true } });
    expect(logged).toEqual([]);
  });

  it("logs the same error when the response was not ended by the visitor, and any other failure", () => {
    logged.length = 0;
    report(prematureClose, { path: "/uploads/a.pdf", res: { destroyed: false } });
    report(new Error("disk gone"), { path: "/uploads/b.pdf", res: { destroyed: true } });
    expect(logged).toEqual(["Request failed /uploads/a.pdf", "Request failed /uploads/b.pdf"]);
  });

  it("keeps quiet about what Koa keeps quiet about: 404s and errors meant for the client", () => {
    logged.length = 0;
    report(Object.assign(new Error("Not Found"), { status: 404 }), { path: "/x", res: { destroyed: false } });
    report(Object.assign(new Error("Bad"), { status: 400, expose: true }), { path: "/y", res: { destroyed: false } });
    expect(logged).toEqual([]);
  });
});
