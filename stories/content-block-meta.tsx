import type { ReactNode } from 'react';
import { isLocale, type Locale } from '../domain/locale';
import type { BlockProps } from '../blocks/types';
import { contentContext, type ContentApiOptions } from './fixtures/content-api';

/** The args of a block story that reads the API: the block, the language and the API stand-in's data. */
export interface ContentBlockArgs<B> {
  block: B;
  locale: Locale;
  api: ContentApiOptions;
}

interface ContentBlockMetaOptions<B> {
  component: (props: BlockProps<B>) => ReactNode | Promise<ReactNode>;
  block: B;
  api?: ContentApiOptions;
  /** The block's description and its `data` schema, one paragraph per entry. */
  description: string[];
  /** Island code to load before rendering (a story must not wait on a lazy chunk mid-test). */
  preload?: () => Promise<unknown>;
}

/**
 * The meta of a server block that reads the API (best selling, sales, promoted, entity, sale
 * product, quizzes): a loader renders the block with the fake content API in the toolbar's
 * language, the story shows the result full width. The title stays in each file, where
 * Storybook's indexer reads it.
 */
export function contentBlockMeta<B>({ component: Component, block, api = {}, description, preload }: ContentBlockMetaOptions<B>) {
  return {
    args: { block, locale: 'nl' as Locale, api },
    argTypes: { locale: { control: false as const }, api: { control: false as const } },
    parameters: { layout: 'fullscreen', docs: { description: { component: description.join('\n') } } },
    loaders: [
      async ({ args, globals }: { args: ContentBlockArgs<B>; globals: Record<string, unknown> }) => {
        const locale = isLocale(globals.locale) ? globals.locale : args.locale;
        await preload?.();
        return { view: await Component({ block: args.block, locale, context: contentContext({ ...args.api, lang: locale }) }) };
      },
    ],
    render: (_args: ContentBlockArgs<B>, { loaded }: { loaded: Record<string, unknown> }) => <div className="py-10">{(loaded.view as ReactNode) ?? <></>}</div>,
  };
}
