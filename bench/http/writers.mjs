// The writes of a library in use, in a process of their own beside the catalogue's readers:
// listeners saving their places (round robin over several signed-in listeners, at a steady rate)
// and an admin editing a video now and then. Or, with "sequence", one listener saving one place
// after another as fast as the server answers. Reads one JSON job from argv, prints one JSON line.
const job = JSON.parse(process.argv[2]);

const SAVE = `mutation ($b: Int!, $f: Int!, $s: Float!) { saveAudiobookPosition(audiobookId: $b, audioFileId: $f, seconds: $s) }`;
const EDIT = `mutation ($id: Int!, $note: String!) { editVideo(videoId: $id, note: $note) }`;

/** One GraphQL call: its time in ms, and whether it answered data without errors. */
async function call(token, query, variables) {
  const started = performance.now();
  try {
    const response = await fetch(job.graphqlUrl, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    return { ms: performance.now() - started, ok: response.ok && !body.errors };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const { audiobook } = job;
/** The n-th save's place: listeners move through the file a second at a time. */
const place = (n) => ({ b: audiobook.id, f: audiobook.fileId, s: (n % Math.max(1, audiobook.seconds - 1)) + 0.5 });

if (job.mode === "sequence") {
  const times = [];
  for (let n = 0; n < job.count; n++) {
    const result = await call(job.listeners[0], SAVE, place(n));
    if (!result.ok) throw new Error(`save ${n} failed`);
    times.push(result.ms);
  }
  process.stdout.write(`${JSON.stringify({ times })}\n`);
} else {
  const saves = [];
  const edits = [];
  let n = 0;
  const pending = [];
  const saving = setInterval(() => {
    const listener = job.listeners[n % job.listeners.length];
    pending.push(call(listener, SAVE, place(n++)).then((result) => saves.push(result)));
  }, 1000 / job.savesPerSecond);
  const editing = setInterval(() => {
    pending.push(call(job.admin, EDIT, { id: job.videoId, note: `Poznámka ${Date.now()}` }).then((r) => edits.push(r)));
  }, job.editEveryMs);
  await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000));
  clearInterval(saving);
  clearInterval(editing);
  await Promise.all(pending);
  process.stdout.write(
    `${JSON.stringify({
      saves: saves.length,
      savesRefused: saves.filter((s) => !s.ok).length,
      saveP99: percentile(
        saves.map((s) => s.ms),
        99,
      ),
      edits: edits.length,
      editsRefused: edits.filter((e) => !e.ok).length,
      editP99: percentile(
        edits.map((e) => e.ms),
        99,
      ),
    })}\n`,
  );
}
