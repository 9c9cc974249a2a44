import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import relay from "vite-plugin-relay";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The client lives in web/ and builds into dist/web, which the Koa server serves (with an
// index.html fallback for client routes). `vite dev` forwards API and file requests to that server.
const server = process.env.API_URL ?? "http://localhost:3000";

/**
 * What web/src/boot.ts imports, kept in a chunk of their own without React or Relay so that the
 * boot script runs as soon as it arrives. A module added to boot.ts's imports belongs here (else
 * it lands in the app chunk, and boot waits for the libraries).
 */
const BOOT_MODULES = [
  "web/src/routes/first-page.ts",
  "web/src/routes/chunks.ts",
  "web/src/routes/paths.ts",
  "web/src/i18n/index.ts",
  "web/src/i18n/translate.ts",
  "web/src/hooks/readable-promise.ts",
  "src/shared/lang.ts",
  "web/src/relay/early-answers.ts",
  "web/src/routes/public/home/early-queries.ts",
  "web/src/routes/public/home/catalogue-query.ts",
  "web/src/__generated__/HomePageQuery.graphql.ts",
  "web/src/__generated__/VideoResultsQuery.graphql.ts",
];

/**
 * web/src/boot.ts as an entry of its own, loaded by index.html before the main bundle: it starts
 * the first page's chunk and texts while the libraries download (Vite would bundle a second
 * script of index.html into the main entry, after the libraries). The stylesheet comes first of
 * all (it is all the static header of index.html waits for to paint), then the boot script and
 * what it imports, then the rest: with HTTP/1.1 the browser fetches six files at a time.
 */
function bootScript(): Plugin {
  return {
    name: "living-library-boot-script",
    apply: "build",
    options(options) {
      const input =
        typeof options.input === "object" && !Array.isArray(options.input)
          ? options.input
          : { index: fromRoot("./web/index.html") };
      return { ...options, input: { ...input, boot: fromRoot("./web/src/boot.ts") } };
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === "chunk" && chunk.isEntry && chunk.name === "boot",
        );
        if (!boot) throw new Error("the boot chunk is missing from the build");
        const bootImports = boot.type === "chunk" ? boot.imports : [];
        const isBootImport = (tag: string) => bootImports.some((file) => tag.includes(`/${file}"`));
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const bootPreloads = (html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).filter(isBootImport);
        const first = [
          ...stylesheets,
          `<script type="module" async crossorigin src="/${boot.fileName}"></script>`,
          ...bootPreloads,
        ];
        return html
          .replace(/\s*<link rel="(stylesheet|modulepreload)"[^>]*>/g, (tag) =>
            tag.includes("stylesheet") || isBootImport(tag) ? "" : tag,
          )
          .replace(
            /(\n\s*)<script type="module"/,
            (_, indent: string) => `${indent}${first.join(indent)}${indent}<script type="module"`,
          );
      },
    },
  };
}

export default defineConfig({
  root: fromRoot("./web"),
  // Turns graphql`` tags into imports of the compiled artifacts (`npm run relay`); without it
  // the page throws "graphql: Unexpected invocation at runtime".
  plugins: [react(), relay, bootScript()],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // pdf.js is a lazy chunk of its own (~630 kB), loaded by the document viewer alone.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // The libraries every page runs, one chunk each: they change less often than the app, so a
        // new release leaves them in the browser's cache. pdf.js and Stripe stay in their lazy chunks.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: "relay",
              test: /node_modules[\\/](relay-runtime|react-relay|fbjs|invariant|@babel[\\/]runtime)[\\/]/,
              priority: 2,
            },
            {
              name: "router",
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 1,
            },
            // what boot.ts runs (no library), then the rest of the frame in one chunk rather than many small ones
            { name: "start", test: (id) => BOOT_MODULES.some((module) => id.endsWith(module)), priority: 4 },
            {
              name: "app",
              test: (id) => /web[\\/]src[\\/]/.test(id) && !id.endsWith("web/src/boot.ts"),
              tags: ["$initial"],
              priority: 0,
            },
          ],
        },
        // texts-<language>-<part>: which language's texts a page loaded shows in the network log
        chunkFileNames: (chunk) => {
          const texts = /i18n\/locales\/(\w+)\/(\w+)\.ts$/.exec(chunk.facadeModuleId ?? "");
          return texts ? `assets/texts-${texts[1]}-${texts[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ["/graphql", "/demo", "/uploads", "/dev", "/invoices", "/webhooks"].map((path) => [path, server]),
    ),
  },
});
