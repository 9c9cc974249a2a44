// The load generator, in a process of its own so that it never shares an event loop with the
// server it measures. Reads one JSON job from argv, prints one JSON result line.
import autocannon from "autocannon";

const job = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  method: "POST",
  headers: { "content-type": "application/json", ...job.headers },
  body: job.body,
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  })}\n`,
);
