/** Texts of the catalogue listing (filters, sorting, grid, pagination, product card). */
export const catalogMessages = {
  nl: {
    filters: 'Filters',
    sorting: 'Sorteren',
  },
  en: {
    filters: 'Filters',
    sorting: 'Sort',
  },
} satisfies Record<'nl' | 'en', Record<string, string>>;
