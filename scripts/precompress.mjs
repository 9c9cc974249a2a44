// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once at
// build time with the strongest settings, so the server sends compressed assets without spending
// any time compressing them (src/app/static-files.ts picks the copy the browser accepts). Small
// files too (the boot script, tiny shared chunks): a copy is kept whenever it is smaller.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const textFile = /\.(js|mjs|css|html|svg|json|txt|webmanifest|vtt)$/;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const entry = path.join(folder, name);
    if (statSync(entry).isDirectory()) yield* files(entry);
    else yield entry;
  }
}

let count = 0;
for (const file of files(process.argv[2] ?? "dist/web")) {
  if (!textFile.test(file)) continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  if (br.length < content.length || gz.length < content.length) count++;
}
console.log(`Precompressed ${count} files (brotli and gzip)`);
