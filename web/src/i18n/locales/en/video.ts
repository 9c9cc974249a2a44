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
    gateLogin: "Log in",
    methodicsLocked: "Log in or choose a subscription to open the methodologies of this video.",
  },
  access: {
    signIn: {
      video: "Log in to watch this video",
      audiobook: "Log in to listen to this audiobook",
      webinar: "Log in to watch this webinar",
      workshop: "Log in to see this workshop",
    },
    signInText: "Log in, or register: a 30-day trial is free.",
    logIn: "Log in",
    register: "Register",
    needs: "Access needed: {{access}}",
    subscriptionTitle: "This is part of the subscription",
    subscriptionText: "Your profile has no active subscription yet. Choose one and the whole library opens to you.",
    subscribe: "Choose a subscription",
    upgradeTitle: "Your trial does not include this",
    upgradeText:
      "The trial opens part of the library. With a subscription you can see every living book and methodology.",
    upgrade: "Upgrade to a subscription",
    disabledTitle: "Your profile is blocked",
    disabledText:
      "While your profile is blocked, the library's content cannot be opened. If this is a mistake, write to us.",
    contact: "Write to us",
    subscriptionEnded: "Your subscription or trial has ended.",
    disabledByLibrary: "The library has switched your profile off.",
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
  pdfZoom: {
    label: "Document zoom",
    zoomOut: "Zoom out",
    zoomIn: "Zoom in",
    fitWidth: "Fit width",
    level: "{{percent}}%",
  },
};
