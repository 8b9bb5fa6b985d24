/**
 * The catalog keys of the contract's value lists, written out (not built from the value) so the
 * catalog check finds each one; a Record over the contract's type names every value, so a value the
 * contract adds fails the typecheck here. No zod: the lists are types only.
 */
import type { CustomerLanguage, CustomerPhoneKind } from '@procounter/shared/contracts/customer';

export const PHONE_KIND_KEYS: Record<CustomerPhoneKind, string> = {
  MOBILE: 'customers:phoneKinds.MOBILE',
  HOME: 'customers:phoneKinds.HOME',
  WORK: 'customers:phoneKinds.WORK',
  OTHER: 'customers:phoneKinds.OTHER',
};

export const PHONE_KINDS = Object.keys(PHONE_KIND_KEYS) as CustomerPhoneKind[];

export const LANGUAGE_KEYS: Record<CustomerLanguage, string> = {
  en: 'customers:languages.en',
  es: 'customers:languages.es',
};

export const CUSTOMER_LANGUAGE_LIST = Object.keys(LANGUAGE_KEYS) as CustomerLanguage[];

/** A phone as a link (tel:), its digits only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
