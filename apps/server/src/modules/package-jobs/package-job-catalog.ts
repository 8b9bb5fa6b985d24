// The catalog's package jobs (issue 25 part 2): the routine repairs of a counter, each a list of
// part types (by their catalog names, with where on the vehicle and how many) and the labor hours
// a shop usually books for it. Ids 1 to 999 are these; a shop's own jobs start at 1001
// (db/schema/package-jobs.ts). The order is the order of the Jobs tab.

export interface JobPartTypeSpec {
  /** The part type's catalog name (part-type-tree.ts), resolved to its id when answered. */
  name: string;
  /**
   * One of the part type's positions ('Front'): products for another position are left out (a
   * product of 'Front Left' is for 'Front'; left and right parts differ, so a job that needs both
   * names each).
   */
  position?: string;
  quantity?: number;
}

export interface PackageJobSpec {
  id: number;
  name: { en: string; es: string };
  laborHours: number;
  partTypes: readonly JobPartTypeSpec[];
}

export const PACKAGE_JOB_SPECS: readonly PackageJobSpec[] = [
  {
    id: 1,
    name: { en: 'Front brake job', es: 'Trabajo de frenos delanteros' },
    laborHours: 1.5,
    partTypes: [
      { name: 'Disc Brake Pad', position: 'Front' },
      { name: 'Disc Brake Rotor', position: 'Front', quantity: 2 },
      { name: 'Disc Brake Hardware Kit', position: 'Front' },
      { name: 'Brake Fluid' },
    ],
  },
  {
    id: 2,
    name: { en: 'Rear brake job', es: 'Trabajo de frenos traseros' },
    laborHours: 1.5,
    partTypes: [
      { name: 'Disc Brake Pad', position: 'Rear' },
      { name: 'Disc Brake Rotor', position: 'Rear', quantity: 2 },
      { name: 'Disc Brake Hardware Kit', position: 'Rear' },
      { name: 'Brake Fluid' },
    ],
  },
  {
    id: 3,
    name: { en: 'Rear drum brake job', es: 'Trabajo de frenos de tambor traseros' },
    laborHours: 2,
    partTypes: [
      { name: 'Brake Shoe' },
      { name: 'Brake Drum', quantity: 2 },
      { name: 'Drum Brake Hardware Kit' },
      { name: 'Drum Brake Wheel Cylinder', quantity: 2 },
    ],
  },
  {
    id: 4,
    name: { en: 'Oil change', es: 'Cambio de aceite' },
    laborHours: 0.5,
    partTypes: [{ name: 'Engine Oil' }, { name: 'Oil Filter' }, { name: 'Engine Oil Drain Plug' }],
  },
  {
    id: 5,
    name: { en: 'Tune-up', es: 'Afinación' },
    laborHours: 2,
    partTypes: [
      { name: 'Spark Plug', quantity: 4 },
      { name: 'Spark Plug Wire Set' },
      { name: 'Air Filter' },
      { name: 'Fuel Filter' },
      { name: 'PCV Valve' },
    ],
  },
  {
    id: 6,
    name: { en: 'Timing belt job', es: 'Cambio de banda de distribución' },
    laborHours: 4,
    partTypes: [
      { name: 'Timing Belt' },
      { name: 'Timing Belt Tensioner' },
      { name: 'Water Pump' },
      { name: 'Crankshaft Seal' },
      { name: 'Antifreeze / Coolant' },
    ],
  },
  {
    id: 7,
    name: { en: 'Timing chain job', es: 'Cambio de cadena de distribución' },
    laborHours: 6,
    partTypes: [
      { name: 'Timing Chain Kit' },
      { name: 'Timing Cover Gasket' },
      { name: 'Crankshaft Seal' },
      { name: 'Engine Oil' },
      { name: 'Oil Filter' },
    ],
  },
  {
    id: 8,
    name: { en: 'Cooling system service', es: 'Servicio del sistema de enfriamiento' },
    laborHours: 1.5,
    partTypes: [
      { name: 'Thermostat' },
      { name: 'Radiator Hose', quantity: 2 },
      { name: 'Radiator Cap' },
      { name: 'Antifreeze / Coolant', quantity: 2 },
    ],
  },
  {
    id: 9,
    name: { en: 'Water pump replacement', es: 'Cambio de bomba de agua' },
    laborHours: 2.5,
    partTypes: [
      { name: 'Water Pump' },
      { name: 'Thermostat' },
      { name: 'Serpentine Belt' },
      { name: 'Antifreeze / Coolant', quantity: 2 },
    ],
  },
  {
    id: 10,
    name: { en: 'Serpentine belt replacement', es: 'Cambio de banda serpentina' },
    laborHours: 1,
    partTypes: [
      { name: 'Serpentine Belt' },
      { name: 'Accessory Drive Belt Tensioner' },
      { name: 'Drive Belt Idler Pulley' },
    ],
  },
  {
    id: 11,
    name: { en: 'Battery replacement', es: 'Cambio de batería' },
    laborHours: 0.5,
    partTypes: [{ name: 'Battery' }, { name: 'Battery Terminal', quantity: 2 }],
  },
  {
    id: 12,
    name: { en: 'Alternator replacement', es: 'Cambio de alternador' },
    laborHours: 1.5,
    partTypes: [{ name: 'Alternator' }, { name: 'Serpentine Belt' }],
  },
  {
    id: 13,
    name: { en: 'Front strut replacement', es: 'Cambio de struts delanteros' },
    laborHours: 3,
    partTypes: [
      { name: 'Strut Assembly', position: 'Front Left' },
      { name: 'Strut Assembly', position: 'Front Right' },
      { name: 'Strut Mount', position: 'Front', quantity: 2 },
      { name: 'Sway Bar Link', position: 'Front', quantity: 2 },
    ],
  },
  {
    id: 14,
    name: { en: 'Rear shock replacement', es: 'Cambio de amortiguadores traseros' },
    laborHours: 1,
    partTypes: [{ name: 'Shock Absorber', position: 'Rear', quantity: 2 }],
  },
  {
    id: 15,
    name: { en: 'Front end rebuild', es: 'Reparación del tren delantero' },
    laborHours: 3.5,
    partTypes: [
      { name: 'Tie Rod End', quantity: 2 },
      { name: 'Ball Joint', quantity: 2 },
      { name: 'Control Arm Bushing', quantity: 2 },
      { name: 'Sway Bar Link', position: 'Front', quantity: 2 },
    ],
  },
  {
    id: 16,
    name: { en: 'Wheel bearing replacement', es: 'Cambio de balero de rueda' },
    laborHours: 1.5,
    partTypes: [{ name: 'Wheel Bearing and Hub' }, { name: 'Wheel Seal' }],
  },
  {
    id: 17,
    name: { en: 'A/C recharge', es: 'Recarga de A/C' },
    laborHours: 1,
    partTypes: [{ name: 'A/C Refrigerant', quantity: 2 }, { name: 'A/C Compressor Oil' }],
  },
  {
    id: 18,
    name: { en: 'Transmission service', es: 'Servicio de transmisión' },
    laborHours: 1,
    partTypes: [
      { name: 'Automatic Transmission Filter Kit' },
      { name: 'Automatic Transmission Fluid', quantity: 5 },
    ],
  },
  {
    id: 19,
    name: { en: 'Fuel pump replacement', es: 'Cambio de bomba de gasolina' },
    laborHours: 2.5,
    partTypes: [{ name: 'Fuel Pump Module Assembly' }, { name: 'Fuel Filter' }],
  },
  {
    id: 20,
    name: { en: 'Filters service', es: 'Servicio de filtros' },
    laborHours: 0.3,
    partTypes: [{ name: 'Air Filter' }, { name: 'Cabin Air Filter' }],
  },
  {
    id: 21,
    name: { en: 'Wiper service', es: 'Servicio de limpiaparabrisas' },
    laborHours: 0.2,
    partTypes: [
      { name: 'Wiper Blade', quantity: 2 },
      { name: 'Rear Wiper Blade' },
      { name: 'Windshield Washer Fluid' },
    ],
  },
  {
    id: 22,
    name: { en: 'Valve cover gasket job', es: 'Cambio de empaque de tapa de punterías' },
    laborHours: 1.5,
    partTypes: [{ name: 'Valve Cover Gasket' }, { name: 'PCV Valve' }],
  },
];

/** The highest id a package job may have; shop jobs start above it. */
export const PACKAGE_JOB_ID_MAX = 999;
