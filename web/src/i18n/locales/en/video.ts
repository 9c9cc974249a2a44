import type { VideoMessages } from "../sk/video.ts";

/** English: the video page and the PDF viewer. */
export const video: VideoMessages = {
  video: {
    themes: "Themes",
    length: "Length",
    highlights: "Highlights",
    seekTo: "Play from {{time}}",
    methodics: "Methodologies",
    related: "Next videos",
    notFound: "This video does not exist.",
    playerTitle: "Video player: {{title}}",
    gateTitle: "This video is available after logging in",
    gateText: "Log in or choose a subscription to watch this video.",
    gateLogin: "Log in",
    gateRegister: "Register",
    methodicsLocked: "Log in or choose a subscription to open the methodologies of this video.",
  },
  pdf: {
    title: "Methodology",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {{page}} / {{count}}",
    back: "Back",
    download: "Download",
    error: "The document could not be loaded.",
    unavailable: "This document does not exist, or it is available only to logged-in members with a subscription.",
    unavailableSignedIn: "This document does not exist, or your subscription does not include it.",
  },
};
