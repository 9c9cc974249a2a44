import type * as Schema from "effect/Schema";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { aggregateStream } from "../../eventstore/aggregate.ts";
import { checkRevision } from "../../eventstore/revision-check.ts";
import type { Decider } from "../../eventstore/decider.ts";
import type { ItemEvent } from "./events.ts";
import { createWithSequenceId } from "../../eventstore/pipeline.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { EventStore } from "../../eventstore/types.ts";
import type { ListReordered, OrderState, PlaceInOrder, WriteContext } from "../catalogue-items/index.ts";
import { checkReplacement, type ItemCommand, type ItemState, newItemOf, type Usage } from "./decide.ts";
import type { DetailsCheck, ListNames } from "./list-config.ts";
import type { ListQueries } from "./queries.ts";

/**
 * Another module's items that use a list's items: videos have themes and filters, audiobooks a
 * language. The app gives each list the users its items have (src/app/modules.ts), so the list
 * depends on none of them.
 */
export type ItemUsers = {
  /** How many of its items use the list's item, with the first titles: a used item is not deleted. */
  usage(db: Kysely<Database>, id: number): Promise<Usage>;
  /**
   * Moves every one of its items from the list's item `from` to `to`, one event on each one's
   * stream, before `from` is deleted; run again, it finishes what an interrupted run left.
   * Only users that can do without the item have it (audiobooks and their language).
   */
  move?(ctx: WriteContext, from: number, to: number): Promise<void>;
};

/** What every user of a list's item says of it, added up. */
export async function usageOf(db: Kysely<Database>, users: readonly ItemUsers[], id: number): Promise<Usage> {
  const each = await Promise.all(users.map((user) => user.usage(db, id)));
  return { count: each.reduce((sum, u) => sum + u.count, 0), titles: each.flatMap((u) => u.titles) };
}

type WrittenList<Details, Input> = {
  names: ListNames;
  details: Schema.Codec<Details, Input>;
  itemDecider: Decider<ItemState<Details>, ItemCommand<Input>, ItemEvent<Details>>;
  orderDecider: Decider<OrderState, PlaceInOrder, ListReordered>;
  nextOrder: ListQueries<Details, string>["nextOrder"];
  /** Every item's id in the list's order, as the read model shows it (which the request's earlier writes have reached). */
  currentOrder(db: Kysely<Database>): Promise<number[]>;
  checkDetails?: DetailsCheck<Details>;
};

/** The admin's writes on a list (the add, edit, delete and reorder mutations) and the checks other modules make. */
export type ListCommands<Input> = {
  /** Adds an item at `order`, or after the last one; returns its new id. Bad input is refused before an id is taken. */
  add(ctx: WriteContext, input: Input, order?: number | null): Promise<number>;
  /** `expectedRevision`: the item's revision the admin's dialog started from (EDIT_CONFLICT when it moved on). */
  edit(ctx: WriteContext, id: number, input: Input, expectedRevision?: bigint): Promise<void>;
  /**
   * Deletes an item: refused while one of `users` uses it (the code names how many and which),
   * unless a replacement is given: then their items are moved to it first, and the item deleted.
   * A crash in between leaves the item in place, used by fewer: deleting it again finishes.
   */
  remove(ctx: WriteContext, id: number, users?: readonly ItemUsers[], replacementId?: number | null): Promise<void>;
  /** Records a drag and drop: the items named, each at its new position (the whole list, numbered from 1). */
  reorder(ctx: WriteContext, positions: readonly { id: number; order: number }[]): Promise<void>;
  /** Whether an item exists and is not deleted, from its own stream (not a read model that may lag). */
  exists(store: EventStore, id: number): Promise<boolean>;
  /** Adds items in this order with ids taken together, running the commands with `ctx.run` (the demo catalogue). */
  addAll(ctx: WriteContext, inputs: readonly Input[]): Promise<number[]>;
};

export function listCommands<Details, Input>(list: WrittenList<Details, Input>): ListCommands<Input> {
  const { names, itemDecider } = list;
  const exists = async (store: EventStore, id: number) =>
    (await aggregateStream(store, names.itemStream(id), itemDecider)).state.status === "active";
  return {
    async add(ctx, input, order) {
      const position = names.ordered ? (order ?? (await list.nextOrder(ctx.services.db))) : undefined;
      const details = newItemOf(list, input, position);
      await list.checkDetails?.(ctx.services, details, null);
      const creation = { kind: names.idKind, stream: names.itemStream, decider: itemDecider };
      const { id } = await createWithSequenceId(ctx.services, ctx.commandContext, {
        ...creation,
        command: (newId): ItemCommand<Input> => ({ type: "Add", id: newId, input, order: position }),
      });
      return id;
    },
    async edit(ctx, id, input, expectedRevision) {
      const { state, recorded } = await aggregateStream(ctx.services.store, names.itemStream(id), itemDecider);
      // a missing item is refused by the command itself (NOT_FOUND), a stale edit before the checks' work
      if (state.status === "active") {
        checkRevision(names.itemStream(id), recorded, expectedRevision);
        await list.checkDetails?.(ctx.services, validate(list.details, input), state.item);
      }
      await ctx.run(names.itemStream(id), itemDecider, { type: "Edit", id, input }, { expectedRevision });
    },
    async remove(ctx, id, users = [], replacementId = null) {
      // an id that is no item touches nobody's items
      if (!(await exists(ctx.services.store, id))) throw new DomainError(names.notFound);
      const replacement =
        replacementId === null
          ? undefined
          : { id: replacementId, exists: await exists(ctx.services.store, replacementId) };
      if (replacement) checkReplacement(names, id, replacement);
      // users that cannot be moved still refuse the deletion while they use the item
      const moved = replacement ? users.filter((user) => user.move) : [];
      const usage = await usageOf(
        ctx.services.db,
        users.filter((user) => !moved.includes(user)),
        id,
      );
      if (usage.count === 0) for (const user of moved) await user.move!(ctx, id, replacement!.id);
      await ctx.run(names.itemStream(id), itemDecider, { type: "Delete", id, usage, replacement });
    },
    async reorder(ctx, positions) {
      const current = await list.currentOrder(ctx.services.db);
      await ctx.run(names.orderStream, list.orderDecider, { type: "Reorder", positions, current });
    },
    exists,
    async addAll(ctx, inputs) {
      if (list.checkDetails)
        for (const input of inputs) await list.checkDetails(ctx.services, validate(list.details, input), null);
      const { actor, correlationId } = ctx.commandContext;
      const ids = await allocateIds(ctx.services.store, names.idKind, inputs.length, actor, correlationId);
      for (const [i, input] of inputs.entries()) {
        await ctx.run(names.itemStream(ids[i]!), itemDecider, {
          type: "Add",
          id: ids[i]!,
          input,
          order: names.ordered ? i + 1 : undefined,
        });
      }
      return ids;
    },
  };
}
