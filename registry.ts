import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import type { Locale } from './api/contract/common';
import type { Block } from './api/contract/content';
import { Categories } from './blocks/categories/categories';
import { categoriesBlockSchema } from './blocks/categories/schema';
import { RichText } from './blocks/rich-text/rich-text';
import { richTextBlockSchema } from './blocks/rich-text/schema';
import { topSliderBlockSchema } from './blocks/top-slider/schema';
import { TopSlider } from './blocks/top-slider/top-slider';
import type { BlockContext, BlockProps } from './blocks/types';
import { blockIssues } from './kit/rules/block-issues';

/** The CMS block types this storefront renders. */
export const blockTypes = ['top-slider', 'categories', 'rich-text'] as const;
export type BlockType = (typeof blockTypes)[number];

interface BlockDefinition<T extends BlockType> {
  schema: z.ZodType<{ id: number; type: T; data: unknown }>;
  component: (props: BlockProps<never>) => ReactNode | Promise<ReactNode>;
}

/**
 * Block type -> schema and component: the one place a block is registered. A type without an
 * entry, or an entry whose schema is for another type, does not compile.
 */
export const registry = {
  'top-slider': { schema: topSliderBlockSchema, component: TopSlider },
  categories: { schema: categoriesBlockSchema, component: Categories },
  'rich-text': { schema: richTextBlockSchema, component: RichText },
} satisfies { [K in BlockType]: BlockDefinition<K> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(registry, type);
}

export type ResolvedBlock =
  | { ok: true; type: BlockType; render: (locale: Locale, context?: BlockContext) => ReactNode }
  | { ok: false; issues: string[] };

/** Checks a block from the CMS against its type's schema; unknown or invalid blocks are not rendered. */
export function resolveBlock(raw: Block): ResolvedBlock {
  if (!isBlockType(raw.type)) return { ok: false, issues: [`unknown block type "${raw.type}"`] };
  const definition = registry[raw.type];
  const parsed = definition.schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, issues: blockIssues(parsed.error) };
  }
  const Component = definition.component as (props: BlockProps<unknown>) => ReactNode;
  return { ok: true, type: raw.type, render: (locale, context) => createElement(Component, { block: parsed.data, locale, context }) };
}
