// Brands (product lines) of the generated catalog. The names are made up on purpose: generated part
// numbers must never pass for a real manufacturer's. Line codes are three letters and unique.

export interface BrandSpec {
  lineCode: string;
  name: string;
  /** What it makes: category, subcategory or part type names of PART_TYPE_TREE. */
  covers: readonly string[];
  /**
   * Part number pattern: letters as written, '#' a digit, '-' as written, '{T}' the part type's
   * code (its initials). The digits come from a per-prefix sequence, so numbers never repeat.
   */
  partNumber: string;
  /** Product lines with their price factor; the first is the entry line. */
  tiers?: readonly (readonly [name: string, priceFactor: number])[];
  /** How often it is chosen among the brands that make a part type (default 1). */
  share?: number;
}

const ALL_CATEGORIES = [
  'Brakes',
  'Filters',
  'Engine',
  'Electrical',
  'Ignition',
  'Suspension',
  'Steering',
  'Cooling System',
  'Heating and A/C',
  'Exhaust',
  'Fuel System',
  'Lighting',
  'Wipers',
  'Belts and Hoses',
  'Drivetrain',
  'Accessories and Supplies',
];

export const BRANDS: readonly BrandSpec[] = [
  // House brands: they make nearly everything, so every part type has at least three brands.
  {
    lineCode: 'PCS',
    name: 'ProCounter Select',
    covers: ALL_CATEGORIES,
    partNumber: '{T}#####',
    tiers: [
      ['Value', 0.8],
      ['Select', 1],
      ['Select Plus', 1.25],
    ],
    share: 1.4,
  },
  {
    lineCode: 'CLV',
    name: 'Counterline Value',
    covers: ALL_CATEGORIES.filter((c) => c !== 'Accessories and Supplies' && c !== 'Engine'),
    partNumber: 'CV######',
    tiers: [['Economy', 0.75]],
    share: 0.9,
  },
  {
    lineCode: 'OED',
    name: 'OE Direct',
    covers: ALL_CATEGORIES.filter((c) => c !== 'Accessories and Supplies' && c !== 'Wipers'),
    partNumber: '{T}-####',
    tiers: [['OE Replacement', 1.1]],
    share: 0.9,
  },
  // Brakes
  {
    lineCode: 'STL',
    name: 'Stopline',
    covers: ['Disc Brake', 'Drum Brake'],
    partNumber: 'SL####',
    tiers: [
      ['Daily Driver', 0.85],
      ['Pro', 1],
      ['Fleet', 1.4],
    ],
    share: 1.3,
  },
  {
    lineCode: 'ICB',
    name: 'Ironclad Brake',
    covers: [
      'Disc Brake Rotor',
      'Brake Drum',
      'Brake Caliper',
      'Brake Caliper Bracket',
      'Disc Brake Pad',
    ],
    partNumber: '######',
    tiers: [
      ['Standard', 0.9],
      ['Premium', 1.2],
    ],
  },
  {
    lineCode: 'VFR',
    name: 'Veloce Friction',
    covers: ['Disc Brake Pad', 'Brake Shoe', 'Parking Brake Shoe', 'Disc Brake Hardware Kit'],
    partNumber: 'VX####',
    tiers: [
      ['Quiet Stop', 1],
      ['Performance', 1.3],
    ],
  },
  {
    lineCode: 'HYS',
    name: 'HydraStop',
    covers: [
      'Brake Hydraulics',
      'Brake Caliper',
      'Brake Caliper Repair Kit',
      'Drum Brake Wheel Cylinder',
      'Anti-Lock Brakes',
    ],
    partNumber: 'H##-####',
  },
  // Filters
  {
    lineCode: 'PFF',
    name: 'PureFlow Filters',
    covers: ['Filters'],
    partNumber: 'PF####',
    share: 1.2,
  },
  {
    lineCode: 'CLF',
    name: 'Clearline Filtration',
    covers: ['Filters'],
    partNumber: 'CL#####',
    tiers: [
      ['Standard', 0.9],
      ['Extra Guard', 1.15],
    ],
  },
  { lineCode: 'SNF', name: 'Sentry Filtration', covers: ['Filters'], partNumber: '#####' },
  // Engine
  {
    lineCode: 'ENX',
    name: 'Enginex',
    covers: ['Gaskets and Seals', 'Timing Components', 'Engine Mechanical'],
    partNumber: 'EX-#####',
  },
  { lineCode: 'SRT', name: 'SealRight', covers: ['Gaskets and Seals'], partNumber: 'SR####' },
  {
    lineCode: 'TMX',
    name: 'Timeline Engine Parts',
    covers: ['Timing Components'],
    partNumber: 'TK####',
  },
  {
    lineCode: 'SNX',
    name: 'Sensorix',
    covers: [
      'Engine Management',
      'Emission Control',
      'Anti-Lock Brakes',
      'Tire Pressure Monitoring System Sensor',
    ],
    partNumber: 'SX#####',
  },
  {
    lineCode: 'EMS',
    name: 'Emissa',
    covers: ['Emission Control', 'Catalytic Converter', 'Oxygen Sensor'],
    partNumber: 'EM####',
  },
  // Electrical
  {
    lineCode: 'VLT',
    name: 'Voltmaster',
    covers: ['Charging and Starting'],
    partNumber: '##-####',
    tiers: [
      ['Reman', 0.8],
      ['New', 1.1],
    ],
  },
  {
    lineCode: 'TRM',
    name: 'Titan Reman',
    covers: [
      'Alternator',
      'Starter',
      'Brake Caliper',
      'A/C Compressor',
      'Rack and Pinion Assembly',
      'Power Steering Pump',
      'Mass Air Flow Sensor',
      'Brake Master Cylinder',
      'Steering Gear Box',
    ],
    partNumber: 'TR######',
    tiers: [['Remanufactured', 0.75]],
  },
  {
    lineCode: 'CRP',
    name: 'Crestline Power',
    covers: ['Battery', 'Battery Cable', 'Battery Terminal'],
    partNumber: 'CP####',
    tiers: [
      ['Silver', 0.9],
      ['Gold', 1.1],
      ['Platinum AGM', 1.4],
    ],
  },
  {
    lineCode: 'PWP',
    name: 'Powerpath',
    covers: ['Switches and Relays', 'Wiring and Fuses', 'Motors and Modules'],
    partNumber: 'PW####',
  },
  {
    lineCode: 'MTL',
    name: 'Motorline',
    covers: [
      'Motors and Modules',
      'Windshield Wiper Motor',
      'HVAC Blower Motor',
      'Engine Cooling Fan Assembly',
    ],
    partNumber: 'ML####',
  },
  // Ignition
  {
    lineCode: 'SPW',
    name: 'Sparkwell',
    covers: ['Spark Plug', 'Spark Plug Wire Set', 'Distributor Cap', 'Distributor Rotor'],
    partNumber: '####',
    share: 1.3,
  },
  { lineCode: 'IGC', name: 'IgniCore', covers: ['Ignition System'], partNumber: 'IC-#####' },
  {
    lineCode: 'IRD',
    name: 'Iridian',
    covers: ['Spark Plug', 'Ignition Coil'],
    partNumber: 'IR####',
  },
  // Suspension and steering
  {
    lineCode: 'RDX',
    name: 'Ridemax',
    covers: ['Shocks and Struts'],
    partNumber: 'RM#####',
    tiers: [
      ['Comfort Ride', 0.9],
      ['Load Carrier', 1.15],
    ],
    share: 1.2,
  },
  {
    lineCode: 'GRD',
    name: 'Gradeline',
    covers: ['Shocks and Struts', 'Coil Spring'],
    partNumber: '######',
  },
  {
    lineCode: 'CHP',
    name: 'Chassis Pro',
    covers: ['Control Arms and Joints', 'Steering Linkage', 'Alignment'],
    partNumber: 'CK#####',
    tiers: [
      ['Standard', 0.9],
      ['Problem Solver', 1.25],
    ],
    share: 1.2,
  },
  {
    lineCode: 'HBL',
    name: 'Hubline',
    covers: ['Wheel End', 'Axles and Driveshafts'],
    partNumber: 'HB######',
  },
  {
    lineCode: 'BRG',
    name: 'Bearingworks',
    covers: ['Wheel Bearing', 'Wheel Seal', 'Wheel Bearing and Hub', 'Axle Shaft Seal'],
    partNumber: 'BW####',
  },
  { lineCode: 'STK', name: 'Steerlink', covers: ['Steering'], partNumber: 'ST-####' },
  {
    lineCode: 'RPX',
    name: 'RackPro',
    covers: [
      'Rack and Pinion Assembly',
      'Power Steering Pump',
      'Steering Gear Box',
      'Power Steering Pressure Hose',
    ],
    partNumber: 'RP####',
  },
  // Cooling, heating and A/C
  {
    lineCode: 'CLS',
    name: 'Coolstream',
    covers: ['Cooling System'],
    partNumber: 'CS####',
    share: 1.2,
  },
  {
    lineCode: 'THC',
    name: 'ThermaCore',
    covers: [
      'Thermostat',
      'Thermostat Housing',
      'Engine Coolant Temperature Sensor',
      'Water Pump',
      'Radiator Cap',
      'Fan Clutch',
      'Coolant Reservoir',
    ],
    partNumber: 'TH####',
  },
  {
    lineCode: 'RDW',
    name: 'Radiaworks',
    covers: ['Radiator', 'A/C Condenser', 'Heater Core', 'Automatic Transmission Oil Cooler'],
    partNumber: 'RW####',
  },
  { lineCode: 'ARC', name: 'Arctic Air', covers: ['Heating and A/C'], partNumber: 'AA#####' },
  { lineCode: 'FLA', name: 'FrostLine A/C', covers: ['A/C System'], partNumber: 'FL####' },
  // Exhaust and fuel
  { lineCode: 'EXT', name: 'Exhaustec', covers: ['Exhaust'], partNumber: 'XT#####' },
  {
    lineCode: 'GRC',
    name: 'GreenCat',
    covers: ['Catalytic Converter', 'Exhaust Pipe', 'Exhaust Resonator'],
    partNumber: 'GC####',
  },
  {
    lineCode: 'FTK',
    name: 'FuelTek',
    covers: ['Fuel System', 'Fuel Filter'],
    partNumber: 'FT####',
  },
  {
    lineCode: 'INJ',
    name: 'Injectra',
    covers: [
      'Fuel Injector',
      'Fuel Injection Throttle Body',
      'Fuel Pressure Regulator',
      'Fuel Injector O-Ring Kit',
      'Idle Air Control Valve',
    ],
    partNumber: 'IJ####',
  },
  // Lighting and wipers
  {
    lineCode: 'BRW',
    name: 'Brightway',
    covers: ['Bulbs'],
    partNumber: 'BR#####',
    tiers: [
      ['Basic', 0.8],
      ['Long Life', 1],
      ['Night Vision', 1.4],
    ],
  },
  { lineCode: 'BCN', name: 'Beacon Lighting', covers: ['Lighting'], partNumber: 'BL-#####' },
  { lineCode: 'LMX', name: 'Lumex', covers: ['Bulbs', 'Fog Light Assembly'], partNumber: 'LX####' },
  { lineCode: 'CVW', name: 'ClearView Wipers', covers: ['Wipers'], partNumber: '##-###' },
  {
    lineCode: 'RGD',
    name: 'Rainguard',
    covers: ['Wiper Blade', 'Rear Wiper Blade', 'Wiper Blade Refill', 'Windshield Washer Fluid'],
    partNumber: 'RG###-##',
  },
  { lineCode: 'WPT', name: 'Wipetech', covers: ['Wiper System'], partNumber: 'WT####' },
  // Belts, hoses, drivetrain
  {
    lineCode: 'BLT',
    name: 'Beltway',
    covers: ['Belts and Pulleys', 'Timing Belt', 'Timing Belt Kit', 'Timing Belt Tensioner'],
    partNumber: 'K######',
    share: 1.2,
  },
  {
    lineCode: 'FLH',
    name: 'FlexLine Hose',
    covers: [
      'Hoses and Clamps',
      'Power Steering Pressure Hose',
      'Brake Hydraulic Hose',
      'A/C Refrigerant Hose',
    ],
    partNumber: 'FH#####',
  },
  {
    lineCode: 'DLP',
    name: 'Driveline Pro',
    covers: ['Axles and Driveshafts'],
    partNumber: 'DP-####',
  },
  {
    lineCode: 'TQL',
    name: 'Torqueline',
    covers: ['Transmission and Clutch', 'Engine Mount'],
    partNumber: 'TQ####',
  },
  {
    lineCode: 'KNC',
    name: 'Kinetic Clutch',
    covers: ['Clutch Kit', 'Clutch Master Cylinder', 'Clutch Slave Cylinder'],
    partNumber: 'KC##-###',
  },
  {
    lineCode: 'MNT',
    name: 'Mountline',
    covers: ['Engine Mount', 'Transmission Mount'],
    partNumber: 'MT####',
  },
  // Fluids, supplies, accessories
  {
    lineCode: 'MGO',
    name: 'Motorguard',
    covers: [
      'Engine Oil',
      'Automatic Transmission Fluid',
      'Gear Oil',
      'Power Steering Fluid',
      'Antifreeze / Coolant',
      'Brake Fluid',
      'Fluids and Chemicals',
    ],
    partNumber: 'MG####',
    share: 1.3,
  },
  {
    lineCode: 'VLC',
    name: 'Valor Chemical',
    covers: ['Fluids and Chemicals', 'Shop Supplies'],
    partNumber: 'VC-####',
  },
  {
    lineCode: 'SPS',
    name: 'ShopPro Supplies',
    covers: ['Shop Supplies', 'Wiring and Fuses', 'Hose Clamp', 'Exhaust Clamp'],
    partNumber: 'SP#####',
  },
  { lineCode: 'TRL', name: 'TrailMate', covers: ['Vehicle Accessories'], partNumber: 'TM####' },
  {
    lineCode: 'WTX',
    name: 'WeatherTex',
    covers: ['Floor Mat', 'Cargo Liner', 'Mud Flap'],
    partNumber: 'WX####',
  },
  {
    lineCode: 'HTC',
    name: 'Hitchcraft',
    covers: ['Trailer Hitch', 'Mud Flap', 'Cargo Liner'],
    partNumber: 'HC-####',
  },
  {
    lineCode: 'MRW',
    name: 'Mirrorworks',
    covers: ['Door Mirror', 'Third Brake Light'],
    partNumber: 'MW####',
  },
];
