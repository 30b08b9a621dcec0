import { describe, expect, it } from 'vitest';
import { PersistedStores, type PersistedStore } from './persisted-stores.registry.ts';
import { WalletStore } from '../wallet/wallet.store.ts';
import { PlayerDatabase } from './player.database.ts';

/** A store of notes by key; `touch` is what handing a note out does in the real stores. */
class NoteStore implements PersistedStore {
  readonly kind: string;
  readonly notes = new Map<number, { text: string }>();
  readonly #touched = new Set<number>();

  constructor(kind = 'notes') {
    this.kind = kind;
  }

  write(key: number, text: string): void {
    this.notes.set(key, { text });
    this.#touched.add(key);
  }

  takeTouched(): number[] {
    const keys = [...this.#touched];
    this.#touched.clear();
    return keys;
  }

  documentOf(key: number): unknown {
    return this.notes.get(key);
  }

  keys(): Iterable<number> {
    return this.notes.keys();
  }

  restore(documents: ReadonlyMap<number, unknown>): void {
    for (const [key, document] of documents) this.notes.set(key, document as { text: string });
  }
}

describe('persisted stores', () => {
  it('hands each store its stored documents when it attaches', () => {
    const stores = new PersistedStores([
      { kind: 'notes', key: 1, json: '{"text":"sveiki"}' },
      { kind: 'other', key: 1, json: '{"text":"nav mans"}' },
    ]);
    const notes = new NoteStore();
    stores.attach(notes);
    expect([...notes.notes]).toEqual([[1, { text: 'sveiki' }]]);
    expect(() => {
      stores.attach(new NoteStore());
    }).toThrow('A notes store is attached already');
  });

  it('names the document a damaged file holds instead of starting without it', () => {
    expect(() => new PersistedStores([{ kind: 'notes', key: 3, json: '{"text":' }])).toThrow(
      'The stored notes document 3 is not JSON',
    );
    const stores = new PersistedStores([{ kind: 'wallet', key: 1001, json: '{"cashier":[]}' }]);
    expect(() => {
      stores.attach(new WalletStore({ now: () => 0, games: [] }));
    }).toThrow('wallet document 1001 is not a ledger');
  });

  it('offers only the touched documents, and keeps them until a commit succeeds', () => {
    const stores = new PersistedStores();
    const notes = new NoteStore();
    stores.attach(notes);
    notes.write(1, 'viens');
    notes.write(2, 'divi');
    expect(stores.changed().map((d) => d.key)).toEqual([1, 2]);
    // The commit failed (no committed()): the next one offers them again.
    notes.write(3, 'trīs');
    expect(stores.changed().map((d) => d.key)).toEqual([1, 2, 3]);
    stores.committed();
    expect(stores.changed()).toEqual([]);
    notes.notes.set(1, { text: 'nemarķēts' });
    expect(stores.changed(), 'a change the store did not report').toEqual([]);
    expect(stores.all().map((d) => d.json)).toContain('{"text":"nemarķēts"}');
  });

  it('writes documents with the players in one sync, only those whose JSON changed', () => {
    const database = new PlayerDatabase(':memory:');
    const one = { kind: 'notes', key: 1, json: '{"text":"viens"}' };
    const two = { kind: 'notes', key: 2, json: '{"text":"divi"}' };
    expect(database.sync([], [one, two])).toBe(2);
    expect(database.sync([], [one, { ...two, json: '{"text":"divi!"}' }])).toBe(1);
    expect(database.loadDocuments()).toEqual([one, { ...two, json: '{"text":"divi!"}' }]);
    database.close();
  });
});
