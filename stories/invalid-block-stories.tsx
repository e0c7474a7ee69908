import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import type { z } from 'zod';
import type { Locale } from '../domain/locale';
import type { BlockProps } from '../blocks/types';
import { getT } from '../kit/i18n';
import { blockIssues } from '../blocks/block-issues';
import { BlockError } from '../kit/ui/block-error';

interface InvalidBlockOptions<B> {
  type: string;
  schema: z.ZodType<B>;
  /** Data the block's schema must reject. */
  malformed: unknown;
  component: ComponentType<BlockProps<B>>;
  /** Paths the preview box must name, e.g. `data.slides.0.url`. */
  issuePaths: string[];
}

/**
 * The Error and ErrorInPreview stories every block has: a malformed block as a shopper gets it
 * (nothing; the page logs and drops it) and as a merchandiser previews it (a loud box with the
 * zod issues), the way host/cms/render-blocks.tsx renders them.
 */
export function invalidBlockStories<B>({ type, schema, malformed, component: Component, issuePaths }: InvalidBlockOptions<B>) {
  const invalid = schema.safeParse(malformed);
  return {
    Error: {
      // A story must return an element; the fragment holds what the shopper gets: null.
      render: ({ locale }: { locale: Locale }) => <>{invalid.success ? <Component block={invalid.data} locale={locale} /> : null}</>,
      play: async ({ canvas, canvasElement }: { canvas: { queryByRole: (role: string) => HTMLElement | null }; canvasElement: HTMLElement }) => {
        await expect(invalid.success).toBe(false);
        await expect(canvasElement.querySelector('[data-block]')).toBeNull();
        await expect(canvas.queryByRole('alert')).toBeNull();
      },
    },
    ErrorInPreview: {
      render: ({ locale }: { locale: Locale }) =>
        invalid.success ? (
          <Component block={invalid.data} locale={locale} />
        ) : (
          <BlockError blockType={type} title={getT(locale)('blocks.invalid', { type })} issues={blockIssues(invalid.error)} />
        ),
      play: async ({ canvas }: { canvas: { getByRole: (role: string) => HTMLElement } }) => {
        const alert = canvas.getByRole('alert');
        await expect(alert).toHaveTextContent(`Blok "${type}" kan niet worden getoond`);
        for (const path of issuePaths) await expect(alert).toHaveTextContent(path);
      },
    },
  };
}
