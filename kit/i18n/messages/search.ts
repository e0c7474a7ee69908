/**
 * Texts of the header's search popup (issue #17). The empty state is the catalogue's
 * (`catalog.emptySearch`): the popup and the results page say the same.
 */
export const searchMessages = {
  nl: {
    open: 'Zoeken',
    title: 'Zoeken',
    label: 'Zoek in alle sieraden',
    placeholder: 'Ring, oorbellen, diamant…',
    hint: 'Typ minstens twee letters om te zoeken.',
    searching: 'Zoeken…',
    results: 'Zoekresultaten',
    found_one: '{{count}} sieraad gevonden',
    found_other: '{{count}} sieraden gevonden',
    failed: 'Zoeken lukt nu even niet. Probeer het zo nog eens.',
    seeAll_one: 'Bekijk het resultaat',
    seeAll_other: 'Bekijk alle resultaten ({{count}})',
  },
  en: {
    open: 'Search',
    title: 'Search',
    label: 'Search all jewellery',
    placeholder: 'Ring, earrings, diamond…',
    hint: 'Type at least two letters to search.',
    searching: 'Searching…',
    results: 'Search results',
    found_one: '{{count}} piece found',
    found_other: '{{count}} pieces found',
    failed: 'Search is not working right now. Please try again in a moment.',
    seeAll_one: 'See the result',
    seeAll_other: 'See all results ({{count}})',
  },
};
