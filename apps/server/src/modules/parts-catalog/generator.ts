import type { KitType } from '@procounter/shared/domain/constants';
import { partNumberKey } from '@procounter/shared/domain/part-number';
import type { BrandSpec } from './brands';
import { catalogDefinition, type LeafPartType } from './catalog-definition';
import { type InterchangeNumber, interchangeNumbers, partTypeDigits } from './interchange-numbers';
import { AC_KIT_NAME, BRAKE_KIT_NAME } from './part-type-tree';
import { hash32, hashString, Random, WeightedPicker } from './prng';
import type { VehicleIndex, VehicleRecord } from './vehicle-index';

// The product stream of the parts catalog. Units (one product, or a kit with its components) are
// made one after another, each from its own random stream seeded by (seed, unit number), so the
// first N products of a catalog are the same at any size of N or more. Stock draws from streams of
// its own, so the products do not depend on which stores exist.

/** Bump when a change makes the same seed produce a different catalog. */
export const PARTS_GENERATOR_VERSION = '1';
export const DEFAULT_PARTS_SEED = 1;
/** The demo scale loaded at a first start (DESIGN.md section 3). */
export const DEMO_PRODUCT_COUNT = 25_000;

export interface FeaturedVehicle {
  year: number;
  make: string;
  model: string;
}

/**
 * The demo plates' vehicles (DESIGN.md section 4): the catalog starts with several brands of every
 * part type that fits them, and brake and A/C kits, so a demo never comes up empty.
 */
export const FEATURED_VEHICLES: readonly FeaturedVehicle[] = [
  { year: 2013, make: 'Ford', model: 'F-150' },
  { year: 2003, make: 'Honda', model: 'Accord' },
  { year: 2012, make: 'BMW', model: '328i' },
  { year: 2006, make: 'Chevrolet', model: 'Malibu' },
];

/**
 * The demo shops' home stores (1001's 512, 1002's 4031): of a featured vehicle's products of one
 * part type, the first is in stock at the first store, the second is not carried there but is at
 * the second, the third is carried there with none on hand.
 */
export const FEATURED_STORE_IDS: readonly number[] = [512, 4031];

export interface GeneratedProduct {
  id: number;
  brandId: number;
  partNumber: string;
  partNumberKey: string;
  partTypeId: string;
  description: string;
  cost: number | null;
  listPrice: number | null;
  customerPrice: number | null;
}

/** Where the generator writes; the loader streams to the database, tests collect. */
export interface CatalogSink {
  product(product: GeneratedProduct): void;
  fitment(
    productId: number,
    baseVehicleId: number,
    partTypeId: string,
    engineId: number | null,
    submodelId: number | null,
  ): void;
  kit(productId: number, kitType: KitType): void;
  kitComponent(kitProductId: number, componentProductId: number, quantity: number): void;
  stock(productId: number, storeId: number, quantityOnHand: number): void;
  /** A number of the part interchange that names the product (interchange-numbers.ts). */
  interchange(productId: number, number: InterchangeNumber): void;
}

export interface GenerateOptions {
  seed: number;
  /** How many products; the last unit may make a kit smaller than planned, never more products. */
  products: number;
  /** Stores that get stock rows. */
  storeIds: readonly number[];
  featuredVehicles?: readonly FeaturedVehicle[];
  featuredStoreIds?: readonly number[];
}

export interface GenerateCounts {
  products: number;
  fitment: number;
  kits: number;
  kitComponents: number;
  stock: number;
  withoutPrice: number;
  interchange: number;
}

/** Share of products sold without a price ('Call for Pricing'). */
const WITHOUT_PRICE_SHARE = 0.03;
/** Per stream unit: a brake kit, else an A/C kit (their components come with them). */
const BRAKE_KIT_SHARE = 0.004;
const AC_KIT_SHARE = 0.0015;
/** Salts of the side streams, so they never meet the unit streams. */
const STOCK_SALT = 0x5f0c_7a11;

type FitRow = readonly [baseVehicleId: number, engineId: number | null, submodelId: number | null];

interface ProductChoice {
  brandId?: number;
  position?: string;
  variant?: string;
  engine?: string;
  submodel?: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Shelf prices end in .99 (under $10: .49 or .99). */
function shelfPrice(value: number): number {
  if (value < 10) return Math.max(0.99, Math.floor(value * 2) / 2 + 0.49);
  return Math.floor(value) + 0.99;
}

/** Part numbers from a brand's pattern; a sequence per prefix keeps them unique. */
class PartNumbers {
  readonly #next = new Map<string, number>();

  make(brandId: number, pattern: string, code: string): string {
    const resolved = pattern.replace('{T}', code);
    const key = `${brandId}|${resolved}`;
    let index = this.#next.get(key) ?? 0;
    this.#next.set(key, index + 1);
    const slots = resolved.split('#').length - 1;
    // First digit never 0; once a width is used up the number grows a digit (a longer string, so
    // it cannot repeat a shorter one).
    let digits = slots;
    while (index >= 9 * 10 ** (digits - 1)) {
      index -= 9 * 10 ** (digits - 1);
      digits++;
    }
    const space = 9 * 10 ** (digits - 1);
    const value = 10 ** (digits - 1) + ((index * 7919 + (hashString(key) % space)) % space);
    const text = String(value);
    let out = '';
    let at = 0;
    let extra = digits - slots;
    for (const ch of resolved) {
      if (ch !== '#') out += ch;
      else {
        out += text.slice(at, at + 1 + extra);
        at += 1 + extra;
        extra = 0;
      }
    }
    return out;
  }
}

/** Makes all the products at once; answers what it wrote. */
export function generateProducts(
  vehicles: VehicleIndex,
  options: GenerateOptions,
  sink: CatalogSink,
): GenerateCounts {
  const generator = new ProductGenerator(vehicles, options, sink);
  for (const _ of generator.units());
  return generator.counts;
}

/** Makes the products unit by unit, so a loader can write between units. */
export class ProductGenerator {
  readonly #definition = catalogDefinition();
  readonly #vehicles: VehicleIndex;
  readonly #options: GenerateOptions;
  readonly #sink: CatalogSink;
  readonly #partNumbers = new PartNumbers();
  readonly #counts: GenerateCounts = {
    products: 0,
    fitment: 0,
    kits: 0,
    kitComponents: 0,
    stock: 0,
    withoutPrice: 0,
    interchange: 0,
  };
  readonly #leafPicker: WeightedPicker<LeafPartType>;
  readonly #brandPickers = new Map<string, WeightedPicker<number>>();
  readonly #familyModels = new Map<string, number[]>();
  readonly #leafIndex = new Map<string, number>();
  #unit = 0;

  constructor(vehicles: VehicleIndex, options: GenerateOptions, sink: CatalogSink) {
    this.#vehicles = vehicles;
    this.#options = options;
    this.#sink = sink;
    this.#leafPicker = new WeightedPicker(
      this.#definition.leaves.filter((l) => l.weight > 0),
      (l) => l.weight,
    );
  }

  get counts(): Readonly<GenerateCounts> {
    return this.#counts;
  }

  /** Yields after each unit. */
  *units(): Generator<void> {
    yield* this.#featured();
    while (this.#remaining() > 0) {
      this.#streamUnit(this.#nextRandom());
      yield;
    }
  }

  #remaining() {
    return this.#options.products - this.#counts.products;
  }

  #nextRandom() {
    return new Random(hash32(this.#options.seed, this.#unit++));
  }

  #partTypeDigits(leaf: LeafPartType): string {
    if (this.#leafIndex.size === 0) {
      for (const [i, l] of this.#definition.leaves.entries()) this.#leafIndex.set(l.id, i);
    }
    return partTypeDigits(this.#leafIndex.get(leaf.id) ?? 0);
  }

  #leaf(name: string): LeafPartType {
    const leaf = this.#definition.leafByName.get(name);
    if (!leaf) throw new Error(`unknown part type ${name}`);
    return leaf;
  }

  #brand(id: number): BrandSpec {
    const spec = this.#definition.brandSpecs.get(id);
    if (!spec) throw new Error(`unknown brand ${id}`);
    return spec;
  }

  // --- the featured vehicles -------------------------------------------------------------------

  *#featured(): Generator<void> {
    const featured = (this.#options.featuredVehicles ?? FEATURED_VEHICLES)
      .map((f) => this.#vehicles.findByNames(f.year, f.make, f.model))
      .filter((v): v is VehicleRecord => v !== undefined);
    const applicationLeaves = this.#definition.leaves.filter(
      (l) => l.fit !== 'universal' && l.weight > 0,
    );
    for (const [vehicleNumber, anchor] of featured.entries()) {
      for (const leaf of applicationLeaves) {
        const count = Math.min(6, Math.max(2, Math.round(1 + leaf.weight * 0.5)));
        for (let j = 0; j < count; j++) {
          if (this.#remaining() <= 0) return;
          const random = this.#nextRandom();
          const positions = leaf.spec.positions ?? [];
          const submodel =
            leaf.fit === 'submodel' && anchor.submodels.length > 0 && j % 2 === 1
              ? (anchor.submodels[(j >> 1) % anchor.submodels.length]?.name ?? null)
              : null;
          const product = this.#single(random, leaf, anchor, {
            brandId: leaf.brandIds[(j + vehicleNumber) % leaf.brandIds.length],
            position: positions.length > 0 ? positions[j % positions.length] : undefined,
            engine: anchor.engines[j % Math.max(1, anchor.engines.length)]?.description,
            submodel,
          });
          this.#stock(product, j);
          yield;
        }
      }
      for (const position of ['Front', 'Rear']) {
        if (this.#remaining() >= 4) this.#brakeKit(this.#nextRandom(), anchor, position);
      }
      if (this.#remaining() >= 5) this.#acKit(this.#nextRandom(), anchor);
      yield;
    }
  }

  // --- the stream ------------------------------------------------------------------------------

  #streamUnit(random: Random) {
    const roll = random.next();
    if (roll < BRAKE_KIT_SHARE && this.#remaining() >= 4) {
      this.#brakeKit(random, this.#vehicles.anchors.pick(random), random.pick(['Front', 'Rear']));
      return;
    }
    if (roll < BRAKE_KIT_SHARE + AC_KIT_SHARE && this.#remaining() >= 5) {
      this.#acKit(random, this.#vehicles.anchors.pick(random));
      return;
    }
    const leaf = this.#leafPicker.pick(random);
    const anchor = leaf.fit === 'universal' ? undefined : this.#vehicles.anchors.pick(random);
    this.#stock(this.#single(random, leaf, anchor, {}));
  }

  /** One product with its fitment (none for a universal part type). */
  #single(
    random: Random,
    leaf: LeafPartType,
    anchor: VehicleRecord | undefined,
    choice: ProductChoice,
  ): GeneratedProduct {
    const product = this.#product(random, leaf, choice);
    if (anchor && leaf.fit !== 'universal') {
      const rows = this.#fitRows(random, leaf, anchor, this.#span(random, anchor), choice);
      this.#fitment(product, rows);
    }
    this.#interchange(product, leaf, leaf.fit === 'universal' ? undefined : anchor, choice);
    return product;
  }

  /**
   * The product's interchange numbers: its application is the part type, the anchor's model and
   * generation, and the position, engine and submodel it was made for (a universal part: its
   * description, so equal products of two brands cross).
   */
  #interchange(
    product: GeneratedProduct,
    leaf: LeafPartType,
    anchor: VehicleRecord | undefined,
    choice: ProductChoice,
  ) {
    const position = product.description.match(/, ([^,]+)$/)?.[1] ?? '';
    // The engine and submodel only where the part type's fit depends on them.
    const detail = anchor
      ? [
          position,
          leaf.fit === 'engine' ? (choice.engine ?? '') : '',
          leaf.fit === 'submodel' ? (choice.submodel ?? '') : '',
        ].join('|')
      : product.description;
    const numbers = interchangeNumbers(
      this.#options.seed,
      {
        id: product.id,
        partNumber: product.partNumber,
        brandName: this.#brand(product.brandId).name,
      },
      {
        partTypeId: leaf.id,
        partTypeDigits: this.#partTypeDigits(leaf),
        vehicle: anchor
          ? { make: anchor.make, modelId: anchor.modelId, year: anchor.year }
          : undefined,
        detail,
      },
    );
    for (const number of numbers) this.#sink.interchange(product.id, number);
    this.#counts.interchange += numbers.length;
  }

  #product(random: Random, leaf: LeafPartType, choice: ProductChoice): GeneratedProduct {
    const brandId = choice.brandId ?? this.#pickBrand(random, leaf);
    const brand = this.#brand(brandId);
    const tiers = brand.tiers ?? [['', 1] as const];
    const [tier, priceFactor] = random.pick(tiers);
    const { positions, variants, variantAfterName } = leaf.spec;
    const position = choice.position ?? (positions?.length ? random.pick(positions) : undefined);
    const variant = choice.variant ?? (variants?.length ? random.pick(variants) : undefined);
    const name = [tier, variantAfterName ? '' : variant, leaf.spec.name].filter(Boolean).join(' ');
    const description =
      name +
      (variantAfterName && variant ? ` - ${variant}` : '') +
      (position ? `, ${position}` : '');
    const [low, high] = leaf.spec.price;
    const priced = !random.chance(WITHOUT_PRICE_SHARE);
    const list = shelfPrice(random.logUniform(low, high) * priceFactor);
    const cost = round2(list * (0.45 + random.next() * 0.17));
    const customer = round2(list * (0.85 + random.next() * 0.15));
    const partNumber = this.#partNumbers.make(brandId, brand.partNumber, leaf.code);
    const product: GeneratedProduct = {
      id: this.#counts.products + 1,
      brandId,
      partNumber,
      partNumberKey: partNumberKey(partNumber),
      partTypeId: leaf.id,
      description,
      cost: priced ? cost : null,
      listPrice: priced ? list : null,
      customerPrice: priced ? customer : null,
    };
    this.#counts.products++;
    if (!priced) this.#counts.withoutPrice++;
    this.#sink.product(product);
    return product;
  }

  #pickBrand(random: Random, leaf: LeafPartType): number {
    let picker = this.#brandPickers.get(leaf.id);
    if (!picker) {
      picker = new WeightedPicker(leaf.brandIds, (id) => this.#brand(id).share ?? 1);
      this.#brandPickers.set(leaf.id, picker);
    }
    return picker.pick(random);
  }

  /**
   * The vehicles a part fits: the anchor's model over a run of model years (a generation), often
   * with sibling models of the same make or of the same maker's other makes (shared platforms).
   */
  #span(random: Random, anchor: VehicleRecord): VehicleRecord[] {
    const length = random.int(4, 12);
    const start = anchor.year - random.int(0, length - 1);
    const models = [anchor.modelId];
    const roll = random.next();
    const siblings = roll < 0.3 ? 0 : roll < 0.62 ? 1 : roll < 0.87 ? 2 : 3;
    for (let i = 0; i < siblings; i++) {
      const pool = random.chance(0.55)
        ? this.#vehicles.sameMakeModels(anchor)
        : this.#familyModelsOf(anchor);
      if (pool.length === 0) continue;
      const model = random.pick(pool);
      if (!models.includes(model)) models.push(model);
    }
    const span: VehicleRecord[] = [];
    for (const model of models) {
      for (let year = start; year < start + length; year++) {
        const vehicle = this.#vehicles.vehicleOf(model, year);
        if (vehicle) span.push(vehicle);
      }
    }
    return span;
  }

  #familyModelsOf(anchor: VehicleRecord): number[] {
    const key = `${anchor.makeId}:${anchor.year}`;
    let models = this.#familyModels.get(key);
    if (!models) {
      models = this.#vehicles.familyModels(anchor);
      this.#familyModels.set(key, models);
    }
    return models;
  }

  /**
   * Fitment rows over a span: engine part types mostly fit one engine (by its description, on
   * every vehicle of the span that has it), submodel part types often one submodel (by name). A
   * vehicle whose engines or submodels the catalog does not know gets an unrestricted row.
   */
  #fitRows(
    random: Random,
    leaf: LeafPartType,
    anchor: VehicleRecord,
    span: readonly VehicleRecord[],
    choice: ProductChoice,
  ): FitRow[] {
    const rows: FitRow[] = [];
    if (leaf.fit === 'engine' && anchor.engines.length > 0 && random.chance(0.85)) {
      const description = choice.engine ?? random.pick(anchor.engines).description;
      for (const vehicle of span) {
        if (vehicle.engines.length === 0) rows.push([vehicle.id, null, null]);
        for (const engine of vehicle.engines) {
          if (engine.description === description) rows.push([vehicle.id, engine.id, null]);
        }
      }
      return rows;
    }
    const submodel =
      choice.submodel !== undefined
        ? choice.submodel
        : leaf.fit === 'submodel' && anchor.submodels.length > 0 && random.chance(0.6)
          ? random.pick(anchor.submodels).name
          : null;
    if (submodel !== null) {
      const name = submodel.toLowerCase();
      for (const vehicle of span) {
        if (vehicle.submodels.length === 0) rows.push([vehicle.id, null, null]);
        for (const s of vehicle.submodels) {
          if (s.name.toLowerCase() === name) rows.push([vehicle.id, null, s.id]);
        }
      }
      return rows;
    }
    for (const vehicle of span) rows.push([vehicle.id, null, null]);
    return rows;
  }

  #fitment(product: GeneratedProduct, rows: readonly FitRow[]) {
    for (const [baseVehicleId, engineId, submodelId] of rows) {
      this.#sink.fitment(product.id, baseVehicleId, product.partTypeId, engineId, submodelId);
    }
    this.#counts.fitment += rows.length;
  }

  // --- kits ------------------------------------------------------------------------------------

  /** Pads, two rotors and hardware of one brand for one axle, and the kit that sells them. */
  #brakeKit(random: Random, anchor: VehicleRecord, position: string) {
    const kitLeaf = this.#leaf(BRAKE_KIT_NAME);
    const brandId = this.#pickBrand(random, kitLeaf);
    const rows = this.#fitRows(random, kitLeaf, anchor, this.#span(random, anchor), {});
    const pad = this.#component(random, 'Disc Brake Pad', brandId, position, rows, anchor);
    const rotor = this.#component(random, 'Disc Brake Rotor', brandId, position, rows, anchor);
    const hardware = this.#component(
      random,
      'Disc Brake Hardware Kit',
      brandId,
      position,
      rows,
      anchor,
    );
    const padKind = pad.description.includes('Ceramic') ? 'Ceramic' : 'Semi-Metallic';
    this.#kit(kitLeaf, 'BRAKE', brandId, rows, `${position} - ${padKind} Pads, Rotors, Hardware`, [
      [pad, 1],
      [rotor, 2],
      [hardware, 1],
    ]);
  }

  /**
   * Compressor, the drier and metering device that go with it (accumulator with orifice tube, or
   * receiver drier with expansion valve) and compressor oil (universal), and the kit.
   */
  #acKit(random: Random, anchor: VehicleRecord) {
    const kitLeaf = this.#leaf(AC_KIT_NAME);
    const brandId = this.#pickBrand(random, kitLeaf);
    const rows = this.#fitRows(random, kitLeaf, anchor, this.#span(random, anchor), {});
    const accumulator = random.chance(0.5);
    const compressor = this.#component(random, 'A/C Compressor', brandId, undefined, rows, anchor);
    const drier = this.#component(
      random,
      accumulator ? 'A/C Accumulator' : 'A/C Receiver Drier',
      brandId,
      undefined,
      rows,
      anchor,
    );
    const valve = this.#component(
      random,
      accumulator ? 'A/C Orifice Tube' : 'A/C Expansion Valve',
      brandId,
      undefined,
      rows,
      anchor,
    );
    const oil = this.#component(random, 'A/C Compressor Oil', brandId, undefined, [], anchor);
    const system = accumulator ? 'Accumulator, Orifice Tube' : 'Receiver Drier, Expansion Valve';
    this.#kit(kitLeaf, 'AC', brandId, rows, `Compressor, ${system}, Oil`, [
      [compressor, 1],
      [drier, 1],
      [valve, 1],
      [oil, 1],
    ]);
  }

  /** A kit's component: the kit's brand when it makes that part type, its fitment the kit's. */
  #component(
    random: Random,
    name: string,
    kitBrandId: number,
    position: string | undefined,
    rows: readonly FitRow[],
    anchor: VehicleRecord,
  ): GeneratedProduct {
    const leaf = this.#leaf(name);
    const brandId = leaf.brandIds.includes(kitBrandId) ? kitBrandId : undefined;
    const choice = {
      brandId,
      position: leaf.spec.positions?.includes(position ?? '') ? position : undefined,
    };
    const product = this.#product(random, leaf, choice);
    if (leaf.fit !== 'universal') this.#fitment(product, rows);
    this.#interchange(product, leaf, leaf.fit === 'universal' ? undefined : anchor, {});
    this.#stock(product);
    return product;
  }

  #kit(
    leaf: LeafPartType,
    kitType: KitType,
    brandId: number,
    rows: readonly FitRow[],
    contents: string,
    components: readonly (readonly [GeneratedProduct, number])[],
  ) {
    const brand = this.#brand(brandId);
    const partNumber = this.#partNumbers.make(brandId, brand.partNumber, leaf.code);
    // A kit costs a little less than its parts bought one by one; without a price if one lacks it.
    const sum = (pick: (p: GeneratedProduct) => number | null) =>
      components.every(([p]) => pick(p) !== null)
        ? round2(components.reduce((total, [p, qty]) => total + (pick(p) ?? 0) * qty, 0) * 0.92)
        : null;
    const listPrice = sum((p) => p.listPrice);
    const product: GeneratedProduct = {
      id: this.#counts.products + 1,
      brandId,
      partNumber,
      partNumberKey: partNumberKey(partNumber),
      partTypeId: leaf.id,
      description: `${leaf.spec.name}, ${contents}`,
      cost: sum((p) => p.cost),
      listPrice: listPrice === null ? null : shelfPrice(listPrice),
      customerPrice: sum((p) => p.customerPrice),
    };
    this.#counts.products++;
    if (product.listPrice === null) this.#counts.withoutPrice++;
    this.#sink.product(product);
    this.#fitment(product, rows);
    this.#sink.kit(product.id, kitType);
    this.#counts.kits++;
    for (const [component, quantity] of components) {
      this.#sink.kitComponent(product.id, component.id, quantity);
      this.#counts.kitComponents++;
    }
  }

  // --- stock -----------------------------------------------------------------------------------

  /**
   * Stock rows: a store carries a product more likely the more popular its part type is, and has
   * none on hand about one time in five. featuredSlot fixes the first featured stores' rows.
   */
  #stock(product: GeneratedProduct, featuredSlot?: number) {
    const { storeIds } = this.#options;
    if (storeIds.length === 0) return;
    const random = new Random(hash32(this.#options.seed ^ STOCK_SALT, product.id));
    const leaf = this.#definition.leafById.get(product.partTypeId);
    const weight = leaf?.weight ?? 1;
    const carry =
      leaf?.fit === 'universal' ? 0.7 : Math.min(0.85, Math.max(0.2, 0.22 + 0.06 * weight));
    const list = product.listPrice ?? 50;
    const most = list < 15 ? 24 : list < 50 ? 12 : list < 150 ? 6 : 3;
    const quantities = new Map<number, number>();
    for (const storeId of storeIds) {
      if (random.chance(carry))
        quantities.set(storeId, random.chance(0.22) ? 0 : random.int(1, most));
    }
    if (featuredSlot !== undefined) {
      const [first, second] = this.#options.featuredStoreIds ?? FEATURED_STORE_IDS;
      const slot = featuredSlot % 3;
      if (first !== undefined && storeIds.includes(first)) {
        if (slot === 0) quantities.set(first, Math.max(2, quantities.get(first) ?? 0));
        if (slot === 1) quantities.delete(first);
        if (slot === 2) quantities.set(first, 0);
      }
      if (slot === 1 && second !== undefined && storeIds.includes(second)) {
        quantities.set(second, Math.max(1, quantities.get(second) ?? 0));
      }
    }
    for (const storeId of storeIds) {
      const quantity = quantities.get(storeId);
      if (quantity === undefined) continue;
      this.#sink.stock(product.id, storeId, quantity);
      this.#counts.stock++;
    }
  }
}
