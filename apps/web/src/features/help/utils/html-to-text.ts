/**
 * The words a reader sees in an article's sanitised HTML, for the search index: no tags, no
 * attributes (an href or an alt is not text the reader searched for), entities decoded.
 *
 * A string scan, not DOMParser: it runs the same in the browser, in jsdom and in a Web Worker
 * (which has no DOM), and it is several times faster over a few megabytes of article bodies. The
 * input is the server's sanitised HTML (sanitize-article-html.ts), so tags are well formed and a
 * literal "<" in text arrives as "&lt;".
 */

/**
 * Tags that sit inside a word without breaking it ("<strong>re</strong>turn" reads "return");
 * every other tag (paragraphs, cells, list items, breaks, images) separates words.
 */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Elements whose content is never shown as text; the sanitiser drops them, this is a backstop. */
const HIDDEN_ELEMENTS = /<(script|style|template|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
/** A tag with its attributes; a quoted attribute value may hold ">". */
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)(?:[^"'>]|"[^"]*"|'[^']*')*>/g;
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

/**
 * Named entities an editor's HTML may still hold. DOMPurify's serialiser writes only &amp;, &lt;,
 * &gt; and &nbsp; (&quot; in attributes), so the rest is for content stored before sanitising.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  shy: '',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  deg: '°',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  laquo: '«',
  raquo: '»',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Uuml: 'Ü',
  Ntilde: 'Ñ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  uuml: 'ü',
  ntilde: 'ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
};

function decodeEntity(entity: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED_ENTITIES[name] ?? entity;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  // Outside Unicode, or a surrogate half: what a browser shows for it.
  if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) || code === 0) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** The visible text of sanitised article HTML, with white space collapsed to single spaces. */
export function htmlToText(html: string): string {
  return html
    .replace(COMMENT, ' ')
    .replace(HIDDEN_ELEMENTS, ' ')
    .replace(TAG, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '))
    .replace(ENTITY, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
