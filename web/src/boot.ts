/**
 * The first script of the page, small and without the libraries: it starts the first page's texts,
 * chunks and queries while the main bundle (main.tsx, with React and Relay) is still downloading,
 * instead of once it has run. main.tsx waits for the same loads.
 */
import { startFirstPage } from "./routes/first-page.ts";

startFirstPage(window.location).catch(() => {}); // main.tsx waits for the same loads and sees a failure
