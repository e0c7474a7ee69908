import type { TFunction } from 'i18next';
import { getT } from '../../kit/i18n';
import { localizePath } from '../../kit/i18n/paths';
import { showsForProduct } from '../../domain/catalogue/product-categories';
import { Button } from '../../kit/ui/button';
import { catalogHref, emptyFilters } from '../../domain/catalogue/url';
import type { BlockProps } from '../types';
import { LazyConfiguratorCount } from './configurator-count.lazy';
import type { ProductConfiguratorBlock } from './schema';
import { catalogCategory, configuratorSteps, type ConfiguratorStep, type StepKey } from './steps';
import { RadioChip } from '../../kit/ui/radio-chip';

const legendKeys: Record<StepKey, string> = {
  head_styles: 'product.configuratorSetting',
  stone_shapes: 'product.configuratorShape',
  materials: 'product.configuratorMetal',
};

/**
 * "Design your own ring" on an engagement ring's page: setting, stone shape and metal, preselected
 * from the product, in a plain GET form to the catalogue, so without JavaScript it opens the
 * listing filtered on the choice. The lazy island adds the live count. Nothing without filter data.
 */
export async function ProductConfigurator({ block, locale, context }: BlockProps<ProductConfiguratorBlock>) {
  const product = context?.product;
  if (!context || !product || !showsForProduct(block, product.categories)) return null;
  const filters = await context.api.filters().catch(() => null);
  if (!filters) return null;
  const category = catalogCategory(block, product, filters);
  const steps = configuratorSteps(filters, product, category);
  if (steps.length === 0) return null;

  const t = getT(locale);
  const action = localizePath('/catalog', locale);
  const headingId = `product-configurator-${block.id}-title`;
  return (
    <section aria-labelledby={headingId} data-block="product-configurator" data-block-id={block.id}>
      <div className="grid gap-8 bg-brand-soft/60 px-5 py-10 md:px-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16 lg:px-14 lg:py-14">
        <header className="flex flex-col gap-4">
          <h2 id={headingId} className="font-display text-3xl leading-tight text-ink md:text-4xl">
            {block.data.title ?? t('product.configurator')}
          </h2>
          {block.data.intro ? <p className="text-base leading-relaxed text-ink-soft">{block.data.intro}</p> : null}
        </header>
        <form action={action} method="get" className="flex flex-col gap-8">
          {category ? <input type="hidden" name="categories" value={category.slug} data-sku={category.sku} /> : null}
          {steps.map((step, i) => (
            <ChoiceStep key={step.key} step={step} number={i + 1} legend={t(legendKeys[step.key])} anyLabel={t('product.configuratorAny')} />
          ))}
          <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-6">
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {t('product.configuratorSubmit')}
            </Button>
            <LazyConfiguratorCount
              locale={locale}
              labels={countLabels(t, category?.title)}
              allHref={catalogHref(action, { filters: { ...emptyFilters(), categories: category ? [category.slug] : [] } })}
            />
          </div>
        </form>
      </div>
    </section>
  );
}

/** The count's texts for the island: `{count}` where the number goes. */
function countLabels(t: TFunction, category: string | undefined) {
  return {
    one: t('product.configuratorMatches', { count: 1 }).replace('1', '{count}'),
    other: t('product.configuratorMatches', { count: 2 }).replace('2', '{count}'),
    none: t('product.configuratorNone'),
    all: category ? t('product.configuratorAll', { category }) : t('product.configuratorAllJewellery'),
  };
}

interface ChoiceStepProps {
  step: ConfiguratorStep;
  number: number;
  legend: string;
  anyLabel: string;
}

/** One step: a radio group of chips named as the catalogue's URL key, "no preference" first. */
function ChoiceStep({ step, number, legend, anyLabel }: ChoiceStepProps) {
  const options = [{ slug: '', sku: '', title: anyLabel, color: undefined as string | undefined }, ...step.options];
  return (
    <fieldset data-slot="configurator-step" data-step={step.key} className="flex flex-col">
      <legend className="mb-3 flex items-baseline gap-3 text-xs tracking-[0.14em] text-ink-muted uppercase">
        <span aria-hidden="true" className="font-display text-2xl leading-none tracking-normal text-brand">
          {number}
        </span>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <RadioChip key={option.slug || '-'} look="compact" name={step.key} value={option.slug} defaultChecked={option.slug === step.selected} data-sku={option.sku || undefined}>
            {option.color ? <span aria-hidden="true" className="size-4 rounded-full border border-ink/15" style={{ backgroundColor: option.color }} /> : null}
            {option.title}
          </RadioChip>
        ))}
      </div>
    </fieldset>
  );
}
