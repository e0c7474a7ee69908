// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The storefront's layers (ARCHITECTURE.md): each lint zone in eslint.config.mjs is shown to catch a
 * planted upward import, and an allowed import beside it passes. api/architecture.test.ts does the
 * same for the API's module boundaries.
 */

const root = path.dirname(fileURLToPath(import.meta.url));
let eslint: ESLint | undefined;

/** The layer and package problems ESLint reports for `code` as if it were the file `file`. */
async function problems(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const use = (name: string) => `\nexport const planted = ${name};\n`;

describe('layer zones', () => {
  it('domain/ imports nothing outside itself, and no zod, React, Drizzle, i18next, Next or Hono', async () => {
    expect(await problems('domain/planted.ts', `import { localizePath } from '../kit/i18n/paths';${use('localizePath')}`)).toEqual([expect.stringContaining('domain/ is the bottom layer')]);
    expect(await problems('domain/planted.ts', `import { localeSchema } from '../api/contract/common';${use('localeSchema')}`)).toEqual([expect.stringContaining('domain/ is the bottom layer')]);
    expect(await problems('domain/planted.ts', `import { z } from 'zod';${use('z')}`)).toEqual([expect.stringContaining('pure TypeScript')]);
    expect(await problems('domain/planted.ts', `import { useState } from 'react';${use('useState')}`)).toEqual([expect.stringContaining('pure TypeScript')]);
    expect(await problems('domain/pricing/planted.ts', `import { salePrice } from './price';${use('salePrice')}`)).toEqual([]);
  });

  it('a block never imports another block (blocks/types.ts is shared)', async () => {
    expect(await problems('blocks/accordion/planted.tsx', `import { Slider } from '../slider/slider';${use('Slider')}`)).toEqual([expect.stringContaining('never imports another block')]);
    expect(await problems('blocks/accordion/planted.tsx', `import type { BlockProps } from '../types';\nimport { Button } from '../../kit/ui/button';${use('Button')}export type P = BlockProps<never>;\n`)).toEqual([]);
  });

  it('the host reaches blocks only through the registry', async () => {
    expect(await problems('host/cms/planted.tsx', `import { Slider } from '../../blocks/slider/slider';${use('Slider')}`)).toEqual([expect.stringContaining('through registry.ts only')]);
    expect(await problems('host/cms/planted.tsx', `import { resolveBlock } from '../../registry';${use('resolveBlock')}`)).toEqual([]);
    expect(await problems('host/lib/planted.ts', `import { blockSchemas } from '../../block-schemas';${use('blockSchemas')}`)).toEqual([]);
  });

  it('block-schemas.ts imports the blocks\' schemas, never their components', async () => {
    expect(await problems('block-schemas.ts', `import { Slider } from './blocks/slider/slider';${use('Slider')}`)).toEqual([expect.stringContaining('never their components')]);
    expect(await problems('block-schemas.ts', `import { sliderBlockSchema } from './blocks/slider/schema';${use('sliderBlockSchema')}`)).toEqual([]);
    expect(await problems('kit/product/planted.tsx', `import { blockSchemas } from '../../block-schemas';${use('blockSchemas')}`)).toEqual([expect.stringContaining('kit/ imports itself')]);
  });

  it('kit/ui imports neither kit/state, kit/data nor a feature', async () => {
    expect(await problems('kit/ui/planted.tsx', `import { dialogStore } from '../state/dialog-store';${use('dialogStore')}`)).toEqual([expect.stringContaining('kit/ui holds presentational primitives')]);
    expect(await problems('kit/ui/planted.tsx', `import { ApiError } from '../data/client';${use('ApiError')}`)).toEqual([expect.stringContaining('kit/ui holds presentational primitives')]);
    expect(await problems('kit/ui/planted.tsx', `import { cartStore } from '../cart/cart-store';${use('cartStore')}`)).toEqual([expect.stringContaining('kit/ui holds presentational primitives')]);
    expect(await problems('kit/ui/planted.tsx', `import { cn } from './cn';${use('cn')}`)).toEqual([]);
  });

  it('the kit never imports blocks, the registry, the host or the API beyond its contract', async () => {
    expect(await problems('kit/product/planted.tsx', `import { Slider } from '../../blocks/slider/slider';${use('Slider')}`)).toEqual([expect.stringContaining('kit/ imports itself')]);
    expect(await problems('kit/product/planted.tsx', `import { registry } from '../../registry';${use('registry')}`)).toEqual([expect.stringContaining('kit/ imports itself')]);
    expect(await problems('kit/product/planted.tsx', `import { serverApi } from '../../host/lib/api';${use('serverApi')}`)).toEqual([expect.stringContaining('kit/ imports itself')]);
    expect(await problems('kit/product/planted.tsx', `import { getCart } from '../../api/modules/cart';${use('getCart')}`)).toEqual([expect.stringContaining('kit/ imports itself')]);
    expect(await problems('kit/product/planted.tsx', `import { productSchema } from '../../api/contract/products';\nimport { salePrice } from '../../domain/pricing/price';${use('[productSchema, salePrice]')}`)).toEqual([]);
  });

  it('only the back office imports kit/admin', async () => {
    expect(await problems('kit/product/planted.tsx', `import { adminT } from '../admin/messages';${use('adminT')}`)).toEqual([expect.stringContaining('Only the back office')]);
    expect(await problems('host/app/[locale]/planted.tsx', `import { adminT } from '../../../kit/admin/messages';${use('adminT')}`)).toEqual([expect.stringContaining('Only the back office')]);
    expect(await problems('host/app/admin/planted.tsx', `import { adminT } from '../../../kit/admin/messages';${use('adminT')}`)).toEqual([]);
  });

  it('the API never imports the storefront', async () => {
    expect(await problems('api/modules/cart/planted.ts', `import { formatMoney } from '../../../kit/format/money';${use('formatMoney')}`)).toEqual([expect.stringContaining('api/ never imports the storefront')]);
  });
  it("code in Next's bundle loads no database driver, sharp or nodemailer itself; the server entry does", async () => {
    const refused = expect.stringContaining("Not from code in Next's bundle");
    expect(await problems('api/modules/media/planted.ts', `import sharp from 'sharp';${use('sharp')}`)).toEqual([refused]);
    expect(await problems('host/lib/planted.ts', `import { getDatabase } from '../../api/db/setup';${use('getDatabase')}`)).toEqual([refused]);
    expect(await problems('api/lib/planted.ts', `import { drizzle } from 'drizzle-orm/node-postgres';${use('drizzle')}`)).toEqual([refused]);
    expect(await problems('api/lib/planted.ts', `import type { Pool } from 'pg';\nimport { processDatabase } from '../db/process-database';${use('processDatabase')}export type P = Pool;\n`)).toEqual([]);
    expect(await problems('host/server/planted.ts', `import { getDatabase } from '../../api/db/setup';${use('getDatabase')}`)).toEqual([]);
  });
});
