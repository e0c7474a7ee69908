import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The API's module boundaries (ARCHITECTURE.md, "api/modules"): the lint rules that keep them are
 * shown to catch a planted wrong import, and the modules' import graph has no cycle.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = path.join(root, 'api', 'modules');

let eslint: ESLint | undefined;

/** The boundary messages ESLint (eslint.config.mjs) gives for `code` as if it were the file `file`. */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('module boundaries are linted', () => {
  it('api/lib never imports a module', async () => {
    const wrong = await boundaryProblems('api/lib/planted.ts', "import { getCart } from '../modules/cart';\nexport const planted = getCart;\n");
    expect(wrong).toEqual([expect.stringContaining('api/lib never imports a module')]);
    const right = await boundaryProblems('api/lib/planted.ts', "import { AppError } from './errors';\nexport const planted = AppError;\n");
    expect(right).toEqual([]);
  });

  it('a module imports another module only through its index.ts', async () => {
    const wrong = await boundaryProblems('api/modules/checkout/planted.ts', "import { placeOrder } from '../orders/place-order';\nexport const planted = placeOrder;\n");
    expect(wrong).toEqual([expect.stringContaining('api/modules/orders/index.ts')]);
    const right = await boundaryProblems('api/modules/checkout/planted.ts', "import { placeOrder } from '../orders';\nexport const planted = placeOrder;\n");
    expect(right).toEqual([]);
  });

  it("a module imports only its own table file: not another module's, not the barrel", async () => {
    const foreign = await boundaryProblems('api/modules/cart/planted.ts', "import { orders } from '../../db/schema/orders';\nexport const planted = orders;\n");
    expect(foreign).toEqual([expect.stringContaining('api/db/schema/cart.ts')]);
    const barrel = await boundaryProblems('api/modules/cart/planted.ts', "import { carts } from '../../db/schema';\nexport const planted = carts;\n");
    expect(barrel).toEqual([expect.stringContaining('api/db/schema/cart.ts')]);
    const own = await boundaryProblems('api/modules/cart/planted.ts', "import { carts } from '../../db/schema/cart';\nexport const planted = carts;\n");
    expect(own).toEqual([]);
  });
});

/** Every .ts file below a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The module a file belongs to (its folder under api/modules), or null outside the modules. */
function moduleOf(file: string): string | null {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0]!;
}

/** Module -> the other modules its files import (type-only imports and re-exports included). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), fileName));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (`a -> b -> a`); none for a graph without. */
function cyclesOf(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (state.get(next) === 'visiting') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('module import graph', () => {
  it('finds a cycle when there is one', () => {
    const planted = new Map([
      ['cart', new Set(['pricing', 'orders'])],
      ['orders', new Set(['checkout'])],
      ['checkout', new Set(['cart'])],
      ['pricing', new Set<string>()],
    ]);
    expect(cyclesOf(planted)).toEqual(['cart -> orders -> checkout -> cart']);
  });

  it('has no cycle between the API modules', () => {
    const graph = moduleGraph();
    // The graph is read from the real files: checkout builds on cart, orders and pricing.
    expect([...graph.get('checkout')!]).toEqual(expect.arrayContaining(['cart', 'orders', 'pricing']));
    expect(cyclesOf(graph)).toEqual([]);
  });
});
