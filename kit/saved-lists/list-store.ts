import { createStore } from 'zustand/vanilla';
import type { BaggageEntry, ListEngraving, ListItem, ListKind, SavedList, SavedListWithItems } from '../../api/contract/lists';
import type { SaveListInput } from '../data/client';
import { serial } from '../state/serial';
import { COMPARISON_ID_KEY, readExpiringId, WISHLIST_ID_KEY, writeExpiringId, type KeyValueStorage } from '../state/stored-id';

/** The list calls of kit/data/client (structural, so tests can pass fakes). */
export interface ListCalls {
  list(kind: ListKind, uniqueId: string): Promise<SavedListWithItems>;
  saveList(kind: ListKind, body: SaveListInput): Promise<SavedList>;
}

export type ListEvent = 'add_to_favorites' | 'remove_from_favorites';

export interface ListStoreDeps {
  kind: ListKind;
  api: () => Promise<ListCalls>;
  storage: KeyValueStorage;
  now?: () => number;
  /** Tells other tabs the list changed. */
  announce?: (kind: ListKind, uniqueId: string) => void;
  /** Analytics; only the wishlist reports (add_to_favorites, remove_from_favorites). */
  track?: (type: ListEvent, payload: Record<string, unknown>) => void;
}

export interface ListState {
  kind: ListKind;
  uniqueId: string | null;
  baggage: BaggageEntry[];
  /** Display items from the last load (the wishlist and comparison pages). */
  items: ListItem[];
  /** True once the stored list was read (spec: "Wishlist has a loaded flag"). */
  loaded: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /**
   * Reads the stored id (or takes `uniqueId`, sent by another tab: storage may not show it yet);
   * missing or expired resets the list (spec section 4).
   */
  load(uniqueId?: string): Promise<void>;
  has(sku: string): boolean;
  /** Absent → added, present → removed. Throws when saving failed (the list is reloaded). */
  toggle(sku: string, engraving?: ListEngraving): Promise<'added' | 'removed'>;
}

export const listStorageKey: Record<ListKind, string> = { wishlist: WISHLIST_ID_KEY, comparison: COMPARISON_ID_KEY };

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export function createListStore(deps: ListStoreDeps) {
  const key = listStorageKey[deps.kind];
  const now = deps.now ?? Date.now;
  const write = serial();
  let loading: Promise<void> | null = null;

  return createStore<ListState>()((set, get) => {
    async function fetchList(id: string): Promise<void> {
      set({ status: 'loading' });
      try {
        const list = await (await deps.api()).list(deps.kind, id);
        set({ uniqueId: list.unique_id, baggage: list.baggage, items: list.items, loaded: true, status: 'ready' });
      } catch (error) {
        if (isNotFound(error)) {
          if (readExpiringId(deps.storage, key, now()) === id) deps.storage.removeItem(key);
          set({ uniqueId: null, baggage: [], items: [], loaded: true, status: 'ready' });
          return;
        }
        set({ loaded: true, status: 'error' });
        throw error;
      }
    }

    return {
      kind: deps.kind,
      uniqueId: null,
      baggage: [],
      items: [],
      loaded: false,
      status: 'idle',

      load(uniqueId) {
        if (uniqueId) return fetchList(uniqueId);
        loading ??= (async () => {
          const id = readExpiringId(deps.storage, key, now());
          if (!id) {
            // Missing or expired: the list starts empty; the next save stores a new id.
            set({ uniqueId: null, baggage: [], items: [], loaded: true, status: 'ready' });
            return;
          }
          await fetchList(id);
        })().finally(() => {
          loading = null;
        });
        return loading;
      },

      has: (sku) => get().baggage.some((entry) => entry.sku === sku),

      async toggle(sku, engraving = {}) {
        const present = get().has(sku);
        // Shown at once; the full list is then saved in click order.
        set({
          baggage: present ? get().baggage.filter((e) => e.sku !== sku) : [...get().baggage, { sku, engraving }],
          items: present ? get().items.filter((i) => i.sku !== sku) : get().items,
        });
        try {
          await write(async () => {
            const saved = await (await deps.api()).saveList(deps.kind, { unique_id: get().uniqueId, baggage: get().baggage });
            writeExpiringId(deps.storage, key, saved.unique_id, now());
            set({ uniqueId: saved.unique_id });
          });
        } catch (error) {
          await get().load().catch(() => undefined);
          throw error;
        }
        const id = get().uniqueId;
        if (id) deps.announce?.(deps.kind, id);
        if (deps.kind === 'wishlist') deps.track?.(present ? 'remove_from_favorites' : 'add_to_favorites', { sku });
        return present ? 'removed' : 'added';
      },
    };
  });
}

export type ListStore = ReturnType<typeof createListStore>;
