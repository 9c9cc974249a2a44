/**
 * The references read model: testimonials for the home page carousel. The table is called
 * `testimonials` because REFERENCES is an SQL keyword.
 */
export interface TestimonialsTable {
  id: number;
  /** Position or institution of the author. */
  title: string;
  name: string;
  text: string;
  /** sk, cz, en or es: the carousel of that interface language shows it. */
  language_flag: string;
}

export interface ReferenceTables {
  testimonials: TestimonialsTable;
}
