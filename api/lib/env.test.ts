import { describe, expect, it } from 'vitest';
import { EnvError, env, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives defaults and treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', STRIPE_SECRET_KEY: '  ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.DATABASE_POOL_MAX).toBe(10);
    expect(env.API_PORT).toBe(8787);
    expect(env.API_HOST).toBe('127.0.0.1');
    expect(env.MAIL_FROM).toContain('Juwelier Aurum');
  });

  it('reads and trims the values it is given', () => {
    const env = parseEnv({ DATABASE_URL: ' postgres://postgres@127.0.0.1:5432/shop ', DATABASE_POOL_MAX: '25', SHOP_ORIGIN: 'https://www.juwelier.example' });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', DATABASE_POOL_MAX: 25, SHOP_ORIGIN: 'https://www.juwelier.example' });
  });

  it('refuses wrong values, naming every variable', () => {
    const read = () => parseEnv({ DATABASE_URL: 'mysql://db', DATABASE_POOL_MAX: 'many', SHOP_ORIGIN: 'www.juwelier.nl', API_PORT: '70000', SMTP_URL: 'http://mail' });
    expect(read).toThrow(EnvError);
    const message = (() => {
      try {
        read();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['DATABASE_URL', 'DATABASE_POOL_MAX', 'SHOP_ORIGIN', 'API_PORT', 'SMTP_URL']) expect(message).toContain(name);
  });

  it('takes a redis URL and a key prefix for the shared page cache, and refuses others', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({}).REDIS_PREFIX).toBe('shop');
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'shop_cluster' })).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_PREFIX: 'shop_cluster' });
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });

  it("takes a map tile template with {z}, {x} and {y} over http(s), and refuses others", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILE_URL: 'http://127.0.0.1:3999/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe('http://127.0.0.1:3999/tiles/{z}/{x}/{y}.png');
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseEnv({ MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILE_ATTRIBUTION_URL/);
  });
});

describe('env', () => {
  it('checks process.env again when one of its variables changes, and only then', () => {
    const saved = process.env.DATABASE_POOL_MAX;
    try {
      process.env.DATABASE_POOL_MAX = '7';
      const first = env();
      expect(first.DATABASE_POOL_MAX).toBe(7);
      expect(env()).toBe(first);
      process.env.DATABASE_POOL_MAX = '8';
      expect(env().DATABASE_POOL_MAX).toBe(8);
      process.env.DATABASE_POOL_MAX = 'many';
      expect(() => env()).toThrow(EnvError);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_POOL_MAX;
      else process.env.DATABASE_POOL_MAX = saved;
    }
    expect(env().DATABASE_POOL_MAX).toBe(saved === undefined ? 10 : Number(saved));
  });
});
