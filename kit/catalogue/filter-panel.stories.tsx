import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { getT } from '../i18n';
import { catalogFilters } from '../../stories/fixtures/products';
import { FilterPanelView } from './filter-panel';
import { InteractivePanel } from './filter-panel.client';
import { buildPanelData, panelLabels } from './panel-data';
import { FILTER_DEBOUNCE_MS, usePendingSelection } from './pending';
import { emptyFilters, withoutFilters, type CatalogSelection } from '../../domain/catalogue/url';

const t = getT('nl');
const data = buildPanelData(catalogFilters, t, { locale: 'nl' });
const labels = panelLabels(t);
const none: CatalogSelection = { filters: emptyFilters() };

interface PanelStoryArgs {
  applied: CatalogSelection;
  onApply: (selection: CatalogSelection) => void;
}

/** The side panel as the listing wires it: edits held, applied 700 ms after the last one. */
function LivePanel({ applied: initial, onApply }: PanelStoryArgs) {
  const [applied, setApplied] = useState(initial);
  const pending = usePendingSelection(applied, {
    debounceMs: FILTER_DEBOUNCE_MS,
    onApply: (selection) => {
      onApply(selection);
      setApplied(selection);
    },
  });
  return (
    <div className="w-[296px]">
      <InteractivePanel
        id="story"
        data={data}
        labels={labels}
        draft={pending.draft}
        applied={applied}
        basePath="/catalog"
        parts="all"
        onEdit={pending.edit}
        onReset={() => pending.apply(withoutFilters(pending.draft))}
        onApplyNow={() => pending.apply()}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Catalogue/Filter panel',
  component: LivePanel,
  args: { applied: none, onApply: fn() },
} satisfies Meta<typeof LivePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvas: HTMLElement, title: string) => within(canvas).getByText(title, { selector: 'summary *' });
/** The accordion section of a group (its closed content still counts as present for the queries). */
const section = (canvas: HTMLElement, title: string) => summary(canvas, title).closest('details') as HTMLElement;

/** Tick a value: it counts at once and is applied 700 ms after the last change. */
export const Debounced: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(summary(canvasElement, 'Materialen'));
    await userEvent.click(canvas.getByRole('checkbox', { name: '14 karaat witgoud' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '14 karaat geelgoud' }));
    await expect(canvas.getByText('2 gekozen', { selector: 'span.text-ink-muted' })).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onApply).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ filters: expect.objectContaining({ materials: ['white-gold-14k', 'yellow-gold-14k'] }) }));
  },
};

/** Three values per group until "show more" (aria-expanded tells which). */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(summary(canvasElement, 'Categorieën'));
    const canvas = within(section(canvasElement, 'Categorieën'));
    await expect(canvas.getByText('Trouwringen')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: 'Diamanten' })).toBeNull();
    const more = canvas.getByRole('button', { name: 'Toon meer' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByText('Diamanten')).toBeVisible();
    const less = canvas.getByRole('button', { name: 'Toon minder' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    await expect(canvas.queryByRole('checkbox', { name: 'Diamanten' })).toBeNull();
  },
};

/** Chosen values open their group and show a count; "clear all" applies at once. */
export const WithChosenValues: Story = {
  args: { applied: { filters: { ...emptyFilters(), stones: ['diamond', 'pearl'] }, min: 100 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 gekozen', { selector: 'span.text-ink-muted' })).toBeVisible();
    // "Parel" is past the first three: its group shows every value.
    await expect(canvas.getByRole('checkbox', { name: 'Parel' })).toBeChecked();
    await expect(canvas.getByLabelText('Van (€)')).toHaveValue(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Alles wissen' }));
    await expect(args.onApply).toHaveBeenCalledWith({ filters: emptyFilters(), sortBy: undefined });
  },
};

/** Sorting as a radio list. */
export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(summary(canvasElement, 'Sorteren'));
    await expect(canvas.getByRole('radio', { name: 'Aanbevolen' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Prijs: hoog naar laag' }));
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ sortBy: 'cost|desc' })), { timeout: 2000 });
  },
};

/** The server's panel: plain links and a GET form, so filtering works without JavaScript. */
export const WithoutJavaScript: Story = {
  render: () => (
    <div className="w-[296px]">
      <FilterPanelView id="static" data={data} labels={labels} draft={none} applied={{ ...none, sortBy: 'cost|asc' }} basePath="/catalog" interactive={false} parts="all" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(summary(canvasElement, 'Materialen'));
    await expect(canvas.getByRole('link', { name: '950 platina' })).toHaveAttribute('href', '/catalog?materials=platinum-950&sortBy=cost%7Casc');
    await expect(canvas.queryByRole('button', { name: 'Toon meer' })).toBeNull();
    await expect(canvasElement.querySelector('form input[name="sortBy"]')).toHaveValue('cost|asc');
  },
};
