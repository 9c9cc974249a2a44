/** `npm run bench [-- http|eventstore]`: runs the benchmarks and prints figures with their ratios. */
import { benchEventStore } from "./eventstore-append-project.ts";
import { benchHttpGetVideos } from "./http-get-videos.ts";

const which = process.argv.slice(2).filter((a) => a !== "--");
if (which.length === 0 || which.includes("eventstore")) await benchEventStore();
if (which.length === 0 || which.includes("http")) await benchHttpGetVideos();
