/** The filters read model: the home page's filter bar and the admin list, in their order. */
export interface FiltersTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  /** sk, cz, en or es: preselected for visitors of that language; null for none. */
  language_flag: string | null;
  sort_order: number;
}

export interface FilterTables {
  filters: FiltersTable;
}
