import { isPromise, MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { richTextAsShown } from "../shared/rich-text.ts";

/** The schema's name for a description's rich text, on every type that has one (the spec's name). */
export const RICH_TEXT_FIELD = "htmlDesc";

const asShown = (value: unknown): unknown => (typeof value === "string" ? richTextAsShown(value) : value);

/**
 * Every rich-text field answers its text as shown (shared/rich-text.ts): a description saved while
 * the alignment and the colour were styles comes out with classes, so the site's CSP refuses
 * nothing on its page and the admin's editor reads the classes back; one saved since is answered
 * as stored, at the cost of one pattern test. Converted when read rather than rewritten: events
 * are facts never edited, every later save stores classes, and no rebuild of three modules' read
 * models is needed for it.
 */
export function richTextFieldsAsShown(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      if (fieldName !== RICH_TEXT_FIELD) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          const value: unknown = resolve(source, args, context, info);
          return isPromise(value) ? value.then(asShown) : asShown(value);
        },
      };
    },
  });
}
