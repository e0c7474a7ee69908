import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeError, redact, statementKind } from './safe-log';

describe('safe log lines', () => {
  it('names a statement by its kind and table, never its values', () => {
    expect(statementKind('insert into "mail_outbox" ("to", "subject") values ($1, $2)')).toBe('insert mail_outbox');
    expect(statementKind('select "id", "email" from "users" where "users"."email" = $1')).toBe('select users');
    expect(statementKind('update "orders" set "payment_status" = $1 where "orders"."id" = $2')).toBe('update orders');
    expect(statementKind('delete from "auth_throttle" where "key" = $1')).toBe('delete auth_throttle');
    expect(statementKind('SELECT pg_current_xact_id()')).toBe('select');
    expect(statementKind('commit')).toBe('commit');
  });

  it('logs a failed query as its statement kind and SQLSTATE, without the parameters Drizzle puts in its message', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), {
      code: '23505',
      severity: 'ERROR',
      table: 'users',
      constraint: 'users_email_uq',
      detail: 'Key (email)=(anna@example.nl) already exists.',
    });
    const error = new DrizzleQueryError('insert into "users" ("email", "first_name") values ($1, $2)', ['anna@example.nl', 'Anna'], pgError);
    expect(error.message).toContain('anna@example.nl');
    const line = describeError(error, { stack: true });
    expect(line.split('\n')[0]).toBe('query failed (insert users) <- postgres 23505 (table users, constraint users_email_uq)');
    expect(line).not.toContain('anna@example.nl');
    expect(line).not.toContain('Anna');
    expect(line).toMatch(/\n\s+at /);
  });

  it('keeps a node error to its code and masks addresses and quoted values in other messages', () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <anna@example.nl>"), { code: 'EENVELOPE', responseCode: 550 });
    expect(describeError(refused)).toBe('Error EENVELOPE 550');
    expect(redact('no user "Anna de Vries" at anna@example.nl, order 20261234')).toBe('no user "…" at <e-mail>, order <n>');
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'email')"))).toBe('TypeError: Cannot read properties of undefined (reading "…")');
  });
});
