import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockTypes } from './registry';

/**
 * Every block can be seen and checked in Storybook: each registered type has
 * `blocks/<type>/<type>.stories.tsx` with at least the Default, Empty and Error stories, and no
 * block folder defines a schema for a type the registry does not render.
 */
const root = path.dirname(new URL(import.meta.url).pathname);
const required = ['Default', 'Empty', 'Error'];

/** Named exports of a stories file that are stories (everything but the default export). */
function storyExports(source: string): string[] {
  return [...source.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]!);
}

describe('block stories', () => {
  it.each([...blockTypes])('%s has stories with Default, Empty and Error', (type) => {
    const file = path.join(root, 'blocks', type, `${type}.stories.tsx`);
    expect(existsSync(file), `missing ${path.relative(root, file)}`).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source, `${type}: no default export (the meta)`).toMatch(/^export default \w+;?$/m);
    expect(source, `${type}: title outside "Blocks/"`).toMatch(/title: 'Blocks\//);
    const stories = storyExports(source);
    for (const story of required) expect(stories, `${type}: story ${story}`).toContain(story);
  });

  it('has no block folder with a schema for an unregistered type', () => {
    const registered = new Set<string>(blockTypes);
    const unregistered = readdirSync(path.join(root, 'blocks'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'blocks', entry.name, 'schema.ts')))
      .flatMap((entry) => [...readFileSync(path.join(root, 'blocks', entry.name, 'schema.ts'), 'utf8').matchAll(/type: z\.literal\('([\w-]+)'\)/g)].map((m) => m[1]!))
      .filter((type) => !registered.has(type));
    expect(unregistered).toEqual([]);
  });

  it('reads story exports, not other code', () => {
    expect(storyExports("export default meta;\nexport const Default: Story = {};\nconst Empty = 1;\nexport const Error: Story = x;")).toEqual(['Default', 'Error']);
  });
});
