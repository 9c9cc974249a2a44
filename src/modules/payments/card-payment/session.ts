import type { CommandContext } from "../../../eventstore/command-handler.ts";
import { type CommandServices, type CommandSession, commandSession } from "../../../eventstore/pipeline.ts";
import type { EventStore, RecordedEvent } from "../../../eventstore/types.ts";

/**
 * A command session whose first command on a stream just read (`aggregateStream`) decides on that
 * read instead of reading the stream again; any later read, and the command handler's own read
 * after a revision conflict, go to the store as always. So an operation that must look at a payment
 * before it decides (is it this profile's? did it succeed already, or must the provider be asked?)
 * reads its stream once. (What the pipeline could offer itself: running a command on an aggregate
 * already loaded.)
 */
export function sessionAfterRead(
  services: CommandServices,
  context: CommandContext,
  streamName: string,
  recorded: RecordedEvent[],
): CommandSession {
  const base = services.store;
  let unread: RecordedEvent[] | undefined = recorded;
  const store: EventStore = {
    description: base.description,
    appendToStream: (name, events, expected) => base.appendToStream(name, events, expected),
    async readStream(name, options) {
      if (unread && name === streamName && options === undefined) {
        const events = unread;
        unread = undefined;
        return events;
      }
      return base.readStream(name, options);
    },
    readAll: (after, limit) => base.readAll(after, limit),
    subscribeToAll: (after, handler) => base.subscribeToAll(after, handler),
    close: () => base.close(),
  };
  return commandSession({ ...services, store }, context);
}
