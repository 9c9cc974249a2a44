import homePageQuery from "../../../__generated__/HomePageQuery.graphql.ts";
import videoResultsQuery from "../../../__generated__/VideoResultsQuery.graphql.ts";
import type { Lang } from "../../../i18n/index.ts";
import { askEarly } from "../../../relay/early-answers.ts";
import { languageFilters, readCatalogueQuery, resultsVariables } from "./catalogue-query.ts";

/**
 * The home page's two queries, asked before the page has loaded: the page (themes, filters,
 * testimonials), then at once the list with the criteria the catalogue starts with: page, theme
 * and search from the address, and the interface language's filters (what FilterBar preselects).
 */
export async function askHomePage(lang: Lang, search: string): Promise<void> {
  const home = await askEarly(homePageQuery, {}, lang);
  const tags = home?.getBaseTags;
  if (!Array.isArray(tags)) return;
  const filters = languageFilters(tags as { id: number; languageFlag: string | null }[], lang);
  await askEarly(
    videoResultsQuery,
    resultsVariables({ ...readCatalogueQuery(new URLSearchParams(search)), filters }),
    lang,
  );
}
