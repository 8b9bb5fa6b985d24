// One Spanish term per domain word of the portal (R-SEARCH-10): the Spanish catalogs (es/*.json),
// the Spanish part type names and the Spanish help articles use `es`, never a banned variant.
// glossary.test.ts fails on an es catalog text that uses a banned variant.

export interface GlossaryTerm {
  /** The English term as the English catalogs use it. */
  en: string;
  /** The one Spanish term. */
  es: string;
  /** Variants that must not appear in a Spanish text (any case, whole words). */
  banned: readonly string[];
}

export const SPANISH_GLOSSARY: readonly GlossaryTerm[] = [
  {
    en: 'stock order',
    es: 'pedido de inventario',
    banned: [
      'orden de stock',
      'órdenes de stock',
      'orden de inventario',
      'órdenes de inventario',
      'pedido de stock',
      'pedidos de stock',
    ],
  },
  { en: 'stock (on hand)', es: 'existencia', banned: ['stock', 'en inventario'] },
  {
    en: 'part number',
    es: 'número de pieza',
    banned: ['número de parte', 'números de parte', 'numero de parte', 'no. de parte'],
  },
  { en: 'part type', es: 'tipo de pieza', banned: ['tipo de parte', 'tipos de parte'] },
  { en: 'part', es: 'pieza', banned: ['refacción', 'refacciones', 'la parte a'] },
  { en: 'quote', es: 'cotización', banned: ['presupuesto', 'presupuestos', 'cotizacion'] },
  { en: 'shop', es: 'taller', banned: ['tienda de reparación', 'negocio de reparación'] },
  { en: 'home store', es: 'tienda principal', banned: ['tienda base', 'tienda local'] },
  { en: 'line code', es: 'código de línea', banned: ['código de linea', 'codigo de línea'] },
  { en: 'purchase order', es: 'orden de compra', banned: ['pedido de compra'] },
];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A banned variant as a whole-word pattern (letters of any language count as word characters). */
const BANNED_PATTERNS = SPANISH_GLOSSARY.flatMap((term) =>
  term.banned.map((variant) => ({
    term,
    variant,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(variant)}(?![\\p{L}\\p{N}])`, 'iu'),
  })),
);

/** The banned variants a Spanish text uses, each with the term to use instead. */
export function findBannedTerms(text: string): { variant: string; use: string }[] {
  return BANNED_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(({ term, variant }) => ({
    variant,
    use: term.es,
  }));
}
