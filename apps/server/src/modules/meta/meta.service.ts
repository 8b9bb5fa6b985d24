import type { MetaEntity, MetaEntry } from '@procounter/shared/contracts/app';
import type { ServiceDeps } from '../../lib/deps';
import type { AuthContext } from '../auth/auth.service';
import { findFeaturesLastModified } from '../features/features.service';
import { findMessagesLastModified } from '../messages/messages.service';
import { findCurrentShop } from '../shops/shops.service';

/** When each cached entity last changed for this user, so the client refreshes only stale caches. */
export async function getMeta(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: AuthContext,
  keys: readonly MetaEntity[],
): Promise<MetaEntry[]> {
  const wanted = new Set(keys);
  const needsShop = wanted.has('shop') || wanted.has('company');
  const current = needsShop ? await findCurrentShop(deps, caller.user) : undefined;

  const lastModified = async (entity: MetaEntity): Promise<Date | null> => {
    switch (entity) {
      case 'user':
        return caller.user.updatedAt;
      case 'shop':
        return current?.shop.updatedAt ?? null;
      case 'company':
        return current?.company.updatedAt ?? null;
      case 'features':
        return findFeaturesLastModified(deps);
      case 'messages':
        return findMessagesLastModified(deps, caller.user.id);
    }
  };

  return Promise.all(
    [...wanted].map(async (entity): Promise<MetaEntry> => {
      const at = await lastModified(entity);
      return at === null
        ? { entity, lastModified: 0, status: 'UNKNOWN' }
        : { entity, lastModified: at.getTime(), status: 'OK' };
    }),
  );
}
