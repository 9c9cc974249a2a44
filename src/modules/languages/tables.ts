/** The languages read model: the admin list and the audiobook language filter, in their order. */
export interface LanguagesTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  abbreviation: string;
  /** sk, cz, en or es, or null when the language matches no interface language. */
  language_flag: string | null;
  sort_order: number;
}

export interface LanguageTables {
  languages: LanguagesTable;
}
