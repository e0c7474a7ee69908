import { createStore, type StoreApi } from 'zustand/vanilla';
import { shopView } from './shop-view';

/** What a caller may set on a system dialog. Every text is already translated. */
export type DialogOptions = {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
};

export type DialogType = 'alert' | 'confirm';

/** One request as the dialog component renders it; `id` tells two requests with the same text apart. */
export type DialogRequest = DialogOptions & { type: DialogType; id: number };

/** The reason a `confirm` promise rejects: the shopper chose cancel or pressed Escape. */
export class DialogCancelled extends Error {
  override readonly name = 'DialogCancelled';

  constructor(message = 'The shopper cancelled the dialog') {
    super(message);
  }
}

export type DialogState = {
  /** The request on screen, or null when no dialog is open. */
  current: DialogRequest | null;
  /** Requests waiting their turn, oldest first; `current` is not among them. */
  queue: readonly DialogRequest[];
  /** Shows a message with one button; resolves when the shopper closes it, however they do. */
  alert: (input: string | DialogOptions) => Promise<void>;
  /** Asks a question; resolves on confirm, rejects with `DialogCancelled` on cancel or Escape. */
  confirm: (input: string | DialogOptions) => Promise<void>;
  /** Answers the current request and shows the next one. Called by the dialog component. */
  settle: (confirmed: boolean) => void;
};

export type DialogStore = StoreApi<DialogState>;

type Entry = { request: DialogRequest; resolve: () => void; reject: (reason: DialogCancelled) => void };

/** A store of system dialogs: one on screen at a time, the rest queued in the order asked. */
export function createDialogStore(): DialogStore {
  // The promise settlers stay out of the state; the state is a view of this list (head = current).
  const entries: Entry[] = [];
  let nextId = 1;

  return createStore<DialogState>()((set) => {
    const publish = () => set({ current: entries[0]?.request ?? null, queue: entries.slice(1).map((e) => e.request) });

    const open = (type: DialogType, input: string | DialogOptions) =>
      new Promise<void>((resolve, reject) => {
        const options = typeof input === 'string' ? { message: input } : input;
        entries.push({ request: { ...options, type, id: nextId++ }, resolve, reject });
        publish();
      });

    return {
      current: null,
      queue: [],
      alert: (input) => open('alert', input),
      confirm: (input) => open('confirm', input),
      settle: (confirmed) => {
        const entry = entries.shift();
        if (!entry) return;
        publish();
        if (confirmed || entry.request.type === 'alert') entry.resolve();
        else entry.reject(new DialogCancelled());
      },
    };
  });
}

/** The shared instance: what `SystemDialog` renders when it is given no store. */
export const dialogStore = createDialogStore();

// The host mounts the dialog (Radix's alert dialog) only once a request comes: its code stays out
// of a page's start-up, where most pages never show one.
dialogStore.subscribe((state) => {
  if (state.current && !shopView.getState().dialogAsked) shopView.setState({ dialogAsked: true });
});
