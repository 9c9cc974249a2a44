/** The audiobook pages, one chunk (routes/chunks.ts, loadAudiobookPages). */
export { AudiobookListPage } from "./AudiobookListPage.tsx";
export { AudiobookPage } from "./AudiobookPage.tsx";
