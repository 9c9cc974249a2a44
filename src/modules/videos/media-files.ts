import { openToWhoMayPlay } from "../catalogue-items/index.ts";
import type { FileReference, MediaFileSource } from "../media/index.ts";
import { type VideoContent, videoEvents } from "./events.ts";

/** A video's files: the thumbnail for every visitor (lists show it); its media, captions and methodologies only when the video is free. */
export function videoFiles(
  content: Pick<VideoContent, "thumbnail" | "mediaUrl" | "methodics" | "availability" | "subtitles">,
): FileReference[] {
  const free = content.availability === 2;
  return [
    { url: content.thumbnail, public: true },
    { url: content.mediaUrl, public: free },
    ...content.methodics.map((methodic) => ({ url: methodic.url, public: free })),
    ...(content.subtitles ?? []).map((track) => ({ url: track.url, public: free })),
  ];
}

/**
 * Tells the media module which files each video refers to, and who may open a members-only
 * video's files now: whoever may play it (the rule that gave the signed URL, resolvers.ts).
 */
export const videoMediaFiles: MediaFileSource = {
  access: openToWhoMayPlay("video-", "videos"),
  handles: ["VideoCreated", "VideoEdited", "VideoDeleted"],
  filesOf(recorded) {
    const event = videoEvents.decode(recorded);
    if (event?.type === "VideoCreated" || event?.type === "VideoEdited") return videoFiles(event.data);
    return event?.type === "VideoDeleted" ? [] : undefined;
  },
};
