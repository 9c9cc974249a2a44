// A load generator for the memory benchmark, in a process of its own: visitors paging through the
// catalogue (any page, some with a search or a theme), opening video detail pages, a share of them
// logged in. Reads one JSON job from the file named on its command line ({ url, seconds,
// connections, bodies, token }), prints one JSON result line.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      method: "POST",
      setupRequest(request) {
        const i = next++;
        const headers = {
          "content-type": "application/json",
          ...(i % 4 === 0 ? { authorization: `Bearer ${job.token}` } : {}),
        };
        return { ...request, headers, body: job.bodies[i % job.bodies.length] };
      },
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })}\n`,
);
