/**
 * The first page's queries, asked by the boot script (boot.ts) while React and Relay are still
 * downloading, so their answers are there about when the page can render instead of a round trip
 * after. Free of Relay: main.tsx hands each answer to the Relay store once it has loaded
 * (relay/commit-early.ts), and a screen asking for the same operation waits for that instead of
 * asking again (useScreenQuery).
 */

/** The parts of a compiled operation (a Relay artifact) the request needs; names are unique per operation. */
export interface OperationArtifact {
  params: { readonly id: string | null; readonly text: string | null; readonly name: string };
}

export type Variables = Record<string, unknown>;
/** The answer's data, or null when there was none (a failure, or errors): the screen then asks itself. */
export type EarlyData = Record<string, unknown> | null;

export interface EarlyAnswer {
  key: string;
  artifact: OperationArtifact;
  variables: Variables;
  data: Promise<EarlyData>;
}

const answers = new Map<string, EarlyAnswer>();
const listeners = new Set<(answer: EarlyAnswer) => void>();

/** Variables as JSON with their keys sorted, so equal variables give equal keys. */
const canonical = (value: unknown): string =>
  value && typeof value === "object" && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Variables)[key])}`)
        .join(",")}}`
    : JSON.stringify(value ?? null);

export const answerKey = (operationName: string, variables: Variables): string =>
  `${operationName}:${canonical(variables)}`;

/**
 * The request the client's Relay network sends (web/src/relay/environment.ts): the operation's
 * text (its persisted id when the build kept no text), the interface language, the session cookie.
 */
async function ask(artifact: OperationArtifact, variables: Variables, lang: string): Promise<EarlyData> {
  const { id, text } = artifact.params;
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/graphql-response+json, application/json",
      "Accept-Language": lang,
    },
    body: JSON.stringify(text ? { query: text, variables } : { doc_id: id, variables }),
  });
  const payload = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  // an answer with errors goes through the screen's own request, which shows them
  return response.ok && payload.data && !payload.errors?.length ? payload.data : null;
}

/** Asks for an operation now, once per operation and variables; resolves with its data (null on any failure). */
export function askEarly(artifact: OperationArtifact, variables: Variables, lang: string): Promise<EarlyData> {
  const key = answerKey(artifact.params.name, variables);
  const known = answers.get(key);
  if (known) return known.data;
  const answer: EarlyAnswer = { key, artifact, variables, data: ask(artifact, variables, lang).catch(() => null) };
  answers.set(key, answer);
  for (const listener of listeners) listener(answer);
  return answer.data;
}

/** Every early answer, those asked so far and those asked later. */
export function onEarlyAnswer(listener: (answer: EarlyAnswer) => void): void {
  for (const answer of answers.values()) listener(answer);
  listeners.add(listener);
}
