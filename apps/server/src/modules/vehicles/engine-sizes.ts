/**
 * Engine displacement from vPIC when a VIN schema names an engine model but not its size.
 *
 * vPIC gives the size of an engine in one of three elements (Displacement (L), (CC) or (CI)), on
 * the VIN pattern itself or on the engine model (EngineModelPattern). Many older schemas (Honda's
 * until about 2011, for one) name only the engine model, K24A4 or J30A4, while other schemas of
 * vPIC give the size of the same engine model, or of its siblings, next to it.
 */

/** vPIC's displacement elements. */
export const DISPLACEMENT_ELEMENTS = { litres: 13, cc: 11, ci: 12 } as const;

const CI_IN_LITRES = 0.016387064;

/** Litres, to one decimal, from a value of one of the displacement elements; undefined if absurd. */
export function toLitres(elementId: number, value: string | undefined): number | undefined {
  const n = Number(value);
  if (!value || !Number.isFinite(n) || n <= 0) return undefined;
  const litres =
    elementId === DISPLACEMENT_ELEMENTS.cc
      ? n / 1000
      : elementId === DISPLACEMENT_ELEMENTS.ci
        ? n * CI_IN_LITRES
        : n;
  const rounded = Math.round(litres * 10) / 10;
  // Below 0.5 L or above 20 L is a data-entry slip (a CC value filed as litres, a zero).
  return rounded >= 0.5 && rounded < 20 ? rounded : undefined;
}

/**
 * One statement of vPIC that an engine model with so many cylinders has a size: a pattern or an
 * EngineModelPattern row.
 */
export interface EngineSizeFact {
  engineModel: string;
  cylinders: string | null;
  elementId: number;
  value: string;
}

/**
 * The family of an engine code whose digits give its size: Honda's J30A4 and J30A1 are both
 * "J30", Nissan's VQ35DE and VQ35HR both "VQ35". Codes that do not look like that (LS3, 2GR-FE,
 * EcoBoost, carburettor notes such as 2BBL) have no family.
 */
export function engineFamily(engineModel: string): string | undefined {
  return /^([A-Z]{1,3}\d{2})[A-Z]/.exec(engineModel.trim().toUpperCase())?.[1];
}

const keyOf = (name: string, cylinders: string | number) =>
  `${name.trim().toUpperCase()}|${Number(cylinders)}`;

/**
 * Sizes by engine model and cylinder count, learned from every statement vPIC makes. The count
 * is part of the key because some schemas put an emissions label (EU4, LEV III) where the engine
 * model goes, for a V8 and a W12 alike. An engine model gets the size most of its statements give
 * (vPIC has slips: K24Z7 once as 1.4 L next to 2.4 L twice), and none when no size has a majority
 * (a name such as "Audi" or "4V" that covers many engines). One with no statement of its own
 * takes its family's size when every sized sibling with as many cylinders agrees on it (J30A4
 * from J30A1, J30AC and J30AD: 3.0 L); a family whose members differ (BMW's N52B25 and N52B30)
 * gives nothing.
 */
export function learnEngineSizes(facts: Iterable<EngineSizeFact>) {
  const votes = new Map<string, Map<number, number>>();
  for (const fact of facts) {
    const litres = toLitres(fact.elementId, fact.value);
    if (litres === undefined || !fact.cylinders || !(Number(fact.cylinders) > 0)) continue;
    const key = keyOf(fact.engineModel, fact.cylinders);
    const counts = votes.get(key) ?? new Map<number, number>();
    counts.set(litres, (counts.get(litres) ?? 0) + 1);
    votes.set(key, counts);
  }
  const byName = new Map<string, number>();
  for (const [key, counts] of votes) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const [litres, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    if (count * 2 > total) byName.set(key, litres);
  }
  const familySizes = new Map<string, Set<number>>();
  for (const [key, litres] of byName) {
    const [name, cylinders] = key.split('|') as [string, string];
    const family = engineFamily(name);
    if (!family) continue;
    const sizes = familySizes.get(keyOf(family, cylinders)) ?? new Set<number>();
    sizes.add(litres);
    familySizes.set(keyOf(family, cylinders), sizes);
  }
  return {
    /** The size vPIC gives this engine model with these cylinders, by its own statements or its family's. */
    litresOf(
      engineModel: string | undefined,
      cylinders: string | number | undefined,
    ): number | undefined {
      if (!engineModel || !cylinders) return undefined;
      const own = byName.get(keyOf(engineModel, cylinders));
      if (own !== undefined) return own;
      const family = engineFamily(engineModel);
      const sizes = family ? familySizes.get(keyOf(family, cylinders)) : undefined;
      return sizes?.size === 1 ? [...sizes][0] : undefined;
    },
  };
}

export type EngineSizes = ReturnType<typeof learnEngineSizes>;

/**
 * The SQL that reads every size statement of vPIC: an engine model pattern, a displacement pattern
 * and a cylinders pattern on the same VIN keys of a schema, and the engine model table's own rows.
 */
export const ENGINE_SIZE_FACTS_SQL = `
  select em.AttributeId as engineModel, c.AttributeId as cylinders, d.ElementId as elementId,
         d.AttributeId as value
    from Pattern em
    join Pattern d on d.VinSchemaId = em.VinSchemaId and d.Keys = em.Keys
    join Pattern c on c.VinSchemaId = em.VinSchemaId and c.Keys = em.Keys and c.ElementId = 9
   where em.ElementId = 18 and d.ElementId in (11, 12, 13)
  union all
  select e.Name, c.AttributeId, p.ElementId, p.AttributeId
    from EngineModel e
    join EngineModelPattern p on p.EngineModelId = e.Id
    join EngineModelPattern c on c.EngineModelId = e.Id and c.ElementId = 9
   where p.ElementId in (11, 12, 13)`;
