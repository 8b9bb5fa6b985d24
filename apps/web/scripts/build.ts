// `npm run build` of the web app: Vite twice. The first build stays in memory and tells which
// Mantine classes the JavaScript names; the second writes dist/ with Mantine's style sheets cut
// to those classes' rules (build-tools/mantine-css.ts, decisions/023). About a second each.
// Before the second, the customer's approval page (approve.html) is built on its own
// (vite.approve.config.ts, decisions/033): it empties dist/, and the app's build writes beside it
// and compresses both.
import { build, type Rolldown } from 'vite';
import { mantineClassesIn, USED_CLASSES_ENV } from '../build-tools/mantine-css';

const root = new URL('..', import.meta.url).pathname;

function javascriptOf(result: Awaited<ReturnType<typeof build>>): string {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .flatMap((file) => (file.type === 'chunk' ? [file.code] : []))
    .join('\n');
}

delete process.env[USED_CLASSES_ENV];
const used = mantineClassesIn(
  javascriptOf(await build({ root, logLevel: 'warn', build: { write: false } })),
);
if (used.size === 0)
  throw new Error('the JavaScript names no Mantine class: is Mantine still used?');
process.env[USED_CLASSES_ENV] = JSON.stringify([...used].sort());
await build({ root, configFile: new URL('../vite.approve.config.ts', import.meta.url).pathname });
const written = mantineClassesIn(
  javascriptOf(await build({ root, build: { emptyOutDir: false } })),
);
// The style sheets do not change the JavaScript: a class only the second build names would have
// lost its rules.
const missing = [...written].filter((name) => !used.has(name));
if (missing.length > 0) {
  throw new Error(`Mantine classes without their rules: ${missing.join(', ')}`);
}
console.log(`Mantine style sheets cut to the rules of the ${used.size} classes the app names`);
