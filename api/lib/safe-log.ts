/**
 * What the server log may say about an error: no SQL parameters, request bodies, e-mail addresses
 * or postal addresses. Drizzle's query errors carry the statement and its parameters in their
 * message ("Failed query: … params: …"), PostgreSQL's messages and details quote the values that
 * broke a rule, and a mail server's refusal names the recipient; so errors are logged as their kind
 * — statement kind and table, SQLSTATE and constraint, Node error code — plus the stack's frames.
 */

const statement = /^\s*(select|insert|update|delete|with|begin|commit|rollback|savepoint|release|set|lock|create|alter|drop)\b/i;
const targets: [RegExp, RegExp][] = [
  [/^insert$/i, /\binsert\s+into\s+"?([\w.]+)"?/i],
  [/^update$/i, /^\s*update\s+"?([\w.]+)"?/i],
  [/^delete$/i, /\bdelete\s+from\s+"?([\w.]+)"?/i],
  [/^(select|with)$/i, /\bfrom\s+"?([\w.]+)"?/i],
];

/** A statement's kind and main table, e.g. `insert mail_outbox`, `select orders`, `commit` — never its values. */
export function statementKind(query: string): string {
  const kind = statement.exec(query)?.[1]?.toLowerCase();
  if (!kind) return 'statement';
  const table = targets.find(([kinds]) => kinds.test(kind))?.[1].exec(query)?.[1];
  return table ? `${kind} ${table}` : kind;
}

/** Masks what may be personal in free text: e-mail addresses, quoted values, long numbers. */
export function redact(text: string): string {
  return text
    .replace(/[^\s@<>"'(),;]+@[^\s@<>"'(),;]+/g, '<e-mail>')
    .replace(/"[^"]*"|'[^']*'|“[^”]*”/g, '"…"')
    .replace(/\d{5,}/g, '<n>');
}

type ErrorLike = Error & {
  code?: unknown;
  query?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  routine?: unknown;
  syscall?: unknown;
  responseCode?: unknown;
};

function describeOne(error: ErrorLike): string {
  const code = typeof error.code === 'string' || typeof error.code === 'number' ? String(error.code) : '';
  // A PostgreSQL error (node-postgres, PGlite, which adds the query): SQLSTATE and the schema names it points at.
  if (typeof error.severity === 'string' && code) {
    const where = [error.table && `table ${String(error.table)}`, error.column && `column ${String(error.column)}`, error.constraint && `constraint ${String(error.constraint)}`]
      .filter(Boolean)
      .join(', ');
    return `postgres ${code}${where ? ` (${where})` : ''}${typeof error.routine === 'string' ? ` in ${error.routine}` : ''}`;
  }
  // Drizzle's DrizzleQueryError: the statement's kind, not its text and parameters.
  if (typeof error.query === 'string') return `query failed (${statementKind(error.query)})`;
  // Node and nodemailer errors: their code says what happened; the message may name an address.
  if (code) return `${error.name} ${code}${typeof error.syscall === 'string' ? ` (${error.syscall})` : ''}${typeof error.responseCode === 'number' ? ` ${error.responseCode}` : ''}`;
  return `${error.name}: ${redact(error.message)}`;
}

/**
 * One line (and the stack's frames) about an error, safe for the log: its kind and its causes'
 * kinds, never parameter values or personal data.
 */
export function describeError(error: unknown, { stack = false }: { stack?: boolean } = {}): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? redact(error) : `non-error value (${typeof error})`;
  const parts: string[] = [];
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) parts.push(describeOne(current as ErrorLike));
  const frames = stack ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return [parts.join(' <- '), ...frames].join('\n');
}
