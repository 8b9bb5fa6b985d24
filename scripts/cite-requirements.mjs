#!/usr/bin/env node
// Rewrites the code's citations of the specification ("spec 002 section 4", "Spec 000 sections 2
// and 5", split over comment lines or not) into the requirement numbers of docs/REQUIREMENTS.md,
// using docs/requirements-map.json. Dry run by default: prints every citation with its file, line
// and replacement, and exits 1 when a citation has no entry in the map. `--write` applies them.
// `--collect` prints the distinct citation forms found (normalised), one a line. `--build-map`
// writes the map: a section citation gets every requirement whose "From spec ..." names one of its
// sections; a bare one ("spec 001 quick add") the requirements listed in BARE below.
// `--narrow` keeps, of a section's requirements, those of the file's capability when any match
// (a stock order file citing "spec 002 section 7" gets R-STOCK-2, not every call of section 7).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const EXTENSIONS = /\.(ts|tsx|mjs|css|md)$/;
const SKIP = new Set(['node_modules', 'dist', 'drizzle', '.vite', 'golden']);
const SELF = 'scripts/cite-requirements.mjs';

const args = new Set(process.argv.slice(2));
const write = args.has('--write');
const collect = args.has('--collect');
const narrow = args.has('--narrow');
const buildMap = args.has('--build-map');

/** Bare citations (no section), by what the words after them say; read from the code by hand. */
const BARE = {
  'spec 000': ['R-HELP-1'],
  'spec 001': ['R-STOCK-3', 'R-TRACK-2'],
  'spec 001 quick add': ['R-STOCK-3'],
  'spec 001: de-duplicates by line plus': ['R-STOCK-3'],
  'spec 001: "/login (/login.html)"': ['R-AUTH-1'],
  'spec 001: company.shoprequests': ['R-SHOP-2'],
  'spec 001 and 002 error catalogues': ['R-REQ-5', 'R-AUTH-5'],
  'spec 002 accepts the empty string': ['R-VAL-1'],
  'spec 002 pass the empty string': ['R-VAL-1'],
  "spec 002 plus the shared-code routes'": ['R-SHELL-1'],
  'spec 002, mini quote': ['R-QUOTE-1'],
  'spec 002: at most': ['R-PART-3'],
};

/**
 * The requirements of each specification section, read from docs/REQUIREMENTS.md: a rule's
 * "From spec 001 §2, §5; spec 002 §7." names the sections it comes from.
 */
function requirementsBySection() {
  const text = readFileSync(join(root, 'docs/REQUIREMENTS.md'), 'utf8');
  const bySection = new Map();
  // A rule is its bullet up to the next bullet or blank line (a heading follows a blank line).
  for (const rule of text.split(/\n(?=- \*\*R-)|\n\n/)) {
    const id = /^- \*\*(R-[A-Z]+-\d+)\*\*/.exec(rule)?.[1];
    if (!id) continue;
    const from =
      /From (spec 00\d[\s\S]*?)(?:\.\s*(?:Design|$)|\.$)/.exec(rule.replace(/\s+/g, ' '))?.[1] ??
      '';
    for (const part of from.split(';')) {
      const doc = /spec (00\d)/.exec(part)?.[1];
      if (!doc) continue;
      for (const [, section] of part.matchAll(/§(\d+)/g)) {
        const key = `${doc} ${section}`;
        if (!bySection.has(key)) bySection.set(key, []);
        if (!bySection.get(key).includes(id)) bySection.get(key).push(id);
      }
    }
  }
  return bySection;
}

/** The sections a normalised citation names: "spec 001 and 002 section 3" is 001 §3 and 002 §3. */
function sectionsOf(key) {
  const match = /^specs? (00\d)(?: and (00\d))?,?:? (?:sections?|§) ?(.*)$/.exec(key);
  if (!match) return null;
  const docs = [match[1], match[2]].filter(Boolean);
  const numbers = match[3].match(/\d+(?:\.\d+)*/g) ?? [];
  // A subsection (4.3) resolves to its section (4): the rules are numbered per section.
  return docs.flatMap((doc) => numbers.map((n) => `${doc} ${n.split('.')[0]}`));
}

const ORDER = (id) => {
  const [, prefix, n] = /^R-([A-Z]+)-(\d+)$/.exec(id);
  return `${prefix}-${n.padStart(3, '0')}`;
};

// What may separate two words of a citation: spaces, or a line break and a comment's leading
// `*` or `//` (a citation wrapped by the formatter).
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!/)|//)?[ \t]*|[ \t]+)`;
const NUMBER = String.raw`\d+(?:\.\d+)*`;
const NUMBERS = `${NUMBER}(?:(?:,${GAP}?(?:and${GAP})?|${GAP}and${GAP}|${GAP}?&${GAP}?)${NUMBER})*`;
// A bare citation ("spec 001", "spec 002, mini quote") keeps the words after it that say what it
// means, up to the end of the clause: its map key then tells one bare citation from another.
const BARE_TAIL = String.raw`(?:(?::[ \t]*|,[ \t]*|[ \t]+)(?!section|§)(?<tail>(?:"[^"\n]*"|[A-Za-z][\w.'-]*)(?:[ \t]+(?!and\b)[A-Za-z][\w.'-]*){0,3}))?`;
const CITATION = new RegExp(
  String.raw`\b[Ss]pecs?${GAP}(?<doc>00\d)(?:${GAP}and${GAP}(?<doc2>00\d))?` +
    `(?:(?:,|:)?${GAP}(?:sections?|§)${GAP}?(?<sections>${NUMBERS})|${BARE_TAIL})`,
  'g',
);

/** The citation as one line: comment markers and line breaks gone, single spaces. */
export function normalise(text) {
  return text
    .replace(/\r?\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim()
    .toLowerCase();
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

/** Every citation of every file: its file, line, text as written, and normalised key. */
function citations() {
  const found = [];
  for (const top of ROOTS) {
    for (const path of files(join(root, top))) {
      const file = relative(root, path);
      if (file === SELF) continue;
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(CITATION)) {
        const written = match[0].replace(/[ \t,.:;]+$/, '');
        const line = text.slice(0, match.index).split('\n').length;
        found.push({ file, line, index: match.index, written, key: normalise(written) });
      }
    }
  }
  return found;
}

/** The capability prefix a file's path suggests, for --narrow. */
const CAPABILITIES = [
  [/stock-order|quick-add/, 'R-STOCK'],
  [/help|support-question|support-inbox|content/, 'R-HELP'],
  [/vehicle|vin|plate|recent/, 'R-VEH'],
  [/tracking/, 'R-TRACK'],
  [/catalog-search|features\/search|typeahead/, 'R-SEARCH'],
  [/part-type|products|parts-catalog|features\/catalog|product/, 'R-PART'],
  [/worksheet-orders|submit|order/, 'R-ORDER'],
  [/worksheet|quote/, 'R-QUOTE'],
  [/masquerade|auth|login|session|security-change|accept-terms|password/, 'R-AUTH'],
  [/roles/, 'R-ROLE'],
  [/validation|rules/, 'R-VAL'],
  [/shell|layout|route-table|router|i18n|locale/, 'R-SHELL'],
  [/shops?\b|users?\b|features|app-data|meta|constants/, 'R-SHOP'],
];

function narrowed(file, ids) {
  const prefixes = CAPABILITIES.filter(([pattern]) => pattern.test(file)).map(([, p]) => p);
  const kept = ids.filter((id) => prefixes.some((p) => id.startsWith(`${p}-`)));
  return kept.length > 0 ? kept : ids;
}

/** R-VEH-1, R-VEH-2, R-VEH-3, R-VEH-7 -> "R-VEH-1..3, R-VEH-7": runs of three or more as a range. */
export function compact(ids) {
  const parts = [];
  let run = [];
  const flush = () => {
    if (run.length >= 3) parts.push(`${run[0].id}..${run.at(-1).n}`);
    else parts.push(...run.map((r) => r.id));
    run = [];
  };
  for (const id of ids) {
    const [, prefix, number] = /^(R-[A-Z]+)-(\d+)$/.exec(id) ?? [];
    const n = Number(number);
    const last = run.at(-1);
    if (last && !(last.prefix === prefix && last.n + 1 === n)) flush();
    run.push({ id, prefix, n });
  }
  flush();
  return parts.join(', ');
}

const found = citations();
if (collect) {
  const counts = new Map();
  for (const c of found) counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  for (const [key, count] of [...counts].sort()) console.log(`${count}\t${key}`);
  process.exit(0);
}

if (buildMap) {
  const bySection = requirementsBySection();
  const map = {};
  const unresolved = [];
  for (const key of [...new Set(found.map((c) => c.key))].sort()) {
    const sections = sectionsOf(key);
    const ids = sections
      ? [...new Set(sections.flatMap((s) => bySection.get(s) ?? []))]
      : (BARE[key] ?? []);
    if (ids.length === 0) unresolved.push(key);
    else map[key] = ids.sort((a, b) => ORDER(a).localeCompare(ORDER(b)));
  }
  const mapFile = join(root, 'docs/requirements-map.json');
  writeFileSync(mapFile, `${JSON.stringify(map, null, 2)}\n`);
  // In the layout `npx biome check` expects.
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', mapFile], {
    stdio: 'ignore',
  });
  console.log(`docs/requirements-map.json: ${Object.keys(map).length} citation forms`);
  for (const key of unresolved) console.error(`no requirement for "${key}"`);
  process.exit(unresolved.length > 0 ? 1 : 0);
}

const map = JSON.parse(readFileSync(join(root, 'docs/requirements-map.json'), 'utf8'));
const keys = new Map(Object.entries(map).map(([k, v]) => [normalise(k), v]));
const missing = found.filter((c) => !keys.has(c.key));
const byFile = new Map();
for (const c of found) {
  const ids = keys.get(c.key);
  if (!ids) continue;
  const chosen = narrow ? narrowed(c.file, ids) : ids;
  const replacement = compact(chosen);
  console.log(`${c.file}:${c.line}: ${c.written.replace(/\s+/g, ' ')} -> ${replacement}`);
  if (!byFile.has(c.file)) byFile.set(c.file, []);
  byFile.get(c.file).push({ ...c, replacement });
}
for (const c of missing) console.error(`${c.file}:${c.line}: no map entry for "${c.key}"`);
console.log(
  `\n${found.length} citations in ${new Set(found.map((c) => c.file)).size} files, ` +
    `${found.length - missing.length} mapped, ${missing.length} without an entry` +
    (write ? '' : ' (dry run: --write applies)'),
);

if (write) {
  for (const [file, list] of byFile) {
    const path = join(root, file);
    let text = readFileSync(path, 'utf8');
    // From the end, so earlier indexes stay right; a bare citation's words after it are kept.
    for (const c of [...list].sort((a, b) => b.index - a.index)) {
      const tail = /(?:spec|specs)\s+00\d(?:\s+and\s+00\d)?(?<rest>[\s\S]*)$/i.exec(c.written);
      const bareRest = /section|§/i.test(c.written) ? '' : (tail?.groups?.rest ?? '');
      text =
        text.slice(0, c.index) + c.replacement + bareRest + text.slice(c.index + c.written.length);
    }
    writeFileSync(path, text);
  }
  console.log(`rewrote ${byFile.size} files`);
}
process.exit(missing.length > 0 ? 1 : 0);
