// How the production server process is started, by `npm start` and by the benchmarks that measure
// it: plain node on the compiled server, with source maps for readable stack traces and a bounded
// heap. The server's live data is small (read models live in the database; stored answers are
// capped at 32 MB): without a bound, V8 lets garbage pile up to gigabytes on a large machine
// before collecting it. SERVER_HEAP_MB raises the bound (default 128). The young generation is
// kept at 8 MB a semi-space (V8's default is 16 on 64-bit machines): a request's garbage is small
// and short-lived, and on the large data set this took the resident memory after a minute of
// load from 198–219 MB to about 180 MB.
export const DEFAULT_SERVER_HEAP_MB = 128;
const SEMI_SPACE_MB = 8;

/** node's arguments for the compiled server, for an environment. */
export function serverNodeArgs(env = process.env) {
  const given = env.SERVER_HEAP_MB?.trim();
  const heapMb = given ? Number(given) : DEFAULT_SERVER_HEAP_MB;
  if (!Number.isInteger(heapMb) || heapMb < 64)
    throw new Error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 64; got "${env.SERVER_HEAP_MB}"`);
  return [
    "--enable-source-maps",
    `--max-old-space-size=${heapMb}`,
    `--max-semi-space-size=${SEMI_SPACE_MB}`,
    "dist/server/main.mjs",
  ];
}
