import type { Filters } from '../../api/contract/catalog';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { buttonVariants } from '../../kit/ui/button';
import { cardLabels } from '../../kit/catalogue/catalog-parts';
import { FILTER_KEYS, type FilterKey } from '../../domain/catalogue/url';
import { SHOP_CURRENCY } from '../../kit/product/product-row-card';
import type { BlockProps } from '../types';
import type { AnswerFilters, FilterLookup } from './recommend';
import type { QuizFilters, QuizzesBlock } from './schema';
import { LazyQuiz } from './quizzes.lazy';

/** Slug -> SKU (collections: id) of every filter value the shop knows, from `/filters`. */
export function filterLookup(filters: Filters | null): FilterLookup {
  const bySku = (list: { slug: string; sku: string }[] = []) => Object.fromEntries(list.map((item) => [item.slug, item.sku]));
  return {
    collections: Object.fromEntries((filters?.collections ?? []).map((item) => [item.slug, item.id])),
    categories: bySku(filters?.categories),
    materials: bySku(filters?.materials),
    stones: bySku(filters?.stones),
    head_styles: bySku(filters?.head_styles),
    stone_shapes: bySku(filters?.stone_shapes),
  };
}

/** An answer's filters with the slugs the shop does not know dropped. */
export function knownAnswerFilters(filters: QuizFilters, lookup: FilterLookup): AnswerFilters {
  const known: AnswerFilters = { min: filters.min, max: filters.max };
  for (const key of FILTER_KEYS) {
    const slugs = (filters[key] ?? []).filter((slug) => slug in lookup[key]);
    if (slugs.length) known[key] = slugs;
  }
  return known;
}

/** Only the lookup entries the answers use, so the island's props stay small. */
function usedLookup(lookup: FilterLookup, answers: AnswerFilters[]): FilterLookup {
  const used = Object.fromEntries(FILTER_KEYS.map((key) => [key, {}])) as FilterLookup;
  for (const answer of answers) for (const key of FILTER_KEYS) for (const slug of answer[key] ?? []) used[key as FilterKey][slug] = lookup[key][slug]!;
  return used;
}

/**
 * The quiz (the page /journey): questions and the answer -> filter mapping come from the block's
 * data; the island asks the catalogue for products that match the answers. The server resolves
 * the answers' slugs to what the API filters by. Nothing without questions.
 */
export async function Quizzes({ block, locale, context }: BlockProps<QuizzesBlock>) {
  const { title, intro, questions, count, result_title } = block.data;
  if (questions.length === 0) return null;
  const t = getT(locale);
  const lookup = filterLookup(await context?.api.filters().catch(() => null) ?? null);
  const views = questions.map((question) => ({
    id: question.id,
    title: question.title,
    answers: question.answers.map((answer) => ({ id: answer.id, label: answer.label, filters: knownAnswerFilters(answer.filters, lookup) })),
  }));
  const headingId = `quizzes-${block.id}-title`;
  return (
    <section data-block="quizzes" data-block-id={block.id} aria-labelledby={headingId}>
      <div className="bg-surface px-5 py-8 md:px-10 md:py-12">
        <header className="mb-8 flex max-w-2xl flex-col gap-3">
          <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
            {title ?? t('contentBlocks.quiz.title')}
          </h2>
          {intro ? <p className="text-base text-ink-muted">{intro}</p> : null}
        </header>
        <LazyQuiz
          blockId={block.id}
          questions={views}
          lookup={usedLookup(lookup, views.flatMap((view) => view.answers.map((answer) => answer.filters)))}
          count={count}
          locale={locale}
          currency={SHOP_CURRENCY}
          localePrefix={localizePath('/', locale).replace(/\/$/, '')}
          labels={{
            step: t('contentBlocks.quiz.step', { n: '{n}', total: '{total}' }),
            previous: t('contentBlocks.quiz.previous'),
            next: t('contentBlocks.quiz.next'),
            finish: t('contentBlocks.quiz.finish'),
            chooseFirst: t('contentBlocks.quiz.chooseFirst'),
            resultTitle: result_title ?? t('contentBlocks.quiz.resultTitle'),
            resultLoading: t('contentBlocks.quiz.resultLoading'),
            resultEmpty: t('contentBlocks.quiz.resultEmpty'),
            resultError: t('contentBlocks.quiz.resultError'),
            retry: t('contentBlocks.quiz.retry'),
            viewAll: t('contentBlocks.quiz.viewAll'),
            restart: t('contentBlocks.quiz.restart'),
          }}
          cardLabels={cardLabels(t)}
          buttonClassNames={{ primary: buttonVariants({ intent: 'primary' }), secondary: buttonVariants({ intent: 'secondary' }) }}
        />
      </div>
    </section>
  );
}
