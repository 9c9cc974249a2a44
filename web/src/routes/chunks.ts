import { prefetchTexts } from "../i18n/index.ts";

/** A chunk's loader that keeps the module once loaded, so a lazy component can show it at once. */
export interface Chunk<M> {
  (): Promise<M>;
  loaded(): M | undefined;
}

function chunk<M>(load: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  const loader = () =>
    load().then((loaded) => {
      module = loaded;
      return loaded;
    });
  return Object.assign(loader, { loaded: () => module });
}

/**
 * The lazily loaded chunks of the client's areas. Kept free of React and Relay so that the boot
 * script (boot.ts) can start the first page's chunk before the main bundle has arrived.
 */
export const loadHomePage = chunk(() => import("./public/home/HomePage.tsx"));
export const loadVideoPage = chunk(() => import("./public/video/VideoPage.tsx"));

/** The audiobook list and detail, with their texts (and the access gate's) beside them. */
export const loadAudiobookPages = chunk(() => {
  prefetchTexts("audiobook", "video");
  return import("./public/audiobooks/audiobook-pages.ts");
});

/** The webinar section (lists, details, purchase, register-and-buy), with its texts beside it. */
export const loadWebinarPages = chunk(() => {
  prefetchTexts("webinar", "video", "account");
  return import("./public/webinars/webinar-pages.ts");
});

/** The registration, password and terms pages, with the account texts beside them. */
export const loadAccountPages = chunk(() => {
  prefetchTexts("account");
  return import("./public/account-pages.ts");
});

/** The profile area, with its texts beside it. */
export const loadProfileRoutes = chunk(() => {
  prefetchTexts("account", "profile");
  return import("./profile/ProfileRoutes.tsx");
});

/** The login dialog, only when it is opened, with the account texts beside it. */
export const loadLoginOverlay = chunk(() => {
  prefetchTexts("account");
  return import("../components/LoginOverlay.tsx");
});
