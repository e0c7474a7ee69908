/**
 * Whose is a page's first-load JS? Reads the scripts a page's HTML loads up front (as run.ts counts
 * them), maps every piece of each chunk to its source file through the build's browser source maps,
 * and gives each source the gzip bytes its chunk would lose without it (gzip -9 of the chunk, minus
 * gzip -9 of the chunk with that source's pieces cut out). The shares do not add up to the total
 * exactly (compression is shared), but each is what taking that source away would save.
 *
 * Needs a build with browser source maps, beside the usual one, and a shop running from it:
 *   SHOP_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-sm npx next build host
 *   NEXT_DIST_DIR=.next-sm PGLITE_DIR=memory PORT=3201 npx tsx scripts/start.ts
 *   npx tsx bench/lighthouse/attribute.ts --dist host/.next-sm http://127.0.0.1:3201/ http://127.0.0.1:3201/product/…
 * Options: --top N (rows per page, default 40), --by package|file (default file), --chunks (also
 * list each script with its gzip bytes and what is in it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EachMapping } from '@jridgewell/trace-mapping';
import { firstLoadScripts } from './first-load';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { chunks: { type: 'boolean', default: false }, dist: { type: 'string', default: 'host/.next-sm' }, top: { type: 'string', default: '40' }, by: { type: 'string', default: 'file' } },
});

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The name a source is counted under: the package for node_modules, else the repository path. */
function owner(source: string): string {
  const clean = source.replace(/^turbopack:\/\/\/?(\[project\]\/)?/, '').replace(/^\.\//, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = clean.slice(modules + 'node_modules/'.length).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return values.by === 'package' ? name : `${name}/${rest.slice(name.includes('/') ? 2 : 1).join('/')}`;
  }
  return values.by === 'package' ? clean.split('/').slice(0, 2).join('/') : clean;
}

/** Each owner's pieces of one chunk, as [start, end) offsets into its text. */
function pieces(code: string, map: TraceMap): Map<string, Array<[number, number]>> {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const mappings: EachMapping[] = [];
  eachMapping(map, (mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const byOwner = new Map<string, Array<[number, number]>>();
  for (let i = 0; i < mappings.length; i++) {
    const mapping = mappings[i]!;
    if (!mapping.source) continue;
    const start = lineStarts[mapping.generatedLine - 1]! + mapping.generatedColumn;
    const next = mappings[i + 1];
    const lineEnd = (lineStarts[mapping.generatedLine] ?? code.length + 1) - 1;
    const end = next && next.generatedLine === mapping.generatedLine ? lineStarts[next.generatedLine - 1]! + next.generatedColumn : lineEnd;
    if (end <= start) continue;
    const key = owner(mapping.source);
    const list = byOwner.get(key) ?? [];
    list.push([start, end]);
    byOwner.set(key, list);
  }
  return byOwner;
}

function cut(code: string, ranges: Array<[number, number]>): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += code.slice(at, start);
    at = end;
  }
  return out + code.slice(at);
}

async function attribute(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  const sources = firstLoadScripts(html);
  const totals = new Map<string, number>();
  let all = 0;
  let unmapped = 0;
  for (const src of sources) {
    const file = path.join(values.dist!, new URL(src, url).pathname.replace(/^\/_next\//, ''));
    const code = readFileSync(file, 'utf8');
    const size = gz(code);
    all += size;
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const mapFile = mapName ? path.join(path.dirname(file), mapName) : `${file}.map`;
    if (!existsSync(mapFile)) {
      unmapped += size;
      totals.set(`(no map) ${path.basename(file)}`, size);
      continue;
    }
    const map = new TraceMap(readFileSync(mapFile, 'utf8'));
    const owners = pieces(code, map);
    for (const [key, ranges] of owners) totals.set(key, (totals.get(key) ?? 0) + size - gz(cut(code, ranges)));
    if (values.chunks) console.log(`${String(size).padStart(7)}  ${path.basename(file)}: ${[...owners.keys()].join(', ')}`);
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
  console.log(`\n${url}: ${sources.length} scripts, ${(all / 1024).toFixed(1)} KB gzip -9${unmapped ? ` (${(unmapped / 1024).toFixed(1)} KB without a map)` : ''}`);
  for (const [key, bytes] of rows) console.log(`${String(bytes).padStart(7)}  ${key}`);
}

for (const url of positionals) await attribute(url);
