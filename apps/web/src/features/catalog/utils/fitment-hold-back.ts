import type { ProductLookupResponse } from '@procounter/shared/contracts/product';

/**
 * The lookup without the parts whose fit an open question about the vehicle decides (fit UNKNOWN,
 * a qualifier of a retained question not answered yet), and how many each question holds back.
 */
export function holdBackUnanswered(data: ProductLookupResponse): {
  shown: ProductLookupResponse;
  heldBack: Map<number, number>;
} {
  const open = new Set(data.questions.filter((q) => q.retained).map((q) => q.attributeId));
  const heldBack = new Map<number, number>();
  if (open.size === 0) return { shown: data, heldBack };
  const products = data.products.filter((product) => {
    if (product.fit !== 'UNKNOWN') return true;
    const deciding = product.qualifiers.filter((q) => open.has(q.attributeId));
    for (const q of deciding) heldBack.set(q.attributeId, (heldBack.get(q.attributeId) ?? 0) + 1);
    return deciding.length === 0;
  });
  return { shown: { ...data, products }, heldBack };
}
