import { describe, expect, it } from 'vitest';
import { factsOfDescription, matchEngine, matchSubmodel } from './engine-match';
import type { VpicEngine } from './vpic-decoder';

const vinEngine = (values: Partial<VpicEngine>): VpicEngine => ({
  displacement: null,
  cylinders: null,
  fuel: 'Gasoline',
  configuration: null,
  model: null,
  ...values,
});

describe('engine facts of a catalog description', () => {
  it.each([
    ['3.5L V6 Gas GTDI', { litres: 3.5, cylinders: 6, layout: 'V', fuel: 'Gas', family: 'GTDI' }],
    ['V6 Gas', { litres: null, cylinders: 6, layout: 'V', fuel: 'Gas', family: null }],
    ['2.4L L4 Gas', { litres: 2.4, cylinders: 4, layout: 'L', fuel: 'Gas', family: null }],
    ['5.4L V8 Flex', { litres: 5.4, cylinders: 8, layout: 'V', fuel: 'Flex', family: null }],
    ['Electric', { litres: null, cylinders: null, layout: null, fuel: 'Electric', family: null }],
  ])('%s', (description, facts) => {
    expect(factsOfDescription(description)).toEqual(facts);
  });
});

describe('engine choice', () => {
  const f150 = [
    [1, '3.5L V6 Gas EcoBoost'],
    [2, '3.5L V6 Gas GTDI'],
    [3, '3.5L V6 Gas'],
    [4, '5.0L V8 Gas'],
    [5, '6.7L V8 Diesel'],
  ] as [number, string][];

  it('picks the engine of the same size, cylinders and family', () => {
    const gtdi = vinEngine({ displacement: '3.5', cylinders: '6', model: 'GTDI' });
    expect(matchEngine(f150, gtdi)).toBe(2);
    expect(matchEngine(f150, vinEngine({ displacement: '5.0', cylinders: '8' }))).toBe(4);
  });

  it('picks none when two fit equally', () => {
    expect(matchEngine(f150, vinEngine({ displacement: '3.5', cylinders: '6' }))).toBeUndefined();
  });

  it('picks none when nothing fits, or the VIN tells no size', () => {
    expect(matchEngine(f150, vinEngine({ displacement: '2.0', cylinders: '4' }))).toBeUndefined();
    expect(matchEngine(f150, vinEngine({ fuel: 'Diesel' }))).toBeUndefined();
  });

  // Issue 19: the catalog import fills displacement into descriptions that lacked it; a VIN must
  // land on the same engine either way (2003 Honda Accord EX-V6, engine model J30A4).
  it('finds the same engine whether or not the description states its size', () => {
    const accord = vinEngine({
      displacement: '2.998832712',
      cylinders: '6',
      configuration: 'V-Shaped',
      model: 'J30A4',
    });
    const before = [
      [10, 'L4 Gas'],
      [11, 'V6 Gas'],
    ] as [number, string][];
    const after = [
      [20, '2.4L L4 Gas'],
      [21, '3.0L V6 Gas'],
    ] as [number, string][];
    expect(matchEngine(before, accord)).toBe(11);
    expect(matchEngine(after, accord)).toBe(21);
  });

  it('tells a diesel from a gasoline engine of the same size', () => {
    const engines = [
      [1, '6.7L V8 Gas'],
      [2, '6.7L V8 Diesel'],
    ] as [number, string][];
    expect(
      matchEngine(engines, vinEngine({ displacement: '6.7', cylinders: '8', fuel: 'Diesel' })),
    ).toBe(2);
  });
});

describe('submodel choice', () => {
  const submodels = [
    [1, 'EX-V6'],
    [2, 'LX'],
  ] as [number, string][];

  it('takes the trim, else the series, by name', () => {
    expect(matchSubmodel(submodels, ['ex-v6', 'EX'])).toBe(1);
    expect(matchSubmodel(submodels, [null, 'LX'])).toBe(2);
    expect(matchSubmodel(submodels, ['Touring', null])).toBeUndefined();
  });
});
