import { Choice, linkButton } from './filter-choice';
import { FilterGroup } from './filter-group';
import { PriceRange } from './price-range';
import type { FilterGroupData, PanelData, PanelLabels } from './panel-types';
import { catalogHref, chosenCount, FILTER_KEYS, toggleValue, withoutFilters, withSort, type CatalogSelection, type FilterKey } from '../../domain/catalogue/url';

/** Spec section 9: a group shows 3 values before "show more". */
export const VISIBLE_VALUES = 3;

export interface FilterPanelViewProps {
  /** Prefix for ids and radio names (two panels can be on the page). */
  id: string;
  data: PanelData;
  labels: PanelLabels;
  /** The selection being edited (shown checked). */
  draft: CatalogSelection;
  /** The URL's selection: the links are built from it. */
  applied: CatalogSelection;
  basePath: string;
  /**
   * False: the server's panel, plain links and a GET form, working without JavaScript (every
   * value listed). True: the live panel, with checkboxes, radios and "show more".
   */
  interactive: boolean;
  /** Which parts to show: everything (side panel), or the filters or the sorting (mobile sheet). */
  parts: 'all' | 'filters' | 'sort';
  /** Groups whose values past the first three show. */
  expanded?: Partial<Record<FilterKey, boolean>>;
  /**
   * Groups open when the panel first renders (default: those with chosen values). Kept fixed
   * afterwards: the shopper opens and closes them, and unticking a value never snaps one shut.
   */
  openGroups?: Partial<Record<FilterKey | 'price', boolean>>;
  onToggleExpanded?: (key: FilterKey) => void;
  onEdit?: (change: (draft: CatalogSelection) => CatalogSelection) => void;
  onReset?: () => void;
  /** Apply at once (the price form's button, Enter in a price field). */
  onApplyNow?: () => void;
}

/** Groups with chosen values start open. */
export function initialOpenGroups(selection: CatalogSelection): Partial<Record<FilterKey | 'price', boolean>> {
  const open: Partial<Record<FilterKey | 'price', boolean>> = { price: selection.min !== undefined || selection.max !== undefined };
  for (const key of FILTER_KEYS) open[key] = selection.filters[key].length > 0;
  return open;
}


/**
 * The filter panel: static links, sorting, the filter groups as accordions (native disclosures,
 * so they open without JavaScript) with a count of chosen values, the price range and "clear all".
 * Stateless, so the server renders it as the no-JavaScript panel and the islands reuse it.
 */
export function FilterPanelView(props: FilterPanelViewProps) {
  const { id, data, labels, draft, applied, basePath, interactive, parts, onEdit, onReset } = props;
  const openGroups = props.openGroups ?? initialOpenGroups(applied);
  const chosen = chosenCount(draft);
  const sortValue = draft.sortBy ?? '';
  return (
    <div data-slot="filter-panel" className="text-ink">
      {parts === 'all' && data.staticLinks?.links.length ? (
        <nav aria-labelledby={`${id}-static`} className="mb-6">
          <h3 id={`${id}-static`} className="mb-2 text-xs font-medium tracking-[0.18em] text-ink-muted uppercase">
            {data.staticLinks.title}
          </h3>
          <ul className="flex flex-col gap-1">
            {data.staticLinks.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-sm text-ink-soft underline-offset-4 hover:text-brand hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {parts !== 'sort' && chosen > 0 ? (
        <div className="mb-2 flex items-center justify-between gap-3 text-sm">
          <span className="text-ink-muted">{labels.chosen.replace('#', String(chosen))}</span>
          {interactive ? (
            <button type="button" onClick={onReset} className={linkButton}>
              {labels.resetAll}
            </button>
          ) : (
            <a href={catalogHref(basePath, withoutFilters(applied))} className={linkButton}>
              {labels.resetAll}
            </a>
          )}
        </div>
      ) : null}
      <div className={parts === 'sort' ? undefined : 'border-t border-line'}>
        {parts !== 'filters' ? (
          <FilterGroup label={labels.sorting} count={0} open={parts === 'sort'} labels={labels} collapsible={parts === 'all'}>
            <fieldset>
              <legend className="sr-only">{labels.sorting}</legend>
              {data.sortOptions.map((option) => (
                <Choice
                  key={option.value}
                  type="radio"
                  name={`${id}-sort`}
                  value={option.value}
                  checked={sortValue === option.value}
                  label={option.label}
                  href={catalogHref(basePath, withSort(applied, option.value))}
                  interactive={interactive}
                  onChange={() => onEdit?.((d) => withSort(d, option.value))}
                />
              ))}
            </fieldset>
          </FilterGroup>
        ) : null}
        {parts !== 'sort' ? data.groups.map((group) => <OptionGroup key={group.key} {...props} group={group} open={Boolean(openGroups[group.key])} />) : null}
        {parts !== 'sort' ? (
          <FilterGroup label={labels.price} count={(draft.min !== undefined ? 1 : 0) + (draft.max !== undefined ? 1 : 0)} open={Boolean(openGroups.price)} labels={labels}>
            <PriceRange {...props} />
          </FilterGroup>
        ) : null}
      </div>
    </div>
  );
}

function OptionGroup(props: FilterPanelViewProps & { group: FilterGroupData; open: boolean }) {
  const { id, group, labels, draft, applied, basePath, interactive, expanded, onToggleExpanded, onEdit } = props;
  const chosen = draft.filters[group.key];
  const listId = `${id}-${group.key}-list`;
  const showAll = Boolean(expanded?.[group.key]);
  return (
    <FilterGroup label={group.label} count={chosen.length} open={props.open} labels={labels}>
      <fieldset>
        <legend className="sr-only">{group.label}</legend>
        <ul id={listId}>
          {group.options.map((option, i) => (
            <li key={option.slug} hidden={interactive && !showAll && i >= VISIBLE_VALUES}>
              {option.section && option.section !== group.options[i - 1]?.section ? (
                <p className="mt-2 mb-0.5 text-[0.6875rem] font-medium tracking-[0.16em] text-ink-muted uppercase">{option.section}</p>
              ) : null}
              <Choice
                type="checkbox"
                name={`${id}-${group.key}`}
                value={option.slug}
                checked={chosen.includes(option.slug)}
                label={option.label}
                swatch={option.swatch}
                href={catalogHref(basePath, toggleValue(applied, group.key, option.slug))}
                interactive={interactive}
                onChange={() => onEdit?.((d) => toggleValue(d, group.key, option.slug))}
              />
            </li>
          ))}
        </ul>
        {interactive && group.options.length > VISIBLE_VALUES ? (
          <button type="button" aria-expanded={showAll} aria-controls={listId} onClick={() => onToggleExpanded?.(group.key)} className={`mt-2 ${linkButton}`}>
            {showAll ? labels.showLess : labels.showMore}
          </button>
        ) : null}
      </fieldset>
    </FilterGroup>
  );
}
