import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isConnectionLost } from './database-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a lost or unreachable PostgreSQL: socket errors, SQLSTATEs, pg and pg-pool texts', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300', '08006', '08001']) expect(isConnectionLost(withCode(code)), code).toBe(true);
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('knows a closed or failed PGlite', () => {
    expect(isConnectionLost(new Error('PGlite is closed'))).toBe(true);
    expect(isConnectionLost(new WebAssembly.RuntimeError('unreachable'))).toBe(true);
  });

  it('looks through Drizzle’s wrapper and a failed connect to several addresses', () => {
    expect(isConnectionLost(new DrizzleQueryError('select 1', [], withCode('57P01', 'terminating connection due to administrator command')))).toBe(true);
    expect(isConnectionLost(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('leaves the request’s own errors alone: constraint violations, bad input, deadlocks, bugs', () => {
    for (const code of ['23505', '23514', '22P02', '40P01', '42P01']) expect(isConnectionLost(new DrizzleQueryError('insert into x', [], withCode(code))), code).toBe(false);
    expect(isConnectionLost(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
