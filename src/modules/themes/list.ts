import * as Schema from "effect/Schema";
import { catalogueList, LocalisedNameFields, localisedNameColumns } from "../catalogue-lists/index.ts";
import type { MediaFileSource } from "../media/index.ts";
import { checkReferences, type NamedReference } from "../uploads/index.ts";

/** A new icon the details name, to be checked: none when empty (THEME_SVG_REQUIRED says so) or the icon the theme has. */
const newIcon = (svgPath: string, current: string | undefined): NamedReference[] =>
  svgPath === "" || svgPath === current
    ? []
    : [{ field: "svgPath", url: svgPath, kind: "svg", refusal: "THEME_SVG_NOT_UPLOADED" }];

/**
 * The themes of the living books (migration, disability, faith…): a name in each interface
 * language and an SVG icon, in the order the admins choose. Streams `theme-<id>` (ThemeAdded,
 * ThemeEdited, ThemeDeleted) and `theme-list` (ThemesReordered). A theme that a video still has is
 * not deleted (THEME_IN_USE, naming how many and which): its videos get another one first.
 * A new icon must be an SVG uploaded with uploadSvg (or one of the demo folder's):
 * THEME_SVG_NOT_UPLOADED otherwise.
 */
export const themeList = catalogueList({
  entity: "theme",
  details: Schema.Struct({
    ...LocalisedNameFields,
    svgPath: Schema.Trim.check(Schema.isMinLength(1, { message: "THEME_SVG_REQUIRED" })),
  }),
  columns: { ...localisedNameColumns, svgPath: "svg_path" },
  orderField: "themeOrder",
  checkDetails: (services, details, current) => checkReferences(services, newIcon(details.svgPath, current?.svgPath)),
});

/** What the admin form sends: four names and the path of the uploaded SVG icon. */
export type ThemeInput = Parameters<typeof themeList.edit>[2];
/** A theme as the API shows it. */
export type ThemeView = Awaited<ReturnType<typeof themeList.items>>[number];

/** A theme's icon is on the home page, for every visitor. */
export const themeMediaFiles: MediaFileSource = {
  handles: [themeList.names.types.added, themeList.names.types.edited, themeList.names.types.deleted],
  filesOf(recorded) {
    const event = themeList.events.items.decode(recorded);
    if (event?.kind === "added" || event?.kind === "edited") return [{ url: event.data.svgPath, public: true }];
    return event?.kind === "deleted" ? [] : undefined;
  },
};
