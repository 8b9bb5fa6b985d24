import type { Feature } from '@procounter/shared/contracts/app';
import { notFound } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import {
  findFeaturesOfStore,
  findGlobalFeatures,
  findFeaturesLastModified as queryFeaturesLastModified,
  storeExists,
} from './features.repository';

type Deps = Pick<ServiceDeps, 'db'>;

export function listGlobalFeatures({ db }: Deps): Promise<Feature[]> {
  return findGlobalFeatures(db);
}

/** Every feature as the store sees it: its own setting where it has one, else the global one. */
export async function listStoreFeatures({ db }: Deps, storeId: number): Promise<Feature[]> {
  if (!(await storeExists(db, storeId))) throw notFound('No such store');
  const rows = await findFeaturesOfStore(db, storeId);
  return rows.map((r) => ({
    descriptor: r.descriptor,
    enabled: r.storeEnabled ?? r.globalEnabled,
  }));
}

export function findFeaturesLastModified({ db }: Deps) {
  return queryFeaturesLastModified(db);
}
