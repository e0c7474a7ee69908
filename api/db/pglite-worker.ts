/**
 * The embedded PGlite in a worker thread of its own (api/db/pglite-remote.ts starts it): queries
 * run in WebAssembly here while the main thread renders pages and answers requests, so the shop
 * uses both cores and a long query never stalls the event loop.
 *
 * Messages in: { id, op: 'query' | 'exec' | 'begin' | 'end' | 'listen' | 'dump' | 'close', ... }.
 * Messages out: { id, ok, result | error } and { op: 'notify', channel, payload }.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

interface WorkerOptions {
  /** A folder, or `memory`. */
  dataDir: string;
  /** This file (the main thread found it). */
  file: string;
  /** Another PGlite's data folder as a tarball (`dumpDataDir`) to start an in-memory one from. */
  snapshot?: Uint8Array<ArrayBuffer>;
}

const { dataDir, snapshot } = workerData as WorkerOptions;
const port = parentPort!;
const extensions = { pg_trgm };

/** Dates, times and intervals as PostgreSQL writes them (what Drizzle's PGlite driver asks for). */
const asText = (value: string) => value;
const parsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

let client: PGlite;
if (snapshot) {
  client = new PGlite({ extensions, loadDataDir: new Blob([snapshot]) });
} else if (dataDir === 'memory') {
  client = new PGlite({ extensions });
} else {
  // PGlite creates only the last path segment itself.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  client = new PGlite(dataDir, { extensions });
}

/** Open transactions by id: the worker holds each open until the main thread ends it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; over: Promise<void> }>();

/** A database error as plain data (the main thread rebuilds it with the same fields). */
function plain(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = error as Error & Record<string, unknown>;
  const copy: Record<string, unknown> = { message: error.message, name: error.name };
  for (const key of ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'position', 'where', 'routine']) {
    if (fields[key] !== undefined) copy[key] = fields[key];
  }
  return copy;
}

type Message =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

let nextTx = 1;

/** How a rollback the main thread asked for ends the transaction's callback. */
class RolledBack extends Error {}

async function handle(message: Message): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? open.get(message.tx)?.tx : client;
      if (!target) throw new Error('transaction is over');
      const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const target = message.tx ? open.get(message.tx)?.tx : client;
      if (!target) throw new Error('transaction is over');
      return (await target.exec(message.sql)).map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin': {
      const tx = nextTx++;
      // Resolves once PGlite has begun the transaction (it waits for the one before to end).
      return new Promise<number>((started, failed) => {
        let begun = false;
        const over = client.transaction(
          (handle) =>
            new Promise<void>((done, abort) => {
              begun = true;
              open.set(tx, { tx: handle, end: (commit) => (commit ? done() : abort(new RolledBack())), over });
              started(tx);
            }),
        );
        over.catch((error: unknown) => {
          if (!begun) failed(error);
        });
      });
    }
    case 'end': {
      const transaction = open.get(message.tx);
      if (!transaction) throw new Error('transaction is over');
      open.delete(message.tx);
      transaction.end(message.commit);
      try {
        await transaction.over;
      } catch (error) {
        // A rollback asked for ends in this error; a failed commit in another.
        if (!(error instanceof RolledBack)) throw error;
      }
      return null;
    }
    case 'listen':
      await client.listen(message.channel, (payload) => port.postMessage({ op: 'notify', channel: message.channel, payload }));
      return null;
    case 'dump':
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (message: Message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result }),
    (error: unknown) => {
      port.postMessage({ id: message.id, ok: false, error: plain(error) });
      // PGlite's WebAssembly aborted: this instance cannot answer again. Ending the worker lets the
      // main thread start a new one on the same folder (api/db/pglite-remote.ts).
      if (error instanceof WebAssembly.RuntimeError) process.exit(1);
    },
  );
});

client.waitReady.then(
  () => port.postMessage({ op: 'ready' }),
  (error: unknown) => port.postMessage({ op: 'failed', error: plain(error) }),
);
