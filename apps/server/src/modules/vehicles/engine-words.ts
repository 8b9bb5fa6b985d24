// The words the vehicle catalog's engine descriptions ('3.5L V6 Gas') are made of, from vPIC's
// names: the catalog import writes descriptions with them and the VIN decoder reads them back to
// match a decoded engine, so both must use the same ones.

/** vPIC FuelType names as the catalog's descriptions word them. */
export const VPIC_FUEL_WORDS: Readonly<Record<string, string>> = {
  Gasoline: 'Gas',
  Diesel: 'Diesel',
  Electric: 'Electric',
  'Flexible Fuel Vehicle (FFV)': 'Flex',
  'Ethanol (E85)': 'Flex',
  'Compressed Natural Gas (CNG)': 'CNG',
  'Natural Gas': 'CNG',
  'Liquefied Petroleum Gas (propane or LPG)': 'LPG',
  'Fuel Cell': 'Fuel Cell',
  'Compressed Hydrogen/Hydrogen': 'Hydrogen',
};

/** vPIC EngineConfiguration names as layout letters ('V' of V6). */
export const VPIC_LAYOUT_LETTERS: Readonly<Record<string, string>> = {
  'In-Line': 'L',
  'V-Shaped': 'V',
  'Horizontally opposed (boxer)': 'H',
  'W Shaped': 'W',
  Rotary: 'R',
};
