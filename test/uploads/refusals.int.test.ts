import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, DAY } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { ICON, mp3Frames, tinyPdf, tinyPng } from "./support/files.ts";
import {
  sendUpload,
  type UploadPart,
  UPLOAD_AUDIO,
  UPLOAD_MATERIAL,
  UPLOAD_METHODIC,
  UPLOAD_SVG,
  UPLOAD_THUMBNAIL,
} from "./support/http.ts";
import { libraryAdmin, uploadTraces } from "./support/setup.ts";

/**
 * Only library admins upload. Anyone else is refused at the HTTP layer, from the session alone,
 * before the body is read (LOGIN_REQUIRED 401, FORBIDDEN 403), and again by the resolvers for an
 * upload mutation sent as JSON. An anonymous client cannot make the server take a 20 MB body.
 */
const MUTATIONS: { query: string; files: Record<string, UploadPart | UploadPart[]> }[] = [
  { query: UPLOAD_THUMBNAIL, files: { file: { name: "a.png", bytes: tinyPng() } } },
  { query: UPLOAD_SVG, files: { file: { name: "a.svg", bytes: Buffer.from(ICON) } } },
  { query: UPLOAD_METHODIC, files: { files: [{ name: "a.pdf", bytes: tinyPdf() }] } },
  { query: UPLOAD_MATERIAL, files: { files: [{ name: "a.pdf", bytes: tinyPdf() }] } },
  { query: UPLOAD_AUDIO, files: { files: [{ name: "a.mp3", bytes: mp3Frames() }] } },
];
const MiB = 1024 * 1024;

describe(`who may upload (${testDatabaseKind})`, () => {
  let server: TestServer;
  const viewers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await startTestServer();
    const now = Date.now();
    const running = {
      accessLevel: "full" as const,
      startDate: new Date(now - DAY),
      expirationDate: new Date(now + 30 * DAY),
    };
    const address = { street: "Hlavná 1", zip: "811 01", city: "Bratislava", country: "Slovensko" };
    const user = await accountWithLogin(server, { profileType: 1, details: address, subscription: running });
    const school = await accountWithLogin(server, {
      profileType: 2,
      details: { ...address, phone: "+421 2 1234 5678", organizationName: "ZŠ" },
      subscription: running,
    });
    Object.assign(viewers, {
      anonymous: {},
      user: bearer(user.token),
      profileAdmin: bearer(school.token),
      userByCookie: { cookie: `session=${user.token}` },
    });
    viewers.libraryAdmin = await libraryAdmin(server);
  });
  afterAll(() => server?.close());

  it("refuses every upload mutation to anyone but a library admin, at the HTTP layer, storing nothing", async () => {
    const before = await uploadTraces(server);
    const seen: string[] = [];
    for (const { query, files } of MUTATIONS) {
      for (const [viewer, expected] of [
        ["anonymous", [401, "LOGIN_REQUIRED"]],
        ["user", [403, "FORBIDDEN"]],
        ["userByCookie", [403, "FORBIDDEN"]],
        ["profileAdmin", [403, "FORBIDDEN"]],
      ] as const) {
        const answer = await sendUpload(server, query, files, { ...viewers[viewer], "accept-language": "en" });
        seen.push(
          `${query.match(/\{ (\w+)/)![1]} × ${viewer}: ${answer.status} ${answer.errors?.[0]?.extensions?.code} ${answer.data === undefined ? "no data" : "data"}`,
        );
        expect([answer.status, answer.errors?.[0]?.extensions?.code, answer.data], `${viewer}: ${query}`).toEqual([
          ...expected,
          undefined,
        ]);
      }
    }
    expect(await uploadTraces(server)).toEqual(before);
    expect(seen).toHaveLength(20);
  });

  it("refuses them as JSON too: the resolvers check again, before anything else", async () => {
    for (const [viewer, code] of [
      ["anonymous", "LOGIN_REQUIRED"],
      ["user", "FORBIDDEN"],
      ["profileAdmin", "FORBIDDEN"],
      ["libraryAdmin", "UPLOAD_FILE_MISSING"],
    ] as const) {
      const answer = await server.graphql(
        `mutation { uploadAudioFile(files: ["upload:0"]) { id } }`,
        {},
        viewers[viewer],
      );
      expect(answer.errors?.[0]?.extensions?.code, viewer).toBe(code);
    }
  });

  it("answers an anonymous 20 MB multipart body before reading it, and closes the connection", async () => {
    const total = 20 * MiB;
    const reads: net.Socket[] = [];
    const watch = (socket: net.Socket) => reads.push(socket);
    server.httpServer.on("connection", watch);
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const start = `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation ($f: File!) { uploadThumbnail(file: $f) }","variables":{"f":null}}\r\n--b\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n--b\r\nContent-Disposition: form-data; name="0"; filename="big.png"\r\n\r\n`;
    const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\nX-GraphQL-Upload: 1\r\nContent-Length: ${total}\r\n\r\n`;
    const firstChunk = Buffer.concat([Buffer.from(start), Buffer.alloc(64 * 1024 - start.length, 0x41)]);
    let answer = "";
    const answered = new Promise<void>((resolve) =>
      socket.on("data", (data) => ((answer += data.toString()), answer.includes("}]}") && resolve())),
    );
    socket.write(head);
    socket.write(firstChunk);
    let sent = firstChunk.length;
    const sentBeforeAnswer = await Promise.race([
      answered.then(() => sent),
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error("no answer within 5 s")), 5_000)),
    ]);
    // then the client goes on sending the rest, as a browser would, until the connection is gone
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    socket.on("error", () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
    await closed;
    server.httpServer.off("connection", watch);
    const serverRead = reads.reduce((sum, each) => sum + each.bytesRead, 0);
    console.log(
      `anonymous 20 MiB upload: answered after ${sentBeforeAnswer} bytes sent; the client pushed ${sent} bytes before the connection closed; the server read ${serverRead} bytes`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"LOGIN_REQUIRED"');
    expect(sentBeforeAnswer).toBe(64 * 1024);
    expect(sent).toBeLessThan(total);
    expect(serverRead).toBeLessThan(2 * MiB);
  });

  it("answers a 20 MB upload by fetch (a browser-like client) with LOGIN_REQUIRED", async () => {
    const answer = await sendUpload(
      server,
      UPLOAD_THUMBNAIL,
      { file: { name: "big.png", bytes: Buffer.alloc(20 * MiB, 1) } },
      { "accept-language": "en" },
    );
    expect([answer.status, answer.errors?.[0]?.extensions?.code]).toEqual([401, "LOGIN_REQUIRED"]);
  });
});
