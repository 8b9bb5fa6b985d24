import {
  STOCK_ORDER_PART_SEARCH_MAX,
  type StockOrderPartMatch,
} from '@procounter/shared/contracts/stock-order';
import type { Locale } from '@procounter/shared/contracts/user';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { brands, kits, partInterchange, products, storeStock } from '../../db/schema/index';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import {
  findPartTypesByWords,
  getPartTypeIndex,
  partTypeName,
} from '../catalog-search/catalog-search.service';
import { requireCurrentShop } from '../shops/shops.service';

type Deps = Pick<ServiceDeps, 'db'>;

/** The part types whose parts a word search looks through (the best named, most popular first). */
const PART_TYPES_SEARCHED = 5;

/** A word as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /stockorders/partsearch: the parts a stock order line can name (issue 21), so a counter adds
 * a line without its line code by heart. A part number first: every brand's part with that number
 * (spaces, dashes and dots ignored), else the parts that replaced a former number of ours
 * (replacesNumber names it, issue 25: supersession). Then words: the part types they name best (name, synonyms,
 * Spanish ones too), narrowed by the other words in the part's description, brand name or line
 * code ('ceramic brake pads wagner'). Kits are no stock order lines. Each with its price (cost
 * null where the shop hides costs) and what the home store has on hand; at most
 * STOCK_ORDER_PART_SEARCH_MAX.
 */
export async function searchStockOrderParts(
  deps: Deps,
  user: AuthUser,
  query: string,
  locale: Locale,
): Promise<StockOrderPartMatch[]> {
  const { shop } = await requireCurrentShop(deps, user);
  const index = await getPartTypeIndex(deps);
  const select = () =>
    deps.db
      .select({
        productId: products.id,
        lineCode: brands.lineCode,
        partNumber: products.partNumber,
        description: products.description,
        brandName: brands.name,
        partTypeId: products.partTypeId,
        cost: products.cost,
        customerPrice: products.customerPrice,
        quantityOnHand: storeStock.quantityOnHand,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(kits, eq(kits.productId, products.id))
      .leftJoin(
        storeStock,
        and(eq(storeStock.productId, products.id), eq(storeStock.storeId, shop.homeStoreId ?? -1)),
      );

  const key = partNumberKey(query);
  let rows =
    key.length >= 3 && /\d/.test(key)
      ? await select()
          .where(and(eq(products.partNumberKey, key), isNull(kits.productId)))
          .orderBy(asc(brands.lineCode))
          .limit(STOCK_ORDER_PART_SEARCH_MAX)
      : [];
  // A former number of ours: the part that replaced it, saying so.
  const replaced = new Map<number, string>();
  if (rows.length === 0 && key.length >= 3 && /\d/.test(key)) {
    const former = await deps.db
      .select({ productId: partInterchange.productId, number: partInterchange.number })
      .from(partInterchange)
      .where(and(eq(partInterchange.kind, 'SUPERSEDED'), eq(partInterchange.numberKey, key)))
      .limit(STOCK_ORDER_PART_SEARCH_MAX);
    for (const f of former) replaced.set(f.productId, f.number);
    if (replaced.size > 0) {
      rows = await select()
        .where(and(inArray(products.id, [...replaced.keys()]), isNull(kits.productId)))
        .orderBy(asc(brands.lineCode))
        .limit(STOCK_ORDER_PART_SEARCH_MAX);
    }
  }
  if (rows.length === 0) {
    // The best named part type's parts first; the words it leaves must each be in the part's
    // description, brand name or line code.
    for (const { partType, unmatched } of await findPartTypesByWords(
      deps,
      query,
      PART_TYPES_SEARCHED,
    )) {
      const room = STOCK_ORDER_PART_SEARCH_MAX - rows.length;
      if (room <= 0) break;
      const words = unmatched.map((word) =>
        or(
          ilike(products.description, containing(word)),
          ilike(brands.name, containing(word)),
          ilike(brands.lineCode, word),
        ),
      );
      rows = rows.concat(
        await select()
          .where(and(eq(products.partTypeId, partType.id), isNull(kits.productId), ...words))
          .orderBy(asc(brands.lineCode), asc(products.partNumber))
          .limit(room),
      );
    }
  }
  return rows.map(({ partTypeId, cost, ...row }) => {
    const partType = index.partTypeById.get(partTypeId);
    return {
      ...row,
      partTypeName: partType ? partTypeName(partType, locale) : partTypeId,
      cost: shop.hideCosts ? null : cost,
      replacesNumber: replaced.get(row.productId) ?? null,
    };
  });
}
