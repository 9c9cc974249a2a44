import {
  type ConcreteRequest,
  createOperationDescriptor,
  type Environment,
  getRequest,
  type GraphQLTaggedNode,
} from "relay-runtime";
import { readable, type ReadablePromise } from "../hooks/readable-promise.ts";
import { answerKey, onEarlyAnswer, type Variables } from "./early-answers.ts";

/** How long an early answer stays in the store without a screen holding it. */
const RETAIN_MS = 30_000;
/** A screen that would fetch again anyway ("store-and-network") takes an early answer this young as it is. */
const FRESH_MS = 10_000;

/** Each early answer's way into the store, by operation and variables. */
const commits = new Map<string, ReadablePromise<void>>();
const committedAt = new Map<string, number>();

/**
 * Puts each early answer (relay/early-answers.ts) into the Relay store as the answer to its
 * operation, normalised like any network answer, and keeps it there a while for its screen.
 */
export function commitEarlyAnswers(environment: Environment): void {
  onEarlyAnswer((answer) => {
    const committed = answer.data
      .then((data) => {
        if (!data) return;
        const operation = createOperationDescriptor(answer.artifact as ConcreteRequest, answer.variables);
        const retained = environment.retain(operation);
        setTimeout(() => retained.dispose(), RETAIN_MS);
        environment.commitPayload(operation, data);
        committedAt.set(answer.key, Date.now());
      })
      .catch(() => {}); // an answer the store cannot take: the screen asks itself, and shows any error
    commits.set(answer.key, readable(committed));
  });
}

const keyOf = (query: GraphQLTaggedNode, variables: Variables) => answerKey(getRequest(query).params.name, variables);

/** When this operation was asked early: the promise to wait for (until its answer is in the store) instead of asking again. */
export const earlyAnswer = (query: GraphQLTaggedNode, variables: Variables): ReadablePromise<void> | undefined =>
  commits.get(keyOf(query, variables));

/** Whether an early answer to this operation came moments ago (fresh enough to show without asking again). */
export function earlyAnswerFresh(query: GraphQLTaggedNode, variables: Variables): boolean {
  const at = committedAt.get(keyOf(query, variables));
  return at !== undefined && Date.now() - at < FRESH_MS;
}
