import type { Locale } from '@procounter/shared/contracts/user';
import {
  FITMENT_ATTRIBUTES,
  fitmentTextKeys,
  positionValueId,
  type Qualifier,
} from '@procounter/shared/domain/fitment-questions';
import { resources } from '@procounter/shared/i18n/index';
import { catalogDefinition } from './catalog-definition';
import type { QualifierKey } from './part-type-tree';

// What a product's fit or place depends on beyond engine and submodel (issue 25 part 3), as the
// generator makes the catalog: a pure function of the product, always the same for the same seed,
// read where it is needed rather than stored (like the product specifications): the position its
// description ends with (', Front'), and for a part type with a qualifier (part-type-tree.ts:
// calipers by brake system, hubs and axles by drive type, radiators by towing package) one of its
// first two values or none (fits either) by the product id, a third of the products each.

/** A small deterministic mix of an integer (not random: the same input, the same answer). */
export function mixId(n: number, salt: number): number {
  let x = (n ^ salt) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

interface LeafFacts {
  positions: readonly string[];
  qualifier: QualifierKey | undefined;
}

let factsById: Map<string, LeafFacts> | undefined;

function leafFacts(partTypeId: string): LeafFacts | undefined {
  factsById ??= new Map(
    catalogDefinition().leaves.map((leaf) => [
      leaf.id,
      { positions: leaf.spec.positions ?? [], qualifier: leaf.spec.qualifier },
    ]),
  );
  return factsById.get(partTypeId);
}

/**
 * The positions a part type's products are made for ('Front', 'Rear', ...; the generator ends their
 * descriptions with ', <position>'); none for a part type without positions or an unknown one.
 */
export function listPartTypePositions(partTypeId: string): readonly string[] {
  return leafFacts(partTypeId)?.positions ?? [];
}

/** The retained attribute a part type's products may depend on; undefined for none. */
export function partTypeQualifier(partTypeId: string): QualifierKey | undefined {
  return leafFacts(partTypeId)?.qualifier;
}

/** The position a product's description names, if its part type has positions. */
export function positionOf(partTypeId: string, description: string): string | undefined {
  const comma = description.lastIndexOf(', ');
  if (comma < 0) return undefined;
  const tail = description.slice(comma + 2);
  return listPartTypePositions(partTypeId).includes(tail) ? tail : undefined;
}

const QUALIFIER_SALT = 0x5155;

/** A product's qualifiers: its position, then the value of its part type's qualifier, if any. */
export function productQualifiers(product: {
  productId: number;
  partTypeId: string;
  description: string;
}): Qualifier[] {
  const qualifiers: Qualifier[] = [];
  const position = positionOf(product.partTypeId, product.description);
  const positionId = position === undefined ? undefined : positionValueId(position);
  if (positionId !== undefined) {
    qualifiers.push({ attributeId: FITMENT_ATTRIBUTES.position.id, valueId: positionId });
  }
  const key = partTypeQualifier(product.partTypeId);
  if (key !== undefined) {
    // 0: fits either; 1 and 2: the attribute's first two values (2WD / 4WD, Standard / Heavy Duty).
    const pick = mixId(product.productId, QUALIFIER_SALT) % 3;
    if (pick > 0) qualifiers.push({ attributeId: FITMENT_ATTRIBUTES[key].id, valueId: pick });
  }
  return qualifiers;
}

/** An attribute's name and a value's text in the language ('Drive type', '4WD'); undefined: none. */
export function describeQualifier(
  locale: Locale,
  qualifier: Qualifier,
): { label: string; value: string } | undefined {
  const keys = fitmentTextKeys(qualifier.attributeId, qualifier.valueId);
  if (!keys) return undefined;
  const text = (key: string) => {
    const [namespace, path] = key.split(':') as [keyof (typeof resources)['en'], string];
    let at: unknown = resources[locale][namespace];
    for (const part of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
    return typeof at === 'string' ? at : undefined;
  };
  const label = text(keys.name);
  const value = text(keys.value);
  return label === undefined || value === undefined ? undefined : { label, value };
}
