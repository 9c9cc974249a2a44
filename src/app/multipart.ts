/**
 * A streaming reader of multipart/form-data bodies (RFC 7578): each part's headers are read, then
 * its bytes are handed on chunk by chunk as they arrive, never the whole part at once, so a file
 * of any size costs the memory of a chunk. The next chunk is read only when the part's sink has
 * taken the last one (backpressure). Part headers are bounded, and so is the number of parts.
 */
export type PartInfo = { name: string; filename?: string };

/** Where a part's bytes go. */
export type PartSink = { write(chunk: Buffer): Promise<void> | void; end(): Promise<void> | void };

/** The body is not multipart/form-data as announced. */
export class MalformedMultipart extends Error {}

export type MultipartLimits = { maxParts: number; maxHeaderBytes: number };

/** The boundary of a multipart/form-data Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType.trim())) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");

/** The value of a Content-Disposition parameter (quoted or token), or undefined. */
function parameter(disposition: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i").exec(disposition);
  if (!match) return undefined;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : match[2];
}

function partInfo(headerBytes: Buffer): PartInfo {
  const disposition = headerBytes
    .toString("utf8")
    .split("\r\n")
    .find((line) => /^content-disposition\s*:/i.test(line));
  if (!disposition || !/:\s*form-data\s*(;|$)/i.test(disposition))
    throw new MalformedMultipart("a part without Content-Disposition: form-data");
  const name = parameter(disposition, "name");
  if (name === undefined) throw new MalformedMultipart("a part without a name");
  const filename = parameter(disposition, "filename");
  return filename === undefined ? { name } : { name, filename };
}

type State = "preamble" | "delimiter" | "headers" | "body" | "done";

/**
 * Reads the body, calling `onPart` at each part's start; ends when the closing delimiter has been
 * read (an epilogue is ignored). Throws MalformedMultipart when the body breaks off or breaks the
 * rules, and whatever `onPart` or a sink throws.
 */
export async function readMultipart(
  body: AsyncIterable<Buffer>,
  boundary: string,
  onPart: (info: PartInfo) => PartSink | Promise<PartSink>,
  limits: MultipartLimits,
): Promise<void> {
  // every delimiter is CRLF "--" boundary; the first one's CRLF is lent here
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = CRLF;
  let state = "preamble" as State;
  let sink: PartSink | undefined;
  let parts = 0;

  /** Takes what the buffer holds as far as it can; returns when it needs more. */
  const advance = async (): Promise<void> => {
    for (;;) {
      if (state === "done") return void (buffer = Buffer.alloc(0));
      if (state === "preamble" || state === "body") {
        const at = buffer.indexOf(delimiter);
        // bytes that cannot be the start of a delimiter go on (the body's) or are dropped (the preamble's)
        const safe = at === -1 ? Math.max(0, buffer.length - delimiter.length + 1) : at;
        if (state === "body" && safe > 0) await sink!.write(buffer.subarray(0, safe));
        if (at === -1) return void (buffer = buffer.subarray(safe));
        if (state === "body") await sink!.end();
        buffer = buffer.subarray(at + delimiter.length);
        state = "delimiter";
      } else if (state === "delimiter") {
        if (buffer.length < 2) return;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) state = "done";
        else {
          const lineEnd = buffer.indexOf(CRLF);
          if (lineEnd === -1) {
            if (buffer.length > 256) throw new MalformedMultipart("no line break after a delimiter");
            return;
          }
          if (buffer.subarray(0, lineEnd).toString("latin1").trim() !== "")
            throw new MalformedMultipart("text after a delimiter");
          buffer = buffer.subarray(lineEnd + 2);
          state = "headers";
        }
      } else {
        if (buffer.length >= 2 && buffer[0] === 0x0d && buffer[1] === 0x0a)
          throw new MalformedMultipart("a part without headers");
        const end = buffer.indexOf(HEADERS_END);
        const limit = limits.maxHeaderBytes;
        if (end === -1 || end > limit) {
          if (buffer.length > limit) throw new MalformedMultipart(`part headers over ${limit} bytes`);
          return;
        }
        if (++parts > limits.maxParts) throw new MalformedMultipart(`more than ${limits.maxParts} parts`);
        sink = await onPart(partInfo(buffer.subarray(0, end)));
        buffer = buffer.subarray(end + HEADERS_END.length);
        state = "body";
      }
    }
  };

  for await (const chunk of body) {
    if (state === "done") continue; // the epilogue
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    await advance();
  }
  if (state !== "done") throw new MalformedMultipart("the body ends before the closing delimiter");
}
