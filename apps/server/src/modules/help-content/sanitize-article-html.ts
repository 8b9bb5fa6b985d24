import type { DOMPurify } from 'dompurify';

// Article HTML comes from editors' rich text and from the starter Markdown, and is shown to every
// visitor: it is sanitised before it is stored (and again by the browser before it is shown).
// DOMPurify needs a DOM; jsdom is heavy, so it is imported, and its window made, only the first
// time content is written: a server start on a database that already has content never loads it.

const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'kbd',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'img',
  'span',
  'div',
  'figure',
  'figcaption',
];

// No style, class or id: article markup must not restyle or impersonate the app around it.
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'align',
  'start',
];

/**
 * Links: web, mail and phone addresses, or a path of our own (no scheme at all). DOMPurify tests
 * it with blanks and control characters removed, as browsers read a URL.
 */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images: web addresses or our own paths; never data: (DOMPurify's default allows it) or mailto:. */
const SAFE_IMAGE_SOURCE = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** A URL as a browser reads it: without blanks or control characters. */
const compact = (url: string) =>
  [...url].filter((char) => char.charCodeAt(0) > 0x20 && !/\s/.test(char)).join('');

let purifier: Promise<DOMPurify> | undefined;

async function createPurifier(): Promise<DOMPurify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const purify = createDOMPurify(new JSDOM('').window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const target = node.getAttribute('target');
      if (target !== null && target !== '_self') {
        // A link into a new window must not hand that window a handle on ours.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src === null || !SAFE_IMAGE_SOURCE.test(compact(src))) node.remove();
    }
  });
  return purify;
}

/**
 * Article HTML with only ordinary article markup left: paragraphs, headings, lists, tables,
 * emphasis, links (web, mail, phone or our own paths), code, quotes, rules, breaks and images from
 * web addresses or our own paths. Scripts, styles, event handlers, frames, objects, forms, SVG and
 * javascript:/data: URLs are removed; a link that opens a new window gets rel="noopener noreferrer".
 */
export async function sanitizeArticleHtml(html: string): Promise<string> {
  purifier ??= createPurifier();
  const purify = await purifier;
  return purify
    .sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOWED_URI_REGEXP: SAFE_LINK,
    })
    .trim();
}
