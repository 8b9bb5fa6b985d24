import postcss from 'postcss';
import type { Plugin } from 'vite';

// Mantine ships one style sheet for all of its components (@mantine/core/styles.css: 248 KB, 36 KB
// compressed), and every page waits for it before it paints. A component's rules name its own
// classes (m_ and 8 hex digits) and its JavaScript names the same classes: a class that no
// JavaScript file of the build contains belongs to a component the build does not contain, and
// its rules can match no element. `npm run build` (scripts/build.mjs) builds once to learn the
// classes the JavaScript names, then again with this plugin dropping the rules of the others.
// decisions/023.

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;
/** Mantine's own style sheets: @mantine/core/styles.css, @mantine/notifications/styles.css... */
const MANTINE_STYLESHEET = /[\\/]@mantine[\\/][^\\/]+[\\/]styles\.css$/;

/** The environment variable through which scripts/build.mjs hands the classes to the plugin. */
export const USED_CLASSES_ENV = 'PROCOUNTER_MANTINE_CLASSES';

/** The Mantine classes named in JavaScript code. */
export function mantineClassesIn(code: string): Set<string> {
  return new Set(code.match(MANTINE_CLASS));
}

/**
 * The style sheet without the rules that need a Mantine class outside `used`: of a selector list,
 * the selectors that do; an at-rule left empty goes too. Rules without Mantine classes (the
 * variables, the global and base rules) stay as they are.
 */
export function dropUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const live = (selector: string) =>
    (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name));
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(live);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first: an at-rule whose rules all went may leave its parent empty in turn.
  const empty: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => {
    empty.unshift(atRule);
  });
  for (const atRule of empty) {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  }
  return root.toString();
}

/**
 * In a build run with USED_CLASSES_ENV set (a JSON array of class names), drops the rules of
 * Mantine's style sheets that need another class. Without it (vite build on its own, the dev
 * server) the style sheets stay whole.
 */
export function mantineUsedCss(): Plugin {
  let used: Set<string> | undefined;
  return {
    name: 'procounter:mantine-used-css',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const given = process.env[USED_CLASSES_ENV];
      used = given ? new Set(JSON.parse(given) as string[]) : undefined;
    },
    transform(code, id) {
      // A style sheet imported for its address (`?url`, the rich text editor's) is an asset the
      // transform sees as JavaScript: it stays whole.
      if (!used || id.includes('?') || !MANTINE_STYLESHEET.test(id)) return null;
      return { code: dropUnusedMantineRules(code, used), map: null };
    },
  };
}
