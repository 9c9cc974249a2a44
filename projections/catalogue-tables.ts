/** Read-model tables of the catalogue (themes, filters, languages, references, videos, contact mail). */
export interface CatalogueTables {}
