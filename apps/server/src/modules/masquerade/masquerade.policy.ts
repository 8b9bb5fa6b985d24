import {
  type CapabilityUser,
  ROLES,
  userCanAccessSupport,
  userCanMasquerade,
} from '@procounter/shared/domain/roles';

interface Party extends CapabilityUser {
  id: number;
  status: string;
}

export type MasqueradeRefusal =
  | 'CALLER_MAY_NOT_MASQUERADE'
  | 'ALREADY_MASQUERADING'
  | 'TARGET_IS_CALLER'
  | 'TARGET_NOT_ACTIVE'
  | 'TARGET_HAS_SUPPORT_ACCESS';

/** Support users may act as a shop's user, one at a time. */
export function checkMasqueradeCaller(
  caller: CapabilityUser,
  callerIsMasquerading: boolean,
): MasqueradeRefusal | null {
  if (callerIsMasquerading) return 'ALREADY_MASQUERADING';
  if (!userCanMasquerade(caller)) return 'CALLER_MAY_NOT_MASQUERADE';
  return null;
}

/**
 * Acting as oneself, as an account that cannot log in, or as another support user (who could
 * masquerade further) is refused.
 */
export function checkMasqueradeTarget(caller: Party, target: Party): MasqueradeRefusal | null {
  if (target.id === caller.id) return 'TARGET_IS_CALLER';
  if (target.status !== 'ACTIVE') return 'TARGET_NOT_ACTIVE';
  if (userCanAccessSupport(target)) return 'TARGET_HAS_SUPPORT_ACCESS';
  return null;
}

/** Group names whose members cannot be masqueraded as, derived from the capability itself. */
export const SUPPORT_GROUP_NAMES: readonly string[] = ROLES.filter((name) =>
  userCanAccessSupport({ group: { name, internal: true }, customerType: null }),
);
