import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('api/server.ts (npm run api)', () => {
  it('refuses to start in production without SHOP_ORIGIN, saying so', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', API_PORT: '1' };
    delete env.SHOP_ORIGIN;
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], { env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SHOP_ORIGIN is not set');
  }, 70_000);
});
