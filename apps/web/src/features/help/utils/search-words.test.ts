import { describe, expect, it } from 'vitest';
import { foldText, indexTerm, processTerm, splitWords, tokenize } from './search-words';

describe('search words', () => {
  it('folds case and accents', () => {
    expect(foldText('Política de DEVOLUCIÓN, año')).toBe('politica de devolucion, ano');
    expect(foldText('Brake Pads')).toBe('brake pads');
  });

  it('splits at anything that is not a letter or a digit', () => {
    expect(splitWords('¿Cómo devuelvo 2 piezas? (QC-1234)')).toEqual([
      'como',
      'devuelvo',
      '2',
      'piezas',
      'qc',
      '1234',
    ]);
    expect(splitWords("Don't upload the .CSV")).toEqual(['don', 't', 'upload', 'the', 'csv']);
    expect(splitWords('  ')).toEqual([]);
  });

  it('drops a plural s from words of four letters or more, not from -ss or short words', () => {
    expect(['returns', 'politicas', 'pads', 'glass', 'gas', 'abs'].map(indexTerm)).toEqual([
      'return',
      'politica',
      'pad',
      'glass',
      'gas',
      'abs',
    ]);
  });

  it('tokenizes as written and processes each word to its index form, stop words to null', () => {
    expect(tokenize('¿Cómo devuelvo 2 Piezas? (QC-1234)')).toEqual([
      'Cómo',
      'devuelvo',
      '2',
      'Piezas',
      'QC',
      '1234',
    ]);
    // A decomposed accent stays with its word until processTerm folds it.
    expect(tokenize('Devolucio\u0301n de PIEZAS').map(processTerm)).toEqual([
      'devolucion',
      null,
      'pieza',
    ]);
    expect(['The', 'Returns', 'Política', 'y'].map(processTerm)).toEqual([
      null,
      'return',
      'politica',
      null,
    ]);
  });
});
