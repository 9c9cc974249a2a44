import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import relay from "vite-plugin-relay";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The client lives in web/ and builds into dist/web, which the Koa server serves (with an
// index.html fallback for client routes). `vite dev` forwards API and file requests to that server.
const server = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  root: fromRoot("./web"),
  // Turns graphql`` tags into imports of the compiled artifacts (`npm run relay`); without it
  // the page throws "graphql: Unexpected invocation at runtime".
  plugins: [react(), relay],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // React, Relay and the router make a ~600 kB entry chunk; pdf.js is a lazy chunk of its own.
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: Object.fromEntries(["/graphql", "/demo", "/uploads", "/dev", "/invoices", "/webhooks"].map((path) => [path, server])),
  },
});
