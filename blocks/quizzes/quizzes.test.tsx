import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentContext, contentTransport, type ContentApiOptions } from '../../stories/fixtures/content-api';
import { quizzesBlock } from '../../stories/fixtures/content-blocks';
import { catalogFilters } from '../../stories/fixtures/products';
import { provideFakeShop } from '../../stories/fixtures/shop';
import { filterLookup, knownAnswerFilters, Quizzes } from './quizzes';
import { LazyQuiz } from './quizzes.lazy';
import { quizzesBlockSchema } from './schema';

const asked: URL[] = [];

function browserApi(options: ContentApiOptions = {}) {
  const transport = contentTransport(options);
  vi.stubGlobal('fetch', (input: RequestInfo, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push(new URL(request.url));
    return transport(request);
  });
}

beforeAll(async () => {
  await LazyQuiz.preload();
});
beforeEach(() => {
  asked.length = 0;
  provideFakeShop();
});
afterEach(() => vi.unstubAllGlobals());

async function answer(labels: string[]) {
  for (const label of labels) {
    await userEvent.click(screen.getByRole('radio', { name: label }));
    await userEvent.click(screen.getByRole('button', { name: /Volgende|Bekijk mijn aanbevelingen|Next|Show my recommendations/ }));
  }
}

describe('quizzesBlockSchema', () => {
  it('takes up to 5 questions of 2 to 6 answers, each answer with filters', () => {
    expect(quizzesBlock.data.questions[2]!.answers[1]!.filters).toEqual({ min: 250, max: 1000 });
    const tooMany = Array.from({ length: 6 }, (_, i) => ({ id: `q${i}`, title: 'Vraag', answers: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] }));
    const result = quizzesBlockSchema.safeParse({ id: 1, type: 'quizzes', data: { questions: tooMany } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['data.questions']);
    const bad = quizzesBlockSchema.safeParse({ id: 1, type: 'quizzes', data: { questions: [{ id: 'q', title: 'V', answers: [{ id: 'a', label: 'A', filters: { materials: ['Goud'], max: -1 } }] }] } });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['data.questions.0.answers', 'data.questions.0.answers.0.filters.materials.0', 'data.questions.0.answers.0.filters.max']);
  });
});

describe('filterLookup and knownAnswerFilters', () => {
  it('resolves slugs to SKUs (collections to ids) and drops slugs the shop does not know', () => {
    const lookup = filterLookup(catalogFilters);
    expect(lookup.materials['silver-925']).toBe('MAT-AG925');
    expect(lookup.collections.flora).toBe(8);
    expect(knownAnswerFilters({ materials: ['silver-925', 'unobtainium'], min: 10 }, lookup)).toEqual({ materials: ['silver-925'], min: 10, max: undefined });
    expect(filterLookup(null).categories).toEqual({});
  });
});

describe('Quizzes', () => {
  it('asks one question at a time and ends in matching products and a filtered catalogue link', async () => {
    browserApi();
    render(await Quizzes({ block: quizzesBlock, locale: 'nl', context: contentContext() }));
    const section = screen.getByRole('region', { name: 'Vind je perfecte sieraad' });
    expect(section).toHaveAttribute('data-block', 'quizzes');
    expect(screen.getByText('Vraag 1 van 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Waar is het voor?' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een antwoord.');

    await answer(['Voor elke dag', 'Zilver', 'Tot € 250']);
    expect(screen.getByRole('heading', { level: 3, name: 'Dit past bij jou' })).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const query = asked.find((url) => url.pathname === '/api/v1/system-catalog')!.searchParams;
    expect(query.getAll('categories_sku[]')).toEqual(['CAT-RINGS', 'CAT-EARRINGS', 'CAT-BRACELETS']);
    expect(query.getAll('materials_sku[]')).toEqual(['MAT-AG925', 'MAT-GOS']);
    expect(query.get('max_cost_to')).toBe('25000');
    expect(query.get('count')).toBe('3');
    expect(screen.getByRole('link', { name: 'Bekijk alle passende sieraden' })).toHaveAttribute('href', '/catalog?categories=rings,earrings,bracelets&materials=silver-925,gold-over-silver&max_cost_to=250');
  });

  it('relaxes the answers when nothing matches them all (English)', async () => {
    browserApi();
    render(await Quizzes({ block: quizzesBlock, locale: 'en', context: contentContext({ lang: 'en' }) }));
    // No engagement ring in silver: the budget goes, then the metal.
    await answer(['Een aanzoek', 'Zilver', 'Tot € 250']);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'View all matching pieces' })).toHaveAttribute('href', '/en/catalog?categories=engagement-rings');
    expect(asked.filter((url) => url.pathname === '/api/v1/system-catalog')).toHaveLength(3);
  });

  it('offers a retry when the catalogue fails, and starting again clears the answers', async () => {
    browserApi({ catalogStatus: 500 });
    render(await Quizzes({ block: quizzesBlock, locale: 'nl', context: contentContext() }));
    await answer(['Een cadeau', 'Geelgoud', 'Meer dan € 1.000']);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('De aanbevelingen konden niet worden geladen.'));
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw beginnen' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Waar is het voor?' })).toHaveFocus();
    expect(within(screen.getByRole('group')).getByRole('radio', { name: 'Een cadeau' })).not.toBeChecked();
  });

  it('renders nothing without questions', async () => {
    expect(await Quizzes({ block: quizzesBlockSchema.parse({ id: 4, type: 'quizzes', data: {} }), locale: 'nl', context: contentContext() })).toBeNull();
  });
});
