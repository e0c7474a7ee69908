import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The main thread's side of the PGlite worker (api/db/pglite-worker.ts): the part of PGlite's
 * interface Drizzle's PGlite driver and the shop use (query, exec, transaction, listen,
 * dumpDataDir, close), each call a message to the worker. A transaction stays open in the worker
 * until its callback here ends, exactly as in process.
 */

interface Result {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };
type Notice = { op: 'notify'; channel: string; payload: string } | { op: 'ready' } | { op: 'failed'; error: Record<string, unknown> & { message: string } };
type Send = <T>(message: Record<string, unknown>) => Promise<T>;

/** A database error from the worker, with the fields PostgreSQL gave it (code, constraint, …). */
export class PgliteWorkerError extends Error {
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

/** What a call gets while no worker can answer: the API answers it 503 (api/lib/database-errors.ts). */
const closed = () => new PgliteWorkerError({ message: 'PGlite is closed' });

/**
 * The worker thread and the calls waiting for its answers. A worker on a data folder that stops
 * unexpectedly (a WebAssembly abort ends it, see the worker) is started again on the same folder,
 * where PostgreSQL's recovery replays what was committed; the calls it was answering fail as a lost
 * connection, and listeners hear of the gap.
 */
class WorkerChannel {
  private worker!: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  readonly listeners = new Map<string, Set<(payload: string) => void>>();
  readonly gapListeners = new Set<() => void>();
  /** Settles when the current worker is ready (or failed to start). */
  ready!: Promise<void>;
  /** Counts the workers started: a transaction belongs to one of them. */
  generation = 0;
  private closing = false;
  private restarts = 0;

  constructor(
    private readonly dataDir: string,
    private readonly snapshot?: Uint8Array<ArrayBuffer>,
  ) {
    this.start();
  }

  private start(): void {
    this.generation++;
    // The worker is TypeScript: it loads through tsx (the servers' loader), also under Next.
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { dataDir: this.dataDir, snapshot: this.snapshot, file: workerFile() } });
    this.worker = worker;
    // An idle worker does not keep the process alive; a waiting call does.
    worker.unref();
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (message: Reply | Notice) => {
        if ('op' in message) {
          if (message.op === 'ready') resolve();
          else if (message.op === 'failed') reject(new PgliteWorkerError(message.error));
          else for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
          return;
        }
        const call = this.pending.get(message.id);
        if (!call) return;
        this.pending.delete(message.id);
        if (this.pending.size === 0) worker.unref();
        if (message.ok) call.resolve(message.result);
        else call.reject(rebuild(message.error));
      });
      // An uncaught error ends the worker: 'exit' follows.
      worker.on('error', () => undefined);
      worker.on('exit', () => {
        reject(closed());
        if (this.worker !== worker) return;
        for (const call of this.pending.values()) call.reject(closed());
        this.pending.clear();
        if (!this.closing) this.restart();
      });
    });
    // Nobody may be waiting yet.
    this.ready.catch(() => undefined);
  }

  /** A new worker on the same folder (an in-memory database is gone with its worker). */
  private restart(): void {
    if (this.dataDir === 'memory') {
      this.closing = true;
      return;
    }
    const pause = Math.min(5_000, 100 * 2 ** this.restarts++);
    setTimeout(() => {
      if (this.closing) return;
      this.start();
      this.ready.then(
        async () => {
          this.restarts = 0;
          for (const channel of this.listeners.keys()) await this.send({ op: 'listen', channel }).catch(() => undefined);
          for (const listener of this.gapListeners) listener();
        },
        () => undefined,
      );
    }, pause).unref();
  }

  send: Send = async (message) => {
    if (this.closing) throw closed();
    await this.ready;
    const { generation, worker } = this;
    if (message.tx !== undefined && message.generation !== generation) throw closed();
    const id = this.nextId++;
    if (this.pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  };

  async close(): Promise<void> {
    if (this.closing) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    this.closing = true;
    await this.worker.terminate();
  }
}

/** A database error from the worker as the driver would have thrown it in this thread. */
function rebuild(fields: Record<string, unknown> & { message: string }): Error {
  // PGlite's WebAssembly aborted (the worker ends itself after saying so).
  if (fields.name === 'RuntimeError') return new WebAssembly.RuntimeError(fields.message);
  return new PgliteWorkerError(fields);
}

/** A query target: the client itself, or one open transaction of it (of one worker's life). */
class Target {
  constructor(
    protected readonly send: Send,
    private readonly tx?: { id: number; generation: number },
  ) {}

  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}): Promise<Result> {
    return this.send<Result>({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', tx: this.tx?.id, generation: this.tx?.generation });
  }

  exec(sql: string): Promise<Result[]> {
    return this.send<Result[]>({ op: 'exec', sql, tx: this.tx?.id, generation: this.tx?.generation });
  }
}

export class RemotePglite extends Target {
  private readonly channel: WorkerChannel;
  readonly waitReady: Promise<void>;

  /** `dataDir`: a folder, or `memory` (started from `snapshot` when given). */
  constructor(dataDir: string, snapshot?: Uint8Array<ArrayBuffer>) {
    const channel = new WorkerChannel(dataDir, snapshot);
    super(channel.send);
    this.channel = channel;
    this.waitReady = channel.ready;
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: Target) => Promise<T>): Promise<T> {
    const id = await this.send<number>({ op: 'begin' });
    // The worker that began it (a restart comes only after that worker ended, taking it along).
    const generation = this.channel.generation;
    const tx = { id, generation };
    let result: T;
    try {
      result = await fn(new Target(this.send, tx));
    } catch (error) {
      await this.send({ op: 'end', tx: id, generation, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'end', tx: id, generation, commit: true });
    return result;
  }

  /** Calls `listener` with each NOTIFY payload on `channel`; `onGap` after the worker was started again. */
  async listen(channel: string, listener: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>> {
    let set = this.channel.listeners.get(channel);
    if (!set) {
      this.channel.listeners.set(channel, (set = new Set()));
      await this.send({ op: 'listen', channel });
    }
    set.add(listener);
    if (onGap) this.channel.gapListeners.add(onGap);
    return async () => {
      set.delete(listener);
      if (onGap) this.channel.gapListeners.delete(onGap);
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<Uint8Array<ArrayBuffer>>({ op: 'dump' })]);
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}

/** Loads the worker's TypeScript entry through tsx's API (a loader flag does not reach workers on Node 20). */
const WORKER_BOOT = `const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ tsImport }) => tsImport(require('node:url').pathToFileURL(workerData.file).href, __filename));`;

/** The worker's entry, found from the working directory (the repository, or host/ under Next). */
function workerFile(): string {
  const candidates = ['api/db/pglite-worker.ts', '../api/db/pglite-worker.ts'].map((file) => path.resolve(/* turbopackIgnore: true */ process.cwd(), file));
  return candidates.find((file) => existsSync(file)) ?? candidates[0]!;
}
