/** brackets-manager's storage interface, in memory: the oracle of the resolver tests. */
type Row = Record<string, unknown> & { id: number };
const clone = <T>(v: T): T => structuredClone(v);
const matches = (row: Row, filter: Record<string, unknown>) => Object.entries(filter).every(([k, v]) => row[k] === v);

export class MemoryStorage {
  private tables = new Map<string, Row[]>();
  private rows(table: string) {
    if (!this.tables.has(table)) this.tables.set(table, []);
    return this.tables.get(table)!;
  }
  async insert(table: string, value: Record<string, unknown> | Record<string, unknown>[]): Promise<number | boolean> {
    const rows = this.rows(table);
    const add = (v: Record<string, unknown>) => {
      const id = rows.length;
      rows.push({ ...clone(v), id });
      return id;
    };
    if (Array.isArray(value)) {
      value.forEach(add);
      return true;
    }
    return add(value);
  }
  async select(table: string, arg?: number | Record<string, unknown>): Promise<unknown> {
    const rows = this.rows(table).filter(Boolean);
    if (arg === undefined) return clone(rows);
    if (typeof arg === "number") return clone(rows.find((r) => r.id === arg) ?? null);
    return clone(rows.filter((r) => matches(r, arg)));
  }
  async update(table: string, arg: number | Record<string, unknown>, value: Record<string, unknown>): Promise<boolean> {
    const rows = this.rows(table);
    if (typeof arg === "number") {
      const i = rows.findIndex((r) => r?.id === arg);
      if (i < 0) return false;
      rows[i] = { ...clone(value), id: arg } as Row;
      return true;
    }
    for (const [i, r] of rows.entries()) if (r && matches(r, arg)) rows[i] = { ...r, ...clone(value) };
    return true;
  }
  async delete(table: string, filter?: Record<string, unknown>): Promise<boolean> {
    if (!filter) this.tables.set(table, []);
    else
      this.tables.set(
        table,
        this.rows(table).filter((r) => !matches(r, filter)),
      );
    return true;
  }
}
