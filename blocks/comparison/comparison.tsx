import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import type { BlockProps } from '../types';
import { LIST_CURRENCY, ListSection, listLabels } from '../../kit/saved-lists/list-parts';
import { LazyComparisonView } from './comparison.lazy';
import type { ComparisonBlock } from './schema';

/** The comparison page: the shopper's compared pieces side by side, filled in the browser by the shop runtime. */
export function Comparison({ block, locale }: BlockProps<ComparisonBlock>) {
  const t = getT(locale);
  return (
    <ListSection type="comparison" id={block.id} title={block.data.title ?? t('lists.comparisonTitle')} intro={block.data.intro}>
      <LazyComparisonView
        locale={locale}
        currency={LIST_CURRENCY}
        catalogHref={localizePath('/catalog', locale)}
        labels={{
          ...listLabels(t, 'comparison', block.data.empty_text),
          caption: t('lists.comparisonCaption'),
          product: t('lists.product'),
          price: t('lists.price'),
          availability: t('lists.availability'),
          metal: t('lists.metal'),
          size: t('lists.size'),
          stone: t('lists.stone'),
          shape: t('lists.shape'),
          category: t('lists.category'),
          sku: t('lists.sku'),
          actions: t('lists.actions'),
          notApplicable: t('lists.notApplicable'),
        }}
      />
    </ListSection>
  );
}
