import { DatabaseSync } from 'node:sqlite';
import { isRecord } from '../openapi/openapi-document.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';

/**
 * The players of a sandbox in an SQLite file (node:sqlite), so a restart keeps registered players,
 * balances, KYC and lock states. Each player is one row holding the whole record as JSON, so fields
 * added to PlayerRecord later persist without a schema change. {@link sync} writes only the players
 * whose record changed since the last load or sync.
 */
export class PlayerDatabase {
  readonly path: string;
  readonly #db: DatabaseSync;
  /** id → the JSON last written or read. */
  readonly #written = new Map<number, string>();

  /** Opens (or creates) the database file; `:memory:` keeps it in memory. */
  constructor(path: string) {
    this.path = path;
    this.#db = new DatabaseSync(path);
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY, username TEXT NOT NULL, record TEXT NOT NULL)',
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

  /** Writes the players whose record changed (and new ones); returns how many rows were written. */
  sync(players: readonly PlayerRecord[]): number {
    const changed = players
      .map((player) => ({ player, json: JSON.stringify(player) }))
      .filter(({ player, json }) => this.#written.get(player.id) !== json);
    if (changed.length === 0) return 0;
    const upsert = this.#db.prepare(
      'INSERT INTO players (id, username, record) VALUES (?, ?, ?) ' +
        'ON CONFLICT(id) DO UPDATE SET username = excluded.username, record = excluded.record',
    );
    this.#db.exec('BEGIN');
    try {
      for (const { player, json } of changed) upsert.run(player.id, player.username, json);
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    for (const { player, json } of changed) this.#written.set(player.id, json);
    return changed.length;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

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
