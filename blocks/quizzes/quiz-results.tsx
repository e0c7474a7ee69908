import type { Locale } from '../../domain/locale';
import { productPath } from '../../kit/product/card-product';
import { ProductCard, type ProductCardLabels } from '../../kit/product/product-card';
import { catalogHref } from '../../domain/catalogue/url';
import type { QuizLabels } from './quizzes.client';
import type { Recommendation } from './recommend';

export type QuizResult = { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & Recommendation);

export interface QuizResultsProps {
  result: QuizResult | null;
  retry: () => void;
  locale: Locale;
  currency: string;
  /** '' or '/en'. */
  localePrefix: string;
  labels: QuizLabels;
  cardLabels: ProductCardLabels;
  buttonClassNames: { primary: string; secondary: string };
}

/** The quiz's outcome: loading, a retry after a failure, or the recommended cards and the catalogue link. */
export function QuizResults({ result, retry, locale, currency, localePrefix, labels, cardLabels, buttonClassNames }: QuizResultsProps) {
  if (result?.status === 'error') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-4 text-ink-soft">
        {labels.resultError}
        <button type="button" className={buttonClassNames.secondary} onClick={retry}>
          {labels.retry}
        </button>
      </div>
    );
  }
  if (result?.status !== 'ready') {
    return (
      <p role="status" aria-busy="true" className="text-ink-soft">
        {labels.resultLoading}
      </p>
    );
  }
  return (
    <>
      {result.products.length === 0 ? <p className="text-ink-soft">{labels.resultEmpty}</p> : null}
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3">
        {result.products.map((product) => {
          const name = product.mixedTranslation.title;
          return (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={localePrefix + productPath(product)}
                locale={locale}
                currency={currency}
                labels={{ ...cardLabels, wishlist: cardLabels.wishlist.replace('{title}', name), compare: cardLabels.compare.replace('{title}', name) }}
                toggles
              />
            </li>
          );
        })}
      </ul>
      <a href={catalogHref(`${localePrefix}/catalog`, result.selection)} className={`${buttonClassNames.primary} w-fit`}>
        {labels.viewAll}
      </a>
    </>
  );
}
