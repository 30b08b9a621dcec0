import { DatabaseSync } from 'node:sqlite';
import { isRecord } from '../openapi/openapi-document.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import type { StoredDocument } from './persisted-stores.registry.ts';

/**
 * The players of a sandbox in an SQLite file (node:sqlite), so a restart keeps registered players,
 * balances, KYC and lock states. Each player is one row holding the whole record as JSON, so fields
 * added to PlayerRecord later persist without a schema change. {@link sync} writes only the players
 * whose record changed since the last load or sync.
 *
 * The records of other stores (wallet ledgers, limits, inbox, payment transactions: see
 * persisted-stores.registry.ts) are rows of `documents`, one JSON document per kind and key, written in
 * the same transaction as the players. Like the players' table it is created when missing, so a file of
 * an older sandbox opens with no documents.
 */
export class PlayerDatabase {
  readonly path: string;
  readonly #db: DatabaseSync;
  /** id → the JSON last written or read. */
  readonly #written = new Map<number, string>();
  /** kind and key → the JSON of the document last written or read. */
  readonly #writtenDocuments = new Map<string, string>();

  /** Opens (or creates) the database file; `:memory:` keeps it in memory. */
  constructor(path: string) {
    this.path = path;
    this.#db = new DatabaseSync(path);
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY, username TEXT NOT NULL, record TEXT NOT NULL)',
    );
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS documents (kind TEXT NOT NULL, key INTEGER NOT NULL, document TEXT NOT NULL, ' +
        'PRIMARY KEY (kind, key))',
    );
  }

  /** Every stored player, in id order. A row that is not a player record fails with its id. */
  load(): PlayerRecord[] {
    const rows = this.#db.prepare('SELECT id, record FROM players ORDER BY id').all();
    return rows.map((row) => {
      const record: unknown = JSON.parse(String(row.record));
      if (!isRecord(record) || typeof record.id !== 'number' || typeof record.username !== 'string') {
        throw new Error(`${this.path}: players row ${String(row.id)} is not a player record`);
      }
      this.#written.set(record.id, String(row.record));
      return record as unknown as PlayerRecord;
    });
  }

  /** Every stored document of the other stores, by kind and key (parsed by PersistedStores). */
  loadDocuments(): StoredDocument[] {
    const rows = this.#db.prepare('SELECT kind, key, document FROM documents ORDER BY kind, key').all();
    return rows.map((row) => {
      const document = { kind: String(row.kind), key: Number(row.key), json: String(row.document) };
      this.#writtenDocuments.set(documentId(document), document.json);
      return document;
    });
  }

  /**
   * Writes the players whose record changed (and new ones), and the documents whose JSON changed (and
   * new ones), in one transaction; returns how many rows were written. Throws, having written none of
   * them, when the transaction fails; they stay changed, so the next sync tries them again.
   */
  sync(players: readonly PlayerRecord[], documents: readonly StoredDocument[] = []): number {
    const changed = players
      .map((player) => ({ player, json: JSON.stringify(player) }))
      .filter(({ player, json }) => this.#written.get(player.id) !== json);
    const changedDocuments = documents.filter((d) => this.#writtenDocuments.get(documentId(d)) !== d.json);
    if (changed.length === 0 && changedDocuments.length === 0) return 0;
    const upsert = this.#db.prepare(
      'INSERT INTO players (id, username, record) VALUES (?, ?, ?) ' +
        'ON CONFLICT(id) DO UPDATE SET username = excluded.username, record = excluded.record',
    );
    const upsertDocument = this.#db.prepare(
      'INSERT INTO documents (kind, key, document) VALUES (?, ?, ?) ' +
        'ON CONFLICT(kind, key) DO UPDATE SET document = excluded.document',
    );
    this.#db.exec('BEGIN');
    try {
      for (const { player, json } of changed) upsert.run(player.id, player.username, json);
      for (const { kind, key, json } of changedDocuments) upsertDocument.run(kind, key, json);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    for (const { player, json } of changed) this.#written.set(player.id, json);
    for (const document of changedDocuments) this.#writtenDocuments.set(documentId(document), document.json);
    return changed.length + changedDocuments.length;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

const documentId = (document: { kind: string; key: number }): string =>
  `${document.kind}\u0000${String(document.key)}`;

/**
 * The players a sandbox starts with: the stored ones, plus seed players the database does not hold yet
 * (by id), so a seed change adds players without discarding what was stored.
 */
export function mergeStoredPlayers(
  stored: readonly PlayerRecord[],
  seed: readonly PlayerRecord[],
): PlayerRecord[] {
  const ids = new Set(stored.map((p) => p.id));
  return [...stored, ...seed.filter((p) => !ids.has(p.id))];
}
