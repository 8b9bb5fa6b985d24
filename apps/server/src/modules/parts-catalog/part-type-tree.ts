// The part type tree, in the shape of the industry's PCdb: category > subcategory > part type.
// Names are the ones counter staff know; the ids are ours, made from positions (category cc,
// subcategory s, part type nn: 'ccsnn'), so append new entries at the end of their list to keep
// the ids of the others. The two kit part types keep the spec's ids C4577 and C4576.

/**
 * How a part type's products fit: a base vehicle (year, make, model), narrowed to one engine or one
 * submodel for some of them, or every vehicle (universal: no fitment rows, no vehicle needed).
 */
/** The retained fitment attributes a part type's products can depend on. */
export type QualifierKey = 'driveType' | 'brakeSystem' | 'towingPackage';

export type FitKind = 'vehicle' | 'engine' | 'submodel' | 'universal';

export interface PartTypeSpec {
  name: string;
  /** Other words for it, lower case: what typeahead matches besides the name. */
  synonyms?: readonly string[];
  /** Default 'vehicle'. */
  fit?: FitKind;
  /** List price range in USD of a mid-tier product. */
  price: readonly [number, number];
  /** Share of products and popularity (default 1); 0 for kits, which only kit units make. */
  weight?: number;
  /** Where on the vehicle: one per product ('Front', 'Rear Left'). */
  positions?: readonly string[];
  /** Kinds of the part: one per product ('Ceramic', '5W-30 Full Synthetic, 5 qt'). */
  variants?: readonly string[];
  /** The variant reads after the name ('Engine Oil - 5W-30 ...') instead of before it. */
  variantAfterName?: boolean;
  /** Part types shown as related to this one (platform 90), by name. */
  related?: readonly string[];
  /**
   * What a product's fit depends on besides engine and submodel, asked as a fitment question
   * (shared domain/fitment-questions.ts): each product is for one value of it or for either
   * (parts-catalog fitment-qualifiers.ts).
   */
  qualifier?: QualifierKey;
  /** A fixed id (the kit part types). */
  id?: string;
}

export interface SubcategorySpec {
  name: string;
  partTypes: readonly PartTypeSpec[];
}

export interface CategorySpec {
  name: string;
  synonyms?: readonly string[];
  subcategories: readonly SubcategorySpec[];
}

const FRONT_REAR = ['Front', 'Rear'] as const;
const FOUR_CORNERS = ['Front Left', 'Front Right', 'Rear Left', 'Rear Right'] as const;
const LEFT_RIGHT = ['Left', 'Right'] as const;
const NEW_REMAN = ['New', 'Remanufactured'] as const;

export const BRAKE_KIT_NAME = 'Brake Kit';
export const AC_KIT_NAME = 'A/C Compressor and Component Kit';

export const PART_TYPE_TREE: readonly CategorySpec[] = [
  {
    name: 'Brakes',
    synonyms: ['brake', 'brake parts'],
    subcategories: [
      {
        name: 'Disc Brake',
        partTypes: [
          {
            name: 'Disc Brake Pad',
            synonyms: ['brake pads', 'pads', 'brake pad set', 'pad set', 'front pads', 'rear pads'],
            price: [28, 140],
            weight: 10,
            positions: FRONT_REAR,
            variants: ['Ceramic', 'Semi-Metallic', 'Organic', 'Severe Duty'],
            related: [
              'Disc Brake Rotor',
              'Brake Caliper',
              'Disc Brake Hardware Kit',
              'Disc Brake Pad Wear Sensor',
              'Brake Fluid',
              'Brake Parts Cleaner',
              BRAKE_KIT_NAME,
            ],
          },
          {
            name: 'Disc Brake Rotor',
            synonyms: ['rotors', 'brake rotor', 'brake disc', 'disc'],
            price: [35, 260],
            weight: 9,
            positions: FRONT_REAR,
            variants: ['Vented', 'Solid', 'Coated', 'Drilled and Slotted'],
            related: ['Disc Brake Pad', 'Brake Caliper', 'Wheel Bearing and Hub', BRAKE_KIT_NAME],
          },
          {
            name: 'Brake Caliper',
            synonyms: ['caliper', 'disc brake caliper', 'loaded caliper'],
            price: [45, 320],
            qualifier: 'brakeSystem',
            weight: 6,
            positions: FOUR_CORNERS,
            variants: ['Loaded', 'Unloaded', 'Remanufactured'],
            related: ['Disc Brake Pad', 'Disc Brake Rotor', 'Brake Hydraulic Hose', 'Brake Fluid'],
          },
          {
            name: 'Disc Brake Hardware Kit',
            synonyms: ['brake hardware', 'pad hardware', 'abutment clips'],
            price: [8, 40],
            weight: 3,
            positions: FRONT_REAR,
          },
          {
            name: 'Disc Brake Pad Wear Sensor',
            synonyms: ['brake wear sensor', 'pad sensor'],
            price: [10, 45],
            weight: 1.5,
            positions: FRONT_REAR,
          },
          {
            name: 'Brake Caliper Bracket',
            synonyms: ['caliper bracket'],
            price: [25, 110],
            positions: FOUR_CORNERS,
          },
          {
            name: 'Brake Caliper Repair Kit',
            synonyms: ['caliper rebuild kit', 'caliper seal kit'],
            price: [8, 35],
            weight: 0.8,
          },
          {
            id: 'C4577',
            name: BRAKE_KIT_NAME,
            synonyms: ['brake job kit', 'pad and rotor kit', 'pads and rotors', 'brake kits'],
            price: [90, 520],
            weight: 0,
            positions: FRONT_REAR,
            related: [
              'Disc Brake Pad',
              'Disc Brake Rotor',
              'Disc Brake Hardware Kit',
              'Brake Fluid',
            ],
          },
        ],
      },
      {
        name: 'Drum Brake',
        partTypes: [
          {
            name: 'Brake Shoe',
            synonyms: ['brake shoes', 'shoes', 'drum brake shoe'],
            price: [22, 95],
            weight: 3,
            positions: ['Rear'],
            variants: ['Organic', 'Ceramic', 'Bonded'],
            related: ['Brake Drum', 'Drum Brake Hardware Kit', 'Drum Brake Wheel Cylinder'],
          },
          {
            name: 'Brake Drum',
            synonyms: ['drum', 'drums'],
            price: [35, 190],
            weight: 2,
            positions: ['Rear'],
            related: ['Brake Shoe', 'Drum Brake Hardware Kit'],
          },
          {
            name: 'Drum Brake Wheel Cylinder',
            synonyms: ['wheel cylinder'],
            price: [12, 60],
            weight: 1.5,
            positions: ['Rear Left', 'Rear Right'],
          },
          {
            name: 'Drum Brake Hardware Kit',
            synonyms: ['drum hardware', 'brake spring kit'],
            price: [10, 45],
            weight: 1.5,
          },
          {
            name: 'Parking Brake Cable',
            synonyms: ['e-brake cable', 'emergency brake cable'],
            price: [15, 80],
            weight: 1.5,
            positions: ['Front', 'Rear Left', 'Rear Right'],
          },
          {
            name: 'Parking Brake Shoe',
            synonyms: ['e-brake shoes', 'emergency brake shoe'],
            price: [20, 80],
            weight: 0.8,
          },
        ],
      },
      {
        name: 'Brake Hydraulics',
        partTypes: [
          {
            name: 'Brake Master Cylinder',
            synonyms: ['master cylinder'],
            price: [45, 260],
            weight: 2,
            variants: NEW_REMAN,
          },
          {
            name: 'Brake Hydraulic Hose',
            synonyms: ['brake hose', 'brake line hose', 'flex hose'],
            price: [12, 60],
            weight: 2,
            positions: FOUR_CORNERS,
          },
          {
            name: 'Brake Booster',
            synonyms: ['power brake booster', 'vacuum booster'],
            price: [90, 420],
            variants: NEW_REMAN,
          },
          {
            name: 'Brake Fluid',
            synonyms: ['dot 3', 'dot 4', 'brake oil'],
            fit: 'universal',
            price: [6, 28],
            weight: 1.2,
            variants: [
              'DOT 3, 12 oz',
              'DOT 3, 32 oz',
              'DOT 4, 12 oz',
              'DOT 4 LV, 32 oz',
              'DOT 5.1, 12 oz',
            ],
            variantAfterName: true,
          },
          {
            name: 'Brake Line Tubing',
            synonyms: ['brake line', 'brake tubing'],
            fit: 'universal',
            price: [8, 40],
            weight: 0.5,
            variants: [
              '3/16 in x 25 ft',
              '1/4 in x 25 ft',
              '3/16 in x 60 in',
              'Nickel Copper 3/16 in x 25 ft',
            ],
            variantAfterName: true,
          },
          {
            name: 'Brake Bleeder Screw',
            synonyms: ['bleeder screw', 'bleeder valve'],
            fit: 'universal',
            price: [2, 9],
            weight: 0.3,
            variants: ['M8 x 1.25', 'M10 x 1.0', '3/8-24', '7/16-20'],
            variantAfterName: true,
          },
        ],
      },
      {
        name: 'Anti-Lock Brakes',
        partTypes: [
          {
            name: 'ABS Wheel Speed Sensor',
            synonyms: ['abs sensor', 'wheel speed sensor', 'abs'],
            price: [25, 140],
            weight: 3,
            positions: FOUR_CORNERS,
          },
          {
            name: 'ABS Control Module',
            synonyms: ['abs module', 'ebcm'],
            price: [250, 1200],
            weight: 0.6,
            variants: NEW_REMAN,
          },
        ],
      },
    ],
  },
  {
    name: 'Filters',
    synonyms: ['filter'],
    subcategories: [
      {
        name: 'Engine Filters',
        partTypes: [
          {
            name: 'Oil Filter',
            synonyms: ['engine oil filter', 'oil filters', 'spin-on filter'],
            fit: 'engine',
            price: [5, 22],
            weight: 8,
            variants: ['Standard', 'High Mileage', 'Extended Life', 'Synthetic'],
            related: ['Engine Oil', 'Engine Oil Drain Plug', 'Air Filter', 'Cabin Air Filter'],
          },
          {
            name: 'Air Filter',
            synonyms: ['engine air filter', 'air cleaner', 'air filters'],
            fit: 'engine',
            price: [12, 55],
            weight: 6,
            variants: ['Standard', 'Extra Guard', 'High Flow'],
            related: ['Cabin Air Filter', 'Oil Filter', 'Mass Air Flow Sensor'],
          },
          {
            name: 'Fuel Filter',
            synonyms: ['gas filter', 'inline fuel filter'],
            fit: 'engine',
            price: [10, 60],
            weight: 2.5,
            related: ['Fuel Pump Module Assembly'],
          },
          {
            name: 'Crankcase Breather Filter',
            synonyms: ['breather filter'],
            fit: 'engine',
            price: [8, 30],
            weight: 0.6,
          },
        ],
      },
      {
        name: 'Cabin and Transmission Filters',
        partTypes: [
          {
            name: 'Cabin Air Filter',
            synonyms: ['cabin filter', 'pollen filter', 'a/c filter', 'hvac filter'],
            price: [12, 45],
            weight: 5,
            variants: ['Particulate', 'Activated Carbon'],
            related: ['Air Filter', 'HVAC Blower Motor'],
          },
          {
            name: 'Automatic Transmission Filter Kit',
            synonyms: ['transmission filter', 'trans filter', 'transmission service kit'],
            price: [14, 70],
            weight: 1.5,
            related: ['Automatic Transmission Fluid'],
          },
        ],
      },
    ],
  },
  {
    name: 'Engine',
    synonyms: ['motor'],
    subcategories: [
      {
        name: 'Gaskets and Seals',
        partTypes: [
          {
            name: 'Cylinder Head Gasket',
            synonyms: ['head gasket'],
            fit: 'engine',
            price: [25, 180],
            weight: 1.5,
            variants: ['Multi-Layer Steel', 'Composite'],
          },
          {
            name: 'Valve Cover Gasket',
            synonyms: ['rocker cover gasket', 'valve cover gasket set'],
            fit: 'engine',
            price: [12, 90],
            weight: 2,
          },
          {
            name: 'Intake Manifold Gasket',
            synonyms: ['intake gasket'],
            fit: 'engine',
            price: [10, 90],
            weight: 1.5,
          },
          {
            name: 'Exhaust Manifold Gasket',
            synonyms: ['header gasket'],
            fit: 'engine',
            price: [8, 60],
            weight: 1.2,
          },
          {
            name: 'Oil Pan Gasket',
            synonyms: ['pan gasket'],
            fit: 'engine',
            price: [12, 70],
            weight: 1.2,
          },
          {
            name: 'Timing Cover Gasket',
            synonyms: ['front cover gasket'],
            fit: 'engine',
            price: [8, 40],
            weight: 0.8,
          },
          {
            name: 'Crankshaft Seal',
            synonyms: ['crank seal', 'main seal'],
            fit: 'engine',
            price: [6, 30],
            positions: FRONT_REAR,
          },
          {
            name: 'Head Gasket Set',
            synonyms: ['engine gasket set', 'top end gasket set'],
            fit: 'engine',
            price: [60, 320],
            weight: 0.8,
          },
        ],
      },
      {
        name: 'Timing Components',
        partTypes: [
          {
            name: 'Timing Belt Kit',
            synonyms: ['timing kit', 'timing belt and water pump kit'],
            fit: 'engine',
            price: [60, 380],
            weight: 2,
            variants: ['with Water Pump', 'without Water Pump'],
            variantAfterName: true,
            related: ['Water Pump', 'Crankshaft Seal', 'Serpentine Belt'],
          },
          {
            name: 'Timing Belt',
            synonyms: ['cam belt'],
            fit: 'engine',
            price: [18, 90],
            weight: 1.2,
            related: ['Timing Belt Kit', 'Timing Belt Tensioner'],
          },
          {
            name: 'Timing Chain Kit',
            synonyms: ['timing chain', 'timing set'],
            fit: 'engine',
            price: [90, 520],
            weight: 1.2,
          },
          {
            name: 'Timing Belt Tensioner',
            synonyms: ['timing tensioner'],
            fit: 'engine',
            price: [25, 140],
            weight: 0.8,
          },
          {
            name: 'Timing Chain Tensioner',
            synonyms: ['chain tensioner'],
            fit: 'engine',
            price: [18, 110],
            weight: 0.6,
          },
        ],
      },
      {
        name: 'Engine Mechanical',
        partTypes: [
          {
            name: 'Engine Mount',
            synonyms: ['motor mount'],
            price: [20, 180],
            weight: 2.5,
            positions: ['Front Left', 'Front Right', 'Rear'],
            related: ['Transmission Mount'],
          },
          {
            name: 'Oil Pump',
            synonyms: ['engine oil pump'],
            fit: 'engine',
            price: [35, 260],
            weight: 0.8,
          },
          {
            name: 'Engine Oil Pan',
            synonyms: ['oil pan'],
            fit: 'engine',
            price: [45, 280],
            weight: 0.6,
          },
          {
            name: 'Engine Oil Drain Plug',
            synonyms: ['drain plug', 'oil drain plug', 'oil plug'],
            price: [3, 15],
            related: ['Oil Filter', 'Engine Oil'],
          },
          {
            name: 'Harmonic Balancer',
            synonyms: ['crankshaft pulley', 'vibration damper'],
            fit: 'engine',
            price: [45, 260],
            weight: 0.6,
          },
          { name: 'Engine Oil Filler Cap', synonyms: ['oil cap'], price: [5, 25], weight: 0.5 },
        ],
      },
      {
        name: 'Engine Management',
        partTypes: [
          {
            name: 'Oxygen Sensor',
            synonyms: ['o2 sensor', 'o2', 'lambda sensor', 'air fuel ratio sensor'],
            fit: 'engine',
            price: [30, 190],
            weight: 4,
            positions: ['Upstream', 'Downstream'],
            related: ['Catalytic Converter', 'Exhaust Pipe Flange Gasket'],
          },
          {
            name: 'Mass Air Flow Sensor',
            synonyms: ['maf sensor', 'maf', 'air flow meter'],
            fit: 'engine',
            price: [60, 320],
            weight: 1.5,
            variants: NEW_REMAN,
          },
          {
            name: 'Camshaft Position Sensor',
            synonyms: ['cam sensor', 'cmp sensor'],
            fit: 'engine',
            price: [15, 110],
            weight: 2,
          },
          {
            name: 'Crankshaft Position Sensor',
            synonyms: ['crank sensor', 'ckp sensor'],
            fit: 'engine',
            price: [18, 120],
            weight: 2,
          },
          {
            name: 'Engine Coolant Temperature Sensor',
            synonyms: ['coolant temp sensor', 'ect sensor', 'temperature sensor'],
            fit: 'engine',
            price: [10, 60],
            weight: 1.5,
          },
          {
            name: 'Throttle Position Sensor',
            synonyms: ['tps', 'tps sensor'],
            fit: 'engine',
            price: [18, 90],
            weight: 0.8,
          },
          {
            name: 'Manifold Absolute Pressure Sensor',
            synonyms: ['map sensor'],
            fit: 'engine',
            price: [25, 140],
            weight: 0.8,
          },
          {
            name: 'Knock Sensor',
            synonyms: ['detonation sensor'],
            fit: 'engine',
            price: [20, 120],
            weight: 0.8,
          },
          {
            name: 'Engine Oil Pressure Sensor',
            synonyms: ['oil pressure switch', 'oil pressure sender'],
            fit: 'engine',
            price: [10, 70],
          },
          {
            name: 'Idle Air Control Valve',
            synonyms: ['iac valve', 'idle control valve'],
            fit: 'engine',
            price: [30, 160],
            weight: 0.6,
          },
        ],
      },
      {
        name: 'Emission Control',
        partTypes: [
          {
            name: 'PCV Valve',
            synonyms: ['pcv', 'positive crankcase ventilation valve'],
            fit: 'engine',
            price: [4, 25],
          },
          {
            name: 'EGR Valve',
            synonyms: ['egr', 'exhaust gas recirculation valve'],
            fit: 'engine',
            price: [60, 380],
            variants: NEW_REMAN,
          },
          {
            name: 'Vapor Canister Purge Valve',
            synonyms: ['purge valve', 'evap purge valve', 'purge solenoid'],
            price: [20, 110],
          },
          {
            name: 'Secondary Air Injection Pump',
            synonyms: ['air pump', 'smog pump'],
            fit: 'engine',
            price: [120, 520],
            weight: 0.4,
          },
        ],
      },
    ],
  },
  {
    name: 'Electrical',
    synonyms: ['electrical parts'],
    subcategories: [
      {
        name: 'Charging and Starting',
        partTypes: [
          {
            name: 'Alternator',
            synonyms: ['generator', 'charging'],
            fit: 'engine',
            price: [120, 520],
            weight: 4,
            variants: NEW_REMAN,
            related: ['Battery', 'Serpentine Belt', 'Accessory Drive Belt Tensioner'],
          },
          {
            name: 'Starter',
            synonyms: ['starter motor', 'starting motor'],
            fit: 'engine',
            price: [95, 420],
            weight: 3.5,
            variants: NEW_REMAN,
            related: ['Battery', 'Battery Cable'],
          },
          {
            name: 'Battery',
            synonyms: ['car battery', 'vehicle battery', 'batteries'],
            price: [110, 320],
            weight: 4,
            variants: [
              'Group 24F, 700 CCA',
              'Group 35, 640 CCA',
              'Group 48 AGM, 760 CCA',
              'Group 65, 850 CCA',
              'Group 94R AGM, 850 CCA',
              'Group H6, 760 CCA',
            ],
            variantAfterName: true,
            related: ['Battery Terminal', 'Battery Cable', 'Alternator'],
          },
          {
            name: 'Battery Cable',
            synonyms: ['battery cables'],
            price: [12, 60],
            positions: ['Positive', 'Negative'],
          },
          {
            name: 'Battery Terminal',
            synonyms: ['battery terminals', 'battery clamp'],
            fit: 'universal',
            price: [3, 15],
            weight: 0.5,
            variants: ['Top Post, Positive', 'Top Post, Negative', 'Side Post', 'Marine'],
            variantAfterName: true,
          },
          { name: 'Starter Solenoid', synonyms: ['solenoid'], price: [15, 80], weight: 0.5 },
          {
            name: 'Voltage Regulator',
            synonyms: ['alternator regulator'],
            price: [20, 110],
            weight: 0.5,
          },
        ],
      },
      {
        name: 'Switches and Relays',
        partTypes: [
          {
            name: 'Headlight Switch',
            synonyms: ['headlamp switch'],
            price: [20, 120],
            weight: 0.8,
          },
          {
            name: 'Brake Light Switch',
            synonyms: ['stop light switch', 'brake switch'],
            price: [8, 45],
          },
          {
            name: 'Door Window Switch',
            synonyms: ['window switch', 'power window switch'],
            price: [15, 110],
            weight: 1.2,
            positions: FOUR_CORNERS,
          },
          {
            name: 'Turn Signal Switch',
            synonyms: ['multifunction switch', 'combination switch'],
            price: [25, 150],
            weight: 0.7,
          },
          {
            name: 'Neutral Safety Switch',
            synonyms: ['park neutral switch'],
            price: [20, 120],
            weight: 0.5,
          },
          {
            name: 'Multi Purpose Relay',
            synonyms: ['relay', 'fuel pump relay'],
            price: [6, 35],
            weight: 0.6,
          },
        ],
      },
      {
        name: 'Motors and Modules',
        partTypes: [
          {
            name: 'Power Window Motor and Regulator Assembly',
            synonyms: ['window regulator', 'window motor', 'power window regulator'],
            price: [45, 220],
            weight: 1.5,
            positions: FOUR_CORNERS,
          },
          {
            name: 'Door Lock Actuator',
            synonyms: ['door lock motor', 'power door lock actuator'],
            price: [25, 140],
            weight: 1.5,
            positions: FOUR_CORNERS,
          },
          { name: 'Horn', synonyms: ['car horn'], price: [12, 60], weight: 0.6 },
          {
            name: 'Body Control Module',
            synonyms: ['bcm'],
            price: [150, 700],
            weight: 0.3,
            variants: NEW_REMAN,
          },
        ],
      },
      {
        name: 'Wiring and Fuses',
        partTypes: [
          {
            name: 'Fuse Assortment',
            synonyms: ['fuses', 'fuse kit', 'blade fuse'],
            fit: 'universal',
            price: [6, 30],
            weight: 0.5,
            variants: ['ATO/ATC', 'Mini', 'Low Profile Mini', 'Maxi'],
            variantAfterName: true,
          },
          {
            name: 'Electrical Connector',
            synonyms: ['butt connector', 'terminal kit', 'connectors'],
            fit: 'universal',
            price: [3, 25],
            weight: 0.5,
            variants: [
              'Butt Connector, 16-14 AWG',
              'Ring Terminal, 10-12 AWG',
              'Assortment, 160 pc',
            ],
            variantAfterName: true,
          },
          {
            name: 'Primary Wire',
            synonyms: ['wire', 'automotive wire'],
            fit: 'universal',
            price: [6, 40],
            weight: 0.4,
            variants: ['14 AWG Red, 25 ft', '16 AWG Black, 25 ft', '12 AWG Yellow, 100 ft'],
            variantAfterName: true,
          },
          {
            name: 'Heat Shrink Tubing',
            synonyms: ['shrink tube', 'heat shrink'],
            fit: 'universal',
            price: [5, 25],
            weight: 0.3,
            variants: ['Assortment', '3/16 in, 4 ft', '1/4 in, 4 ft'],
            variantAfterName: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Ignition',
    synonyms: ['tune up', 'tune-up'],
    subcategories: [
      {
        name: 'Ignition System',
        partTypes: [
          {
            name: 'Spark Plug',
            synonyms: ['spark plugs', 'plugs', 'sparkplug'],
            fit: 'engine',
            price: [3, 28],
            weight: 6,
            variants: ['Copper', 'Platinum', 'Double Platinum', 'Iridium'],
            related: ['Ignition Coil', 'Spark Plug Wire Set', 'Dielectric Grease'],
          },
          {
            name: 'Ignition Coil',
            synonyms: ['coil', 'coil pack', 'coil on plug'],
            fit: 'engine',
            price: [25, 160],
            weight: 4,
            related: ['Spark Plug', 'Spark Plug Wire Set'],
          },
          {
            name: 'Spark Plug Wire Set',
            synonyms: ['plug wires', 'ignition wires', 'spark plug wires'],
            fit: 'engine',
            price: [20, 110],
            weight: 2,
            related: ['Spark Plug', 'Distributor Cap'],
          },
          {
            name: 'Distributor Cap',
            synonyms: ['dist cap'],
            fit: 'engine',
            price: [8, 45],
            weight: 0.7,
          },
          {
            name: 'Distributor Rotor',
            synonyms: ['rotor button'],
            fit: 'engine',
            price: [4, 20],
            weight: 0.6,
          },
          {
            name: 'Ignition Control Module',
            synonyms: ['icm', 'ignition module'],
            fit: 'engine',
            price: [30, 220],
            weight: 0.5,
          },
          {
            name: 'Ignition Switch',
            synonyms: ['ignition starter switch'],
            price: [15, 110],
            weight: 0.6,
          },
          {
            name: 'Ignition Lock Cylinder',
            synonyms: ['key cylinder', 'ignition cylinder'],
            price: [20, 140],
            weight: 0.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Suspension',
    synonyms: ['chassis'],
    subcategories: [
      {
        name: 'Shocks and Struts',
        partTypes: [
          {
            name: 'Shock Absorber',
            synonyms: ['shocks', 'shock', 'shock absorbers'],
            fit: 'submodel',
            price: [25, 180],
            qualifier: 'driveType',
            weight: 4,
            positions: FRONT_REAR,
            variants: ['Gas Charged', 'Heavy Duty', 'Monotube'],
            related: ['Strut Assembly', 'Strut Mount', 'Sway Bar Link'],
          },
          {
            name: 'Strut Assembly',
            synonyms: [
              'quick strut',
              'loaded strut',
              'complete strut',
              'strut and spring assembly',
            ],
            fit: 'submodel',
            price: [85, 380],
            weight: 4,
            positions: FOUR_CORNERS,
            related: ['Strut Mount', 'Sway Bar Link', 'Control Arm'],
          },
          {
            name: 'Suspension Strut',
            synonyms: ['bare strut', 'strut', 'struts'],
            fit: 'submodel',
            price: [40, 220],
            weight: 2,
            positions: FRONT_REAR,
          },
          {
            name: 'Strut Mount',
            synonyms: ['strut bearing', 'strut mount kit'],
            price: [15, 90],
            weight: 1.5,
            positions: FRONT_REAR,
          },
          {
            name: 'Coil Spring',
            synonyms: ['springs', 'coil springs'],
            fit: 'submodel',
            price: [35, 180],
            weight: 1.5,
            positions: FRONT_REAR,
          },
          {
            name: 'Leaf Spring',
            synonyms: ['leaf springs'],
            price: [90, 380],
            qualifier: 'towingPackage',
            weight: 0.5,
            positions: ['Rear'],
          },
        ],
      },
      {
        name: 'Control Arms and Joints',
        partTypes: [
          {
            name: 'Control Arm',
            synonyms: ['suspension control arm', 'a-arm', 'a arm', 'wishbone'],
            price: [35, 260],
            weight: 3,
            positions: [
              'Front Lower Left',
              'Front Lower Right',
              'Front Upper Left',
              'Front Upper Right',
            ],
            related: ['Ball Joint', 'Control Arm Bushing', 'Sway Bar Link', 'Tie Rod End'],
          },
          {
            name: 'Control Arm and Ball Joint Assembly',
            synonyms: ['control arm with ball joint'],
            price: [45, 280],
            weight: 2.5,
            positions: [
              'Front Lower Left',
              'Front Lower Right',
              'Front Upper Left',
              'Front Upper Right',
            ],
          },
          {
            name: 'Ball Joint',
            synonyms: ['ball joints', 'lower ball joint', 'upper ball joint'],
            price: [18, 110],
            weight: 3,
            positions: ['Front Lower', 'Front Upper'],
            related: ['Control Arm', 'Tie Rod End'],
          },
          {
            name: 'Control Arm Bushing',
            synonyms: ['bushing', 'control arm bushings'],
            price: [10, 70],
            weight: 1.5,
          },
          {
            name: 'Sway Bar Link',
            synonyms: ['stabilizer link', 'sway bar end link', 'stabilizer bar link', 'end link'],
            price: [12, 70],
            weight: 2.5,
            positions: FRONT_REAR,
          },
          {
            name: 'Sway Bar Bushing',
            synonyms: ['stabilizer bar bushing'],
            price: [6, 35],
            weight: 1.2,
            positions: FRONT_REAR,
          },
        ],
      },
      {
        name: 'Wheel End',
        partTypes: [
          {
            name: 'Wheel Bearing and Hub',
            synonyms: [
              'hub assembly',
              'hub bearing',
              'wheel hub',
              'hub',
              'wheel bearing and hub assembly',
            ],
            price: [55, 320],
            qualifier: 'driveType',
            weight: 4,
            positions: FRONT_REAR,
            related: ['ABS Wheel Speed Sensor', 'Disc Brake Rotor', 'CV Axle'],
          },
          {
            name: 'Wheel Bearing',
            synonyms: ['bearing', 'wheel bearings'],
            price: [15, 110],
            weight: 2,
            positions: FRONT_REAR,
          },
          {
            name: 'Wheel Seal',
            synonyms: ['grease seal', 'hub seal'],
            price: [6, 35],
            positions: FRONT_REAR,
          },
          { name: 'Wheel Lug Nut', synonyms: ['lug nut', 'lug nuts'], price: [2, 12], weight: 0.8 },
          { name: 'Wheel Stud', synonyms: ['lug stud'], price: [2, 10], weight: 0.7 },
          {
            name: 'Tire Pressure Monitoring System Sensor',
            synonyms: ['tpms sensor', 'tpms', 'tire pressure sensor'],
            price: [30, 110],
            weight: 1.5,
          },
        ],
      },
      {
        name: 'Alignment',
        partTypes: [
          {
            name: 'Alignment Camber Kit',
            synonyms: ['camber kit', 'caster camber kit'],
            price: [20, 130],
            weight: 0.6,
          },
        ],
      },
    ],
  },
  {
    name: 'Steering',
    subcategories: [
      {
        name: 'Steering Linkage',
        partTypes: [
          {
            name: 'Tie Rod End',
            synonyms: ['tie rod', 'outer tie rod', 'inner tie rod', 'tie rods'],
            price: [18, 110],
            weight: 4,
            positions: ['Outer Left', 'Outer Right', 'Inner Left', 'Inner Right'],
            related: ['Steering Tie Rod Assembly', 'Rack and Pinion Bellows Kit', 'Ball Joint'],
          },
          {
            name: 'Steering Tie Rod Assembly',
            synonyms: ['tie rod assembly'],
            price: [35, 180],
            positions: LEFT_RIGHT,
          },
          { name: 'Idler Arm', synonyms: ['steering idler arm'], price: [25, 120], weight: 0.8 },
          { name: 'Pitman Arm', synonyms: ['steering pitman arm'], price: [25, 120], weight: 0.7 },
          {
            name: 'Steering Center Link',
            synonyms: ['center link', 'drag link'],
            price: [40, 180],
            weight: 0.6,
          },
          {
            name: 'Rack and Pinion Bellows Kit',
            synonyms: ['rack boot', 'steering rack boot'],
            price: [10, 45],
            weight: 0.8,
          },
        ],
      },
      {
        name: 'Steering Gear and Pump',
        partTypes: [
          {
            name: 'Rack and Pinion Assembly',
            synonyms: ['steering rack', 'rack and pinion', 'power steering rack'],
            price: [150, 650],
            weight: 1.5,
            variants: NEW_REMAN,
          },
          {
            name: 'Power Steering Pump',
            synonyms: ['ps pump', 'steering pump'],
            fit: 'engine',
            price: [70, 360],
            weight: 1.5,
            variants: NEW_REMAN,
            related: ['Power Steering Fluid', 'Power Steering Pressure Hose'],
          },
          {
            name: 'Power Steering Pressure Hose',
            synonyms: ['power steering hose', 'ps hose'],
            price: [30, 150],
          },
          {
            name: 'Steering Gear Box',
            synonyms: ['steering box', 'gear box'],
            price: [180, 620],
            weight: 0.5,
            variants: NEW_REMAN,
          },
          {
            name: 'Power Steering Reservoir',
            synonyms: ['ps reservoir'],
            price: [18, 90],
            weight: 0.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Cooling System',
    synonyms: ['cooling', 'engine cooling'],
    subcategories: [
      {
        name: 'Engine Cooling',
        partTypes: [
          {
            name: 'Water Pump',
            synonyms: ['engine water pump', 'coolant pump'],
            fit: 'engine',
            price: [35, 260],
            weight: 3.5,
            related: ['Thermostat', 'Antifreeze / Coolant', 'Timing Belt Kit', 'Serpentine Belt'],
          },
          {
            name: 'Thermostat',
            synonyms: ['engine coolant thermostat', 't-stat', 'thermostat and gasket'],
            fit: 'engine',
            price: [8, 45],
            weight: 3,
            related: ['Water Pump', 'Thermostat Housing', 'Antifreeze / Coolant', 'Radiator Hose'],
          },
          {
            name: 'Radiator',
            synonyms: ['rad', 'engine radiator'],
            price: [110, 480],
            qualifier: 'towingPackage',
            weight: 3,
            related: ['Radiator Cap', 'Radiator Hose', 'Antifreeze / Coolant', 'Thermostat'],
          },
          { name: 'Radiator Cap', synonyms: ['pressure cap'], price: [6, 30] },
          {
            name: 'Engine Cooling Fan Assembly',
            synonyms: ['cooling fan', 'radiator fan', 'electric fan'],
            price: [90, 420],
            weight: 1.2,
          },
          {
            name: 'Fan Clutch',
            synonyms: ['cooling fan clutch'],
            fit: 'engine',
            price: [45, 260],
            weight: 0.8,
          },
          {
            name: 'Coolant Reservoir',
            synonyms: ['overflow tank', 'expansion tank', 'coolant tank'],
            price: [25, 120],
          },
          {
            name: 'Thermostat Housing',
            synonyms: ['water outlet'],
            fit: 'engine',
            price: [15, 90],
          },
        ],
      },
      {
        name: 'Transmission Cooling',
        partTypes: [
          {
            name: 'Automatic Transmission Oil Cooler',
            synonyms: ['transmission cooler', 'trans cooler'],
            price: [35, 180],
            weight: 0.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Heating and A/C',
    synonyms: ['hvac', 'a/c', 'ac', 'air conditioning', 'heater'],
    subcategories: [
      {
        name: 'A/C System',
        partTypes: [
          {
            name: 'A/C Compressor',
            synonyms: ['ac compressor', 'air conditioning compressor', 'compressor'],
            price: [180, 780],
            weight: 2.5,
            variants: NEW_REMAN,
            related: [
              'A/C Accumulator',
              'A/C Receiver Drier',
              'A/C Expansion Valve',
              'A/C Orifice Tube',
              'A/C Compressor Oil',
              'A/C Refrigerant',
              AC_KIT_NAME,
            ],
          },
          {
            name: 'A/C Condenser',
            synonyms: ['ac condenser', 'condenser'],
            price: [90, 360],
            weight: 1.5,
          },
          {
            name: 'A/C Accumulator',
            synonyms: ['ac accumulator', 'accumulator'],
            price: [25, 120],
          },
          {
            name: 'A/C Receiver Drier',
            synonyms: ['receiver drier', 'ac drier', 'receiver dryer'],
            price: [20, 110],
          },
          {
            name: 'A/C Expansion Valve',
            synonyms: ['expansion valve', 'txv'],
            price: [18, 90],
            weight: 0.8,
          },
          { name: 'A/C Orifice Tube', synonyms: ['orifice tube'], price: [4, 20], weight: 0.6 },
          {
            name: 'A/C Compressor Clutch',
            synonyms: ['ac clutch', 'compressor clutch'],
            price: [70, 260],
            weight: 0.6,
          },
          {
            name: 'A/C Evaporator Core',
            synonyms: ['evaporator', 'ac evaporator'],
            price: [90, 380],
            weight: 0.5,
          },
          {
            name: 'A/C Refrigerant Hose',
            synonyms: ['ac hose', 'ac line'],
            price: [40, 190],
            weight: 0.6,
          },
          {
            id: 'C4576',
            name: AC_KIT_NAME,
            synonyms: ['a/c kit', 'ac kit', 'compressor kit', 'a/c compressor kit'],
            price: [260, 1100],
            weight: 0,
            related: [
              'A/C Compressor',
              'A/C Accumulator',
              'A/C Receiver Drier',
              'A/C Compressor Oil',
            ],
          },
          {
            name: 'A/C Refrigerant',
            synonyms: ['freon', 'r134a', 'r-134a', 'r1234yf', 'refrigerant'],
            fit: 'universal',
            price: [15, 70],
            weight: 0.5,
            variants: ['R-134a, 12 oz', 'R-1234yf, 8 oz', 'R-134a with Leak Sealer, 20 oz'],
            variantAfterName: true,
          },
          {
            name: 'A/C Compressor Oil',
            synonyms: ['pag oil', 'refrigerant oil', 'ester oil'],
            fit: 'universal',
            price: [8, 30],
            weight: 0.3,
            variants: ['PAG 46, 8 oz', 'PAG 100, 8 oz', 'PAG 150, 8 oz', 'Ester, 8 oz'],
            variantAfterName: true,
          },
        ],
      },
      {
        name: 'Heating and Ventilation',
        partTypes: [
          { name: 'Heater Core', synonyms: ['heater radiator'], price: [45, 220], weight: 0.8 },
          {
            name: 'HVAC Blower Motor',
            synonyms: ['blower motor', 'heater fan', 'blower'],
            price: [45, 220],
            weight: 1.5,
          },
          {
            name: 'HVAC Blower Motor Resistor',
            synonyms: ['blower resistor', 'blower motor resistor'],
            price: [15, 80],
            weight: 1.5,
          },
          {
            name: 'HVAC Heater Control Valve',
            synonyms: ['heater valve', 'heater control valve'],
            price: [20, 90],
            weight: 0.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Exhaust',
    synonyms: ['exhaust system'],
    subcategories: [
      {
        name: 'Exhaust System',
        partTypes: [
          {
            name: 'Catalytic Converter',
            synonyms: ['cat', 'catalytic', 'cat converter', 'converter'],
            fit: 'engine',
            price: [180, 1400],
            weight: 2.5,
            variants: ['EPA Compliant', 'CARB Compliant'],
            related: ['Oxygen Sensor', 'Exhaust Pipe Flange Gasket'],
          },
          {
            name: 'Exhaust Muffler',
            synonyms: ['muffler', 'silencer'],
            price: [45, 260],
            weight: 1.5,
          },
          {
            name: 'Exhaust Pipe',
            synonyms: ['tail pipe', 'y-pipe', 'intermediate pipe'],
            price: [30, 200],
          },
          {
            name: 'Exhaust Manifold',
            synonyms: ['header', 'headers'],
            fit: 'engine',
            price: [90, 480],
            weight: 0.8,
          },
          {
            name: 'Exhaust Pipe Flange Gasket',
            synonyms: ['exhaust gasket', 'donut gasket'],
            price: [4, 25],
            weight: 0.8,
          },
          {
            name: 'Exhaust System Hanger',
            synonyms: ['exhaust hanger', 'muffler hanger'],
            price: [4, 20],
            weight: 0.6,
          },
          { name: 'Exhaust Resonator', synonyms: ['resonator'], price: [40, 180], weight: 0.4 },
          {
            name: 'Exhaust Clamp',
            synonyms: ['muffler clamp', 'u-bolt clamp'],
            fit: 'universal',
            price: [4, 20],
            weight: 0.4,
            variants: ['1-7/8 in', '2 in', '2-1/4 in', '2-1/2 in', '3 in'],
            variantAfterName: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Fuel System',
    synonyms: ['fuel', 'fuel delivery'],
    subcategories: [
      {
        name: 'Fuel Delivery',
        partTypes: [
          {
            name: 'Fuel Pump Module Assembly',
            synonyms: ['fuel pump', 'electric fuel pump', 'gas pump'],
            price: [90, 520],
            weight: 2.5,
            related: ['Fuel Filter', 'Fuel Tank Cap'],
          },
          {
            name: 'Fuel Injector',
            synonyms: ['injector', 'injectors'],
            fit: 'engine',
            price: [30, 180],
            weight: 1.5,
            variants: NEW_REMAN,
          },
          {
            name: 'Fuel Pressure Regulator',
            synonyms: ['pressure regulator'],
            price: [25, 140],
            weight: 0.6,
          },
          { name: 'Fuel Tank Cap', synonyms: ['gas cap', 'fuel cap'], price: [8, 40] },
          { name: 'Fuel Tank', synonyms: ['gas tank'], price: [150, 620], weight: 0.4 },
          {
            name: 'Fuel Injection Throttle Body',
            synonyms: ['throttle body', 'electronic throttle body'],
            fit: 'engine',
            price: [90, 520],
            weight: 0.8,
            variants: NEW_REMAN,
          },
          {
            name: 'Fuel Tank Sending Unit',
            synonyms: ['fuel sender', 'fuel level sensor'],
            price: [40, 200],
            weight: 0.4,
          },
          {
            name: 'Fuel Injector O-Ring Kit',
            synonyms: ['injector seal kit'],
            fit: 'engine',
            price: [5, 25],
            weight: 0.5,
          },
        ],
      },
    ],
  },
  {
    name: 'Lighting',
    synonyms: ['lights', 'lamps'],
    subcategories: [
      {
        name: 'Bulbs',
        partTypes: [
          {
            name: 'Headlight Bulb',
            synonyms: ['headlamp bulb', 'headlight', 'h11', 'h7', 'h13', '9005', '9006', '9007'],
            price: [8, 75],
            weight: 4,
            positions: ['Low Beam', 'High Beam'],
            variants: ['Standard', 'Long Life', 'Xtreme Vision', 'LED'],
            related: ['Fog Light Bulb', 'Headlight Assembly'],
          },
          {
            name: 'Fog Light Bulb',
            synonyms: ['fog lamp bulb', 'h10', '880'],
            price: [8, 45],
            weight: 1,
          },
          {
            name: 'Tail Light Bulb',
            synonyms: ['tail lamp bulb', '3157', '7443'],
            price: [3, 15],
            weight: 1.5,
          },
          {
            name: 'Turn Signal Light Bulb',
            synonyms: ['turn signal bulb', 'blinker bulb', '1156'],
            price: [3, 15],
            weight: 1.2,
          },
          { name: 'Brake Light Bulb', synonyms: ['stop light bulb', '1157'], price: [3, 15] },
          {
            name: 'License Plate Light Bulb',
            synonyms: ['license lamp bulb', '194', '168'],
            price: [2, 10],
            weight: 0.6,
          },
          {
            name: 'Dome Light Bulb',
            synonyms: ['interior bulb', 'festoon bulb', 'de3175'],
            price: [2, 10],
            weight: 0.5,
          },
          {
            name: 'Side Marker Light Bulb',
            synonyms: ['marker bulb'],
            price: [2, 10],
            weight: 0.4,
          },
        ],
      },
      {
        name: 'Lamp Assemblies',
        partTypes: [
          {
            name: 'Headlight Assembly',
            synonyms: ['headlamp', 'headlamp assembly', 'headlight housing'],
            fit: 'submodel',
            price: [70, 520],
            weight: 2,
            positions: LEFT_RIGHT,
          },
          {
            name: 'Tail Light Assembly',
            synonyms: ['tail lamp', 'taillight', 'tail light'],
            fit: 'submodel',
            price: [50, 380],
            weight: 1.5,
            positions: LEFT_RIGHT,
          },
          {
            name: 'Fog Light Assembly',
            synonyms: ['fog lamp', 'fog light'],
            price: [35, 160],
            weight: 0.6,
            positions: LEFT_RIGHT,
          },
          {
            name: 'Third Brake Light',
            synonyms: ['center high mount stop light', 'chmsl', 'third brake lamp'],
            price: [25, 120],
            weight: 0.4,
          },
        ],
      },
    ],
  },
  {
    name: 'Wipers',
    synonyms: ['wiper', 'windshield wipers'],
    subcategories: [
      {
        name: 'Wiper System',
        partTypes: [
          {
            name: 'Wiper Blade',
            synonyms: ['windshield wiper blade', 'wipers', 'wiper', 'wiper blades'],
            price: [8, 35],
            weight: 4,
            positions: ['Driver Side', 'Passenger Side'],
            variants: ['Conventional', 'Beam', 'Hybrid'],
            related: ['Rear Wiper Blade', 'Windshield Washer Fluid'],
          },
          { name: 'Rear Wiper Blade', synonyms: ['rear wiper'], price: [8, 25] },
          {
            name: 'Windshield Wiper Arm',
            synonyms: ['wiper arm'],
            price: [15, 60],
            weight: 0.6,
            positions: ['Driver Side', 'Passenger Side', 'Rear'],
          },
          {
            name: 'Windshield Wiper Motor',
            synonyms: ['wiper motor'],
            price: [55, 220],
            variants: NEW_REMAN,
          },
          {
            name: 'Windshield Washer Pump',
            synonyms: ['washer pump', 'washer motor'],
            price: [12, 50],
            weight: 0.8,
          },
          {
            name: 'Wiper Blade Refill',
            synonyms: ['wiper refill', 'wiper insert'],
            fit: 'universal',
            price: [5, 15],
            weight: 0.4,
            variants: ['16 in', '18 in', '20 in', '22 in', '24 in', '26 in'],
            variantAfterName: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Belts and Hoses',
    synonyms: ['belts', 'hoses'],
    subcategories: [
      {
        name: 'Belts and Pulleys',
        partTypes: [
          {
            name: 'Serpentine Belt',
            synonyms: ['drive belt', 'fan belt', 'accessory belt', 'multi-rib belt', 'serpentine'],
            fit: 'engine',
            price: [18, 80],
            weight: 3.5,
            related: ['Accessory Drive Belt Tensioner', 'Drive Belt Idler Pulley'],
          },
          {
            name: 'Accessory Drive Belt Tensioner',
            synonyms: ['belt tensioner', 'tensioner'],
            fit: 'engine',
            price: [30, 160],
            weight: 1.5,
          },
          {
            name: 'Drive Belt Idler Pulley',
            synonyms: ['idler pulley', 'pulley'],
            fit: 'engine',
            price: [15, 70],
          },
          {
            name: 'V-Belt',
            synonyms: ['v belt', 'ac belt', 'power steering belt'],
            fit: 'engine',
            price: [8, 35],
            weight: 0.4,
          },
        ],
      },
      {
        name: 'Hoses and Clamps',
        partTypes: [
          {
            name: 'Radiator Hose',
            synonyms: ['upper radiator hose', 'lower radiator hose', 'coolant hose'],
            fit: 'engine',
            price: [12, 70],
            weight: 2,
            positions: ['Upper', 'Lower'],
          },
          {
            name: 'Heater Hose',
            synonyms: ['heater hoses'],
            price: [10, 55],
            positions: ['Inlet', 'Outlet'],
          },
          {
            name: 'Engine Coolant Bypass Hose',
            synonyms: ['bypass hose'],
            price: [8, 35],
            weight: 0.4,
          },
          {
            name: 'Fuel Line Hose',
            synonyms: ['fuel hose', 'fuel line'],
            fit: 'universal',
            price: [5, 25],
            weight: 0.3,
            variants: ['5/16 in x 25 ft', '3/8 in x 25 ft', '1/4 in x 3 ft'],
            variantAfterName: true,
          },
          {
            name: 'Vacuum Hose',
            synonyms: ['vacuum line'],
            fit: 'universal',
            price: [3, 15],
            weight: 0.3,
            variants: ['5/32 in x 25 ft', '7/32 in x 25 ft', '1/4 in x 3 ft'],
            variantAfterName: true,
          },
          {
            name: 'Hose Clamp',
            synonyms: ['hose clamps', 'worm gear clamp'],
            fit: 'universal',
            price: [1, 8],
            weight: 0.4,
            variants: ['SAE 12', 'SAE 20', 'SAE 28', 'Assortment, 10 pc'],
            variantAfterName: true,
          },
        ],
      },
    ],
  },
  {
    name: 'Drivetrain',
    synonyms: ['driveline', 'transmission'],
    subcategories: [
      {
        name: 'Axles and Driveshafts',
        partTypes: [
          {
            name: 'CV Axle',
            synonyms: ['cv axle assembly', 'half shaft', 'cv shaft', 'drive axle', 'axle'],
            price: [60, 320],
            qualifier: 'driveType',
            weight: 3.5,
            positions: ['Front Left', 'Front Right'],
            variants: NEW_REMAN,
            related: ['CV Joint Boot Kit', 'Axle Shaft Seal', 'Wheel Bearing and Hub'],
          },
          {
            name: 'CV Joint Boot Kit',
            synonyms: ['cv boot', 'axle boot'],
            price: [12, 60],
            weight: 1.2,
            positions: ['Inner', 'Outer'],
          },
          { name: 'Universal Joint', synonyms: ['u-joint', 'u joint'], price: [15, 80] },
          {
            name: 'Drive Shaft',
            synonyms: ['driveshaft', 'propeller shaft'],
            price: [180, 720],
            weight: 0.4,
          },
          { name: 'Axle Shaft Seal', synonyms: ['axle seal'], price: [6, 30], weight: 0.8 },
          {
            name: 'Differential Cover Gasket',
            synonyms: ['diff cover gasket', 'differential gasket'],
            price: [5, 25],
            weight: 0.4,
          },
        ],
      },
      {
        name: 'Transmission and Clutch',
        partTypes: [
          { name: 'Clutch Kit', synonyms: ['clutch'], price: [110, 520] },
          {
            name: 'Clutch Master Cylinder',
            synonyms: ['clutch master'],
            price: [30, 160],
            weight: 0.5,
          },
          {
            name: 'Clutch Slave Cylinder',
            synonyms: ['slave cylinder'],
            price: [25, 140],
            weight: 0.5,
          },
          { name: 'Transmission Mount', synonyms: ['trans mount'], price: [18, 110], weight: 1.2 },
          {
            name: 'Automatic Transmission Shift Cable',
            synonyms: ['shift cable', 'shifter cable'],
            price: [30, 140],
            weight: 0.3,
          },
        ],
      },
    ],
  },
  {
    name: 'Accessories and Supplies',
    synonyms: ['supplies', 'shop supplies', 'fluids', 'chemicals', 'accessories'],
    subcategories: [
      {
        name: 'Fluids and Chemicals',
        partTypes: [
          {
            name: 'Engine Oil',
            synonyms: ['motor oil', 'oil', 'synthetic oil'],
            fit: 'universal',
            price: [7, 45],
            weight: 2.5,
            variants: [
              '0W-20 Full Synthetic, 5 qt',
              '5W-30 Full Synthetic, 5 qt',
              '5W-20 Synthetic Blend, 5 qt',
              '10W-30 Conventional, 1 qt',
              '5W-30 High Mileage, 5 qt',
              '15W-40 Diesel, 1 gal',
              '0W-16 Full Synthetic, 1 qt',
              '5W-40 Full Synthetic European, 1 qt',
            ],
            variantAfterName: true,
            related: ['Oil Filter', 'Engine Oil Drain Plug'],
          },
          {
            name: 'Automatic Transmission Fluid',
            synonyms: ['atf', 'transmission fluid', 'trans fluid'],
            fit: 'universal',
            price: [6, 40],
            weight: 1.2,
            variants: [
              'Dexron VI, 1 qt',
              'Mercon LV, 1 qt',
              'ATF+4, 1 qt',
              'CVT Fluid, 1 qt',
              'Multi-Vehicle Full Synthetic, 1 gal',
            ],
            variantAfterName: true,
          },
          {
            name: 'Antifreeze / Coolant',
            synonyms: ['coolant', 'antifreeze', 'engine coolant'],
            fit: 'universal',
            price: [12, 35],
            weight: 1.2,
            variants: [
              'Universal 50/50 Prediluted, 1 gal',
              'Dex-Cool Concentrate, 1 gal',
              'Asian Vehicle Blue 50/50, 1 gal',
              'European G13 Concentrate, 1 gal',
            ],
            variantAfterName: true,
          },
          {
            name: 'Power Steering Fluid',
            synonyms: ['ps fluid', 'steering fluid'],
            fit: 'universal',
            price: [5, 15],
            weight: 0.5,
            variants: ['Universal, 12 oz', 'Synthetic, 1 qt', 'High Mileage, 12 oz'],
            variantAfterName: true,
          },
          {
            name: 'Gear Oil',
            synonyms: ['differential fluid', 'gear lube', 'axle oil'],
            fit: 'universal',
            price: [9, 40],
            weight: 0.5,
            variants: [
              '75W-90 Synthetic, 1 qt',
              '80W-90 Conventional, 1 qt',
              '75W-140 Synthetic, 1 qt',
            ],
            variantAfterName: true,
          },
          {
            name: 'Brake Parts Cleaner',
            synonyms: ['brake cleaner', 'brake clean', 'parts cleaner'],
            fit: 'universal',
            price: [4, 9],
            weight: 0.8,
            variants: ['Non-Chlorinated, 14 oz', 'Chlorinated, 19 oz', '50 State Compliant, 14 oz'],
            variantAfterName: true,
          },
          {
            name: 'Multi-Purpose Grease',
            synonyms: ['grease', 'chassis grease', 'wheel bearing grease'],
            fit: 'universal',
            price: [5, 18],
            weight: 0.4,
            variants: [
              'Lithium, 14 oz Cartridge',
              'Synthetic, 14 oz Cartridge',
              'Wheel Bearing, 16 oz Tub',
            ],
            variantAfterName: true,
          },
          {
            name: 'Threadlocker',
            synonyms: ['thread locker', 'thread sealant'],
            fit: 'universal',
            price: [5, 14],
            weight: 0.3,
            variants: ['Blue Medium Strength, 6 ml', 'Red High Strength, 6 ml'],
            variantAfterName: true,
          },
          {
            name: 'Dielectric Grease',
            synonyms: ['tune-up grease', 'bulb grease'],
            fit: 'universal',
            price: [4, 12],
            weight: 0.3,
            variants: ['0.33 oz Tube', '3 oz Tube'],
            variantAfterName: true,
          },
          {
            name: 'Windshield Washer Fluid',
            synonyms: ['washer fluid', 'wiper fluid'],
            fit: 'universal',
            price: [3, 8],
            weight: 0.5,
            variants: ['All Season, 1 gal', 'De-Icer -20F, 1 gal', 'Bug Remover, 1 gal'],
            variantAfterName: true,
          },
          {
            name: 'Fuel System Cleaner',
            synonyms: ['injector cleaner', 'fuel additive'],
            fit: 'universal',
            price: [6, 20],
            weight: 0.4,
            variants: ['Gasoline, 12 oz', 'Diesel, 16 oz'],
            variantAfterName: true,
          },
        ],
      },
      {
        name: 'Shop Supplies',
        partTypes: [
          {
            name: 'Shop Towels',
            synonyms: ['rags', 'paper towels', 'towels'],
            fit: 'universal',
            price: [3, 25],
            weight: 0.4,
            variants: ['Blue Paper, 55 ct Roll', 'Red Cloth, 25 pk', 'Heavy Duty, 200 ct Box'],
            variantAfterName: true,
          },
          {
            name: 'Nitrile Gloves',
            synonyms: ['gloves', 'mechanic gloves'],
            fit: 'universal',
            price: [9, 25],
            weight: 0.4,
            variants: [
              'Black 6 mil, Large, 100 ct',
              'Black 6 mil, X-Large, 100 ct',
              'Blue 4 mil, Large, 100 ct',
            ],
            variantAfterName: true,
          },
          {
            name: 'Cable Tie',
            synonyms: ['zip ties', 'zip tie', 'tie wraps'],
            fit: 'universal',
            price: [3, 15],
            weight: 0.2,
            variants: ['8 in Black, 100 pk', '11 in Black, 100 pk', 'Assortment, 500 pc'],
            variantAfterName: true,
          },
          {
            name: 'Hand Cleaner',
            synonyms: ['hand soap', 'pumice soap'],
            fit: 'universal',
            price: [5, 18],
            weight: 0.2,
            variants: ['Pumice Lotion, 1 gal', 'Citrus, 15 oz'],
            variantAfterName: true,
          },
          {
            name: 'Oil Absorbent',
            synonyms: ['floor dry', 'absorbent', 'spill absorbent'],
            fit: 'universal',
            price: [8, 20],
            weight: 0.2,
            variants: ['Clay Granules, 25 lb', 'Universal Pads, 50 ct'],
            variantAfterName: true,
          },
        ],
      },
      {
        name: 'Vehicle Accessories',
        partTypes: [
          {
            name: 'Floor Mat',
            synonyms: ['floor mats', 'floor liner', 'floor liners'],
            price: [30, 180],
            weight: 0.8,
            positions: ['Front', 'Rear', 'Front and Rear'],
          },
          {
            name: 'Trailer Hitch',
            synonyms: ['hitch', 'receiver hitch', 'tow hitch'],
            price: [120, 380],
            weight: 0.5,
          },
          {
            name: 'Cargo Liner',
            synonyms: ['trunk liner', 'cargo mat'],
            price: [50, 160],
            weight: 0.3,
          },
          {
            name: 'Mud Flap',
            synonyms: ['splash guard', 'mud flaps'],
            price: [20, 80],
            weight: 0.3,
            positions: FRONT_REAR,
          },
          {
            name: 'Door Mirror',
            synonyms: ['side mirror', 'outside mirror', 'side view mirror'],
            fit: 'submodel',
            price: [45, 320],
            weight: 0.8,
            positions: LEFT_RIGHT,
          },
        ],
      },
    ],
  },
];
