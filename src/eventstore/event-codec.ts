import type { RecordedEvent } from "./types.ts";

/** A fact in the past tense: its type and its data. */
export type DomainEvent<
  Type extends string = string,
  Data extends Record<string, unknown> = Record<string, unknown>,
> = {
  type: Type;
  data: Data;
};

/**
 * How a stream's recorded events become a module's typed events: the one place that turns stored
 * JSON into a typed event, so no module casts `{ type, data } as X`. An event type recorded with an
 * older schema version is brought up to date by its upcasters, one version at a time; the version
 * a new event is written with is the type's current one.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export type EventCodecSpec<Event extends DomainEvent> = {
  /** Every event type of the union, each `true` (an object, so the compiler sees a type left out). */
  types: { readonly [Type in Event["type"]]: true };
  /**
   * For a type whose shape changed: `upcasters[type][n]` turns version n+1's data into version
   * n+2's (index 0 upcasts version 1). The type's current version is `upcasters[type].length + 1`.
   */
  upcasters?: { readonly [Type in Event["type"]]?: readonly Upcaster[] };
};

export type EventCodec<Event extends DomainEvent> = {
  /** The event types it decodes (what a projector of these events handles). */
  readonly types: readonly Event["type"][];
  has(type: string): type is Event["type"];
  /** The version a new event of this type is written with. */
  schemaVersion(type: string): number;
  /** The typed, current-version event; undefined for a type this codec does not know. */
  decode(recorded: Pick<RecordedEvent, "type" | "data" | "metadata">): Event | undefined;
};

export function eventCodec<Event extends DomainEvent>(spec: EventCodecSpec<Event>): EventCodec<Event> {
  const types = Object.keys(spec.types) as Event["type"][];
  const known: ReadonlySet<string> = new Set(types);
  const upcastersOf = (type: string): readonly Upcaster[] =>
    (spec.upcasters as Record<string, readonly Upcaster[] | undefined> | undefined)?.[type] ?? [];
  const has = (type: string): type is Event["type"] => known.has(type);
  return {
    types,
    has,
    schemaVersion: (type) => upcastersOf(type).length + 1,
    decode(recorded) {
      if (!has(recorded.type)) return undefined;
      const upcasters = upcastersOf(recorded.type);
      let data = recorded.data;
      for (let version = recorded.metadata.schemaVersion ?? 1; version <= upcasters.length; version++)
        data = upcasters[version - 1]!(data);
      // the one cast: the type is one of the union's (checked above) and the data at its current version
      return { type: recorded.type, data } as Event;
    },
  };
}

/** One codec for the events of several unions (a projector or process reading more than one stream's events). */
export function combinedCodec<Event extends DomainEvent>(...codecs: EventCodec<DomainEvent>[]): EventCodec<Event> {
  const owner = (type: string) => codecs.find((codec) => codec.has(type));
  return {
    types: codecs.flatMap((codec) => codec.types) as Event["type"][],
    has: (type): type is Event["type"] => owner(type) !== undefined,
    schemaVersion: (type) => owner(type)?.schemaVersion(type) ?? 1,
    decode: (recorded) => owner(recorded.type)?.decode(recorded) as Event | undefined,
  };
}
