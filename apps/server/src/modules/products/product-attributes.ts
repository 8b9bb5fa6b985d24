import type { Locale } from '@procounter/shared/contracts/user';
import { FITMENT_ATTRIBUTES } from '@procounter/shared/domain/fitment-questions';
import { resources } from '@procounter/shared/i18n/index';
import {
  describeQualifier,
  mixId,
  positionOf,
  productQualifiers,
} from '../parts-catalog/parts-catalog.service';

// The specifications of a product's details. The generated catalog has no specification table, so
// they are derived from what it has, always the same for the same product: the position from the
// description (the generator ends it with ', <position>' for part types with positions), what else
// its fit depends on (parts-catalog fitment-qualifiers.ts), warranty
// and country of origin from the brand, weight from the product id.

export interface AttributeSource {
  productId: number;
  brandId: number;
  partTypeId: string;
  description: string;
  /** Kits say no weight: their components do. */
  isKit: boolean;
}

type Texts = (typeof resources)['en']['catalog']['attributes'];
type Country = keyof Texts['countries'];

const COUNTRIES: readonly Country[] = ['US', 'MX', 'CA', 'DE', 'JP', 'KR'];
/** 0 means limited lifetime. */
const WARRANTY_MONTHS = [12, 24, 36, 0] as const;

/** The warranty's months in the language's plural form (warrantyMonths_one, _other, ...). */
function monthsText(texts: Texts, locale: Locale, months: number): string {
  const form = new Intl.PluralRules(locale).select(months);
  return (
    (texts as unknown as Record<string, string>)[`warrantyMonths_${form}`] ??
    texts.warrantyMonths_other
  );
}

/** Label and value pairs in the caller's language. */
export function describeAttributes(
  source: AttributeSource,
  locale: Locale,
): { label: string; value: string }[] {
  const texts = resources[locale].catalog.attributes;
  const attributes: { label: string; value: string }[] = [];
  const position = positionOf(source.partTypeId, source.description);
  if (position !== undefined) {
    const translated = (texts.positions as Record<string, string>)[position] ?? position;
    attributes.push({ label: texts.position, value: translated });
  }
  // What else its fit depends on (drive type, brake system, towing package).
  for (const qualifier of productQualifiers(source)) {
    const text =
      qualifier.attributeId === FITMENT_ATTRIBUTES.position.id
        ? undefined
        : describeQualifier(locale, qualifier);
    if (text) attributes.push(text);
  }
  const months = WARRANTY_MONTHS[mixId(source.brandId, 0x5741) % WARRANTY_MONTHS.length]!;
  attributes.push({
    label: texts.warranty,
    value:
      months === 0
        ? texts.limitedLifetime
        : monthsText(texts, locale, months).replace('{{count}}', `${months}`),
  });
  const country = COUNTRIES[mixId(source.brandId, 0x434f) % COUNTRIES.length]!;
  attributes.push({ label: texts.countryOfOrigin, value: texts.countries[country] });
  if (!source.isKit) {
    // 0.2 to 30.0 lb, one decimal, written the caller's way (3.4 / 3,4).
    const tenths = 2 + (mixId(source.productId, 0x5747) % 299);
    const weight = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(tenths / 10);
    attributes.push({ label: texts.weight, value: texts.weightValue.replace('{{value}}', weight) });
  }
  return attributes;
}
