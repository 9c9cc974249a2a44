import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUpload } from "../../src/modules/uploads/index.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { EXE, HTML, ICON, mp3Frames, taggedMp3, tinyPdf, tinyPng } from "./support/files.ts";
import {
  sendUpload,
  UPLOAD_AUDIO,
  UPLOAD_MATERIAL,
  UPLOAD_METHODIC,
  UPLOAD_SVG,
  UPLOAD_THUMBNAIL,
} from "./support/http.ts";
import { libraryAdmin, readStored, sha256, uploadTraces } from "./support/setup.ts";

/**
 * The five upload mutations over HTTP, as a library admin, with real multipart bodies and real
 * small files: what is answered, stored and recorded; and what is refused by content, with
 * nothing stored at all, also when one file of several is bad.
 */
describe(`the upload mutations (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Record<string, string>;
  const en = { "accept-language": "en" };

  beforeAll(async () => {
    server = await startTestServer();
    admin = { ...(await libraryAdmin(server)), ...en };
  });
  afterAll(() => server?.close());

  const stored = (url: string) => readStored(server.services.files, decodeURIComponent(url).slice("/uploads/".length));

  it("uploadThumbnail stores an image under a unique path and answers its URL", async () => {
    const png = tinyPng();
    const first = await sendUpload(
      server,
      UPLOAD_THUMBNAIL,
      { file: { name: "Obálka Ľudmila.png", bytes: png, type: "image/png" } },
      admin,
    );
    const second = await sendUpload(
      server,
      UPLOAD_THUMBNAIL,
      { file: { name: "Obálka Ľudmila.png", bytes: png } },
      admin,
    );
    expect(first.errors).toBeUndefined();
    expect(first.data.uploadThumbnail).toMatch(/^\/uploads\/thumbnails\/\d+-obalka-ludmila\.png$/);
    expect(second.data.uploadThumbnail).not.toBe(first.data.uploadThumbnail);
    expect(await stored(first.data.uploadThumbnail)).toEqual(png);
  });

  it("uploadMethodic, uploadMaterial and uploadAudioFile store PDFs and MP3s and answer id, url and name", async () => {
    const methodics = await sendUpload(
      server,
      UPLOAD_METHODIC,
      {
        files: [
          { name: "Metodika – 1. stupeň.pdf", bytes: tinyPdf("Jedna") },
          { name: "druha.PDF", bytes: tinyPdf("Dva") },
        ],
      },
      admin,
    );
    expect(methodics.errors).toBeUndefined();
    const [one, two] = methodics.data.uploadMethodic;
    expect(one).toMatchObject({
      url: `/uploads/methodics/${one.id}-metodika-1-stupen.pdf`,
      name: "Metodika – 1. stupeň.pdf",
    });
    expect(two).toMatchObject({ id: one.id + 1, url: `/uploads/methodics/${one.id + 1}-druha.pdf`, name: "druha.pdf" });
    expect(await stored(two.url)).toEqual(tinyPdf("Dva"));

    const material = (
      await sendUpload(server, UPLOAD_MATERIAL, { files: [{ name: "e-kniha.pdf", bytes: tinyPdf() }] }, admin)
    ).data.uploadMaterial;
    expect(material).toEqual([
      {
        id: expect.any(Number),
        url: expect.stringMatching(/^\/uploads\/materials\/\d+-e-kniha\.pdf$/),
        name: "e-kniha.pdf",
      },
    ]);

    const audio = (
      await sendUpload(
        server,
        UPLOAD_AUDIO,
        {
          files: [
            { name: "Kapitola 1.mp3", bytes: mp3Frames() },
            { name: "kapitola-2", bytes: taggedMp3() },
          ],
        },
        admin,
      )
    ).data.uploadAudioFile;
    expect(audio.map((file: { name: string }) => file.name)).toEqual(["Kapitola 1.mp3", "kapitola-2.mp3"]);
    expect(await stored(audio[1].url)).toEqual(taggedMp3());
  });

  it("uploadSvg stores the icon sanitised and answers its path", async () => {
    const dirty = ICON.replace("<g ", `<script>alert(1)</script><g onclick="alert(2)" `);
    const answer = await sendUpload(
      server,
      UPLOAD_SVG,
      { file: { name: "ikona-tema.svg", bytes: Buffer.from(dirty), type: "image/svg+xml" } },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.uploadSvg).toMatch(/^\/uploads\/icons\/\d+-ikona-tema\.svg$/);
    expect((await stored(answer.data.uploadSvg))!.toString()).toBe(ICON);
  });

  it("records each upload as a FileUploaded event with the actor, and in the uploads read model", async () => {
    const pdf = tinyPdf("Záznam");
    const [upload] = (await sendUpload(server, UPLOAD_METHODIC, { files: [{ name: "zaznam.pdf", bytes: pdf }] }, admin))
      .data.uploadMethodic;
    const recorded = await server.services.store.readStream(`upload-${upload.id}`);
    const me = (await server.graphql(`{ me { id } }`, {}, admin)).data.me.id;
    expect(recorded.map((event) => event.type)).toEqual(["FileUploaded"]);
    expect(recorded[0]!.data).toEqual({
      id: upload.id,
      kind: "methodic",
      path: upload.url,
      name: "zaznam.pdf",
      size: pdf.length,
      contentType: "application/pdf",
      sha256: sha256(pdf),
      uploadedAt: expect.any(String),
    });
    expect(recorded[0]!.metadata.actor).toBe(String(me));
    expect(await findUpload(server.services.db, upload.id)).toMatchObject({
      kind: "methodic",
      path: upload.url,
      size: pdf.length,
      sha256: sha256(pdf),
      uploaded_by: String(me),
      status: "stored",
    });
  });

  it("tells the type by the content: a PDF named .png, an HTML file named .svg, a program named .mp3 are refused", async () => {
    const cases = [
      {
        query: UPLOAD_THUMBNAIL,
        variable: "file",
        part: { name: "obalka.png", bytes: tinyPdf(), type: "image/png" },
        accepted: "JPEG, PNG, WebP, GIF",
      },
      {
        query: UPLOAD_SVG,
        variable: "file",
        part: { name: "ikona.svg", bytes: HTML, type: "image/svg+xml" },
        accepted: "SVG",
      },
      {
        query: UPLOAD_AUDIO,
        variable: "files",
        part: { name: "kapitola.mp3", bytes: EXE, type: "audio/mpeg" },
        accepted: "MP3",
      },
      {
        query: UPLOAD_METHODIC,
        variable: "files",
        part: { name: "metodika.pdf", bytes: tinyPng(), type: "application/pdf" },
        accepted: "PDF",
      },
    ];
    const before = await uploadTraces(server);
    for (const { query, variable, part, accepted } of cases) {
      const answer = await sendUpload(server, query, { [variable]: variable === "files" ? [part] : part }, admin);
      expect(answer.status, part.name).toBe(200);
      expect(answer.errors?.[0]?.extensions, part.name).toEqual({
        code: "UPLOAD_TYPE_NOT_ALLOWED",
        file: part.name,
        accepted,
      });
      expect(answer.errors?.[0]?.message).toBe(
        `The file ${part.name} is not of an accepted type. Accepted: ${accepted}.`,
      );
    }
    expect(await uploadTraces(server)).toEqual(before);
  });

  it("stores nothing when one file of several is bad", async () => {
    const before = await uploadTraces(server);
    const answer = await sendUpload(
      server,
      UPLOAD_METHODIC,
      {
        files: [
          { name: "dobra.pdf", bytes: tinyPdf() },
          { name: "tiez-dobra.pdf", bytes: tinyPdf() },
          { name: "zla.pdf", bytes: EXE },
        ],
      },
      admin,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: "UPLOAD_TYPE_NOT_ALLOWED", file: "zla.pdf" });
    expect(answer.data).toBeNull();
    expect(await uploadTraces(server)).toEqual(before);
  });

  it("answers in the request's language", async () => {
    const answer = await sendUpload(
      server,
      UPLOAD_THUMBNAIL,
      { file: { name: "x.png", bytes: EXE } },
      { ...admin, "accept-language": "sk" },
    );
    expect(answer.errors?.[0]?.message).toBe("Súbor x.png nemá povolený typ. Povolené sú: JPEG, PNG, WebP, GIF.");
  });

  it("refuses an upload mutation sent as JSON (no file can travel in it), and an empty list", async () => {
    const json = await server.graphql(`mutation { uploadThumbnail(file: "upload:0") }`, {}, admin);
    expect(json.errors?.[0]?.extensions?.code).toBe("UPLOAD_FILE_MISSING");
    const empty = await server.graphql(`mutation { uploadMethodic(files: []) { id } }`, {}, admin);
    expect(empty.errors?.[0]?.extensions?.code).toBe("UPLOAD_NO_FILES");
  });

  it("refuses files sent to an operation that takes none, and a broken multipart body, without a server error", async () => {
    const query = await sendUpload(
      server,
      `query ($file: File) { serverInfo { name } }`,
      { file: { name: "a.pdf", bytes: tinyPdf() } },
      admin,
    );
    expect({ status: query.status, code: query.errors?.[0]?.extensions?.code }).toEqual({
      status: 400,
      code: "UPLOAD_NOT_EXPECTED",
    });
    const broken = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { ...admin, "content-type": "multipart/form-data; boundary=x", "x-graphql-upload": "1" },
      body: `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query": "mutation ($file: File!) { uploadThumbnail(file: $file) }"}\r\n--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0": ["variables.file"]}\r\n--x\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\n\r\nnever ends`,
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).errors[0].extensions.code).toBe("UPLOAD_MALFORMED");
  });
});
