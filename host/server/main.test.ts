// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');
const start = (args: string[], overrides: Record<string, string | undefined>) => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { env, encoding: 'utf8', timeout: 60_000 });
};

describe('host/server/main.ts', () => {
  it('refuses to start without SHOP_ORIGIN (mails and origin checks rely on it), saying so', () => {
    // A port nobody listens on: if it started anyway, it would exit on its own only by the timeout.
    const result = start([], { SHOP_ORIGIN: undefined, PORT: '1', NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SHOP_ORIGIN is not set');
  }, 70_000);

  it('refuses a SHOP_ORIGIN that is not an address, naming the variable', () => {
    const result = start([], { SHOP_ORIGIN: 'not an address', PORT: '1', NODE_ENV: 'production' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SHOP_ORIGIN');
  }, 70_000);
});
