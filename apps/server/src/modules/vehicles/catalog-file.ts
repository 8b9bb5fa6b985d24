import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

/** The compact catalog file: one row per base vehicle, engines and submodels by id. */
export interface CatalogFile {
  version: 1;
  source: string;
  makes: [id: number, name: string][];
  models: [id: number, makeId: number, name: string][];
  engines: [id: number, description: string][];
  submodels: [id: number, name: string][];
  /** [baseVehicleId, year, modelId, engineIds, submodelIds, [engineId, submodelId] pairs] */
  baseVehicles: [number, number, number, number[], number[], [number, number][]][];
}

export async function readCatalogFile(file: string): Promise<CatalogFile> {
  const catalog = JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as CatalogFile;
  if (catalog.version !== 1) throw new Error(`unsupported catalog file version in ${file}`);
  return catalog;
}

/** The figures the README quotes: rows per table and base vehicles per decade. */
export function catalogCounts(catalog: CatalogFile) {
  const perDecade: Record<string, number> = {};
  let engines = 0;
  let submodels = 0;
  let pairs = 0;
  for (const [, year, , e, s, p] of catalog.baseVehicles) {
    const decade = `${Math.floor(year / 10) * 10}s`;
    perDecade[decade] = (perDecade[decade] ?? 0) + 1;
    engines += e.length;
    submodels += s.length;
    pairs += p.length;
  }
  const years = catalog.baseVehicles.map((b) => b[1]);
  return {
    makes: catalog.makes.length,
    models: catalog.models.length,
    baseVehicles: catalog.baseVehicles.length,
    baseVehiclesPerDecade: perDecade,
    years: { from: Math.min(...years), to: Math.max(...years) },
    distinctEngines: catalog.engines.length,
    vehicleEngines: engines,
    distinctSubmodels: catalog.submodels.length,
    vehicleSubmodels: submodels,
    engineSubmodelPairs: pairs,
  };
}
