import { describe, expect, it } from 'vitest';
import {
  DISPLACEMENT_ELEMENTS,
  type EngineSizeFact,
  engineFamily,
  learnEngineSizes,
  toLitres,
} from './engine-sizes';

const { litres, cc, ci } = DISPLACEMENT_ELEMENTS;
const fact = (
  engineModel: string,
  cylinders: string | null,
  value: string,
  elementId: number = litres,
): EngineSizeFact => ({ engineModel, cylinders, elementId, value });

describe('engine sizes from vPIC', () => {
  it('reads litres, cubic centimetres and cubic inches alike', () => {
    expect(toLitres(litres, '3.5')).toBe(3.5);
    expect(toLitres(cc, '2354')).toBe(2.4);
    expect(toLitres(ci, '183')).toBe(3);
    // Slips: a zero, a CC value filed as litres, a CI value filed as CC.
    expect(toLitres(litres, '0')).toBeUndefined();
    expect(toLitres(litres, '2998')).toBeUndefined();
    expect(toLitres(cc, '152')).toBeUndefined();
  });

  it('groups engine codes whose digits give the size', () => {
    expect(engineFamily('J30A4')).toBe('J30');
    expect(engineFamily('k24a4')).toBe('K24');
    expect(engineFamily('VQ35DE')).toBe('VQ35');
    for (const code of ['LS3', '2GR-FE', 'EcoBoost', '2BBL', 'B5254T', 'EU4'])
      expect(engineFamily(code), code).toBeUndefined();
  });

  it('learns an engine model its own size, or its family size when the siblings agree', () => {
    const sizes = learnEngineSizes([
      fact('J30A1', '6', '3.0'),
      fact('J30AC', '6', '3'),
      fact('K24Z7', '4', '2.4'),
      fact('K24Z7', '4', '2.4'),
      fact('K24Z7', '4', '1.4'),
      fact('N52B25', '6', '2.5'),
      fact('N52B30', '6', '2996', cc),
      fact('2BBL', '8', '5.0'),
      fact('2BBL', '8', '2.8'),
      // An emissions label where the engine model goes: the cylinders tell the engines apart.
      fact('EU4', '8', '4.0'),
      fact('EU4', '12', '6.0'),
      fact('EU4', '12', '6.0'),
      // A statement without cylinders ties the size to no engine.
      fact('F22B1', null, '2.2'),
    ]);
    expect(sizes.litresOf('J30A1', 6)).toBe(3);
    // vPIC names the 2003 Accord's V6 J30A4 without a size; its J30 siblings are all 3.0 L.
    expect(sizes.litresOf('J30A4', '6')).toBe(3);
    // The majority over a slip; the family of K24Z7 then says 2.4 L for K24A4 too.
    expect(sizes.litresOf('K24Z7', 4)).toBe(2.4);
    expect(sizes.litresOf('K24A4', 4)).toBe(2.4);
    expect(sizes.litresOf('N52B30', 6)).toBe(3);
    expect(sizes.litresOf('EU4', 8)).toBe(4);
    expect(sizes.litresOf('EU4', 12)).toBe(6);
    // Siblings that disagree, a name without a majority, other cylinders, no name: no size.
    expect(sizes.litresOf('N52B20', 6)).toBeUndefined();
    expect(sizes.litresOf('2BBL', 8)).toBeUndefined();
    expect(sizes.litresOf('J30A4', 4)).toBeUndefined();
    expect(sizes.litresOf('F22B1', 4)).toBeUndefined();
    expect(sizes.litresOf(undefined, 6)).toBeUndefined();
    expect(sizes.litresOf('J30A4', undefined)).toBeUndefined();
  });
});
