/** The themes read model: the home page's theme selector and the admin list, in their order. */
export interface ThemesTable {
  id: number;
  name: string;
  name_en: string;
  name_cz: string;
  name_es: string;
  svg_path: string;
  sort_order: number;
}

export interface ThemeTables {
  themes: ThemesTable;
}
