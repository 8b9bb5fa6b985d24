import { describe, expect, it } from 'vitest';
import { dropUnusedMantineRules, mantineClassesIn } from './mantine-css';

const USED = 'm_77c9d27d';
const UNUSED = 'm_5ae2e3c0';
const OTHER_USED = 'm_80f1301b';

describe('mantineClassesIn', () => {
  it('finds the Mantine class names in code, once each', () => {
    const code = `const classes={root:"${USED}",inner:"${OTHER_USED}"};x("${USED}");"m_12";"am_77c9d27d0"`;
    expect([...mantineClassesIn(code)].sort()).toEqual([USED, OTHER_USED].sort());
  });
});

describe('dropUnusedMantineRules', () => {
  const used = new Set([USED, OTHER_USED]);

  it('keeps the rules of used classes and of no class, drops the others', () => {
    const css = [
      ':root{--mantine-color-blue-6:#228be6}',
      `.${USED}{color:red}`,
      `.${UNUSED}{color:blue}`,
      `.${USED} .${UNUSED}{margin:0}`,
      `.${USED}:where([data-variant=filled]) .${OTHER_USED}{padding:0}`,
      'body{margin:0}',
      '[data-mantine-color-scheme=dark] .x{color:white}',
    ].join('\n');
    const out = dropUnusedMantineRules(css, used);
    expect(out).toContain('--mantine-color-blue-6:#228be6');
    expect(out).toContain(`.${USED}{color:red}`);
    expect(out).toContain(`.${USED}:where([data-variant=filled]) .${OTHER_USED}{padding:0}`);
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('[data-mantine-color-scheme=dark] .x{color:white}');
    expect(out).not.toContain(UNUSED);
  });

  it('keeps the live selectors of a list', () => {
    const out = dropUnusedMantineRules(`.${USED}:hover, .${UNUSED}:hover, a{opacity:.5}`, used);
    expect(out).toContain(`.${USED}:hover`);
    expect(out).toContain('a{opacity:.5}');
    expect(out).not.toContain(UNUSED);
  });

  it('drops at-rules left empty, nested ones too, and keeps the others', () => {
    const css = [
      `@media (min-width:48em){.${UNUSED}{display:none}}`,
      `@layer mantine{@media (hover:hover){.${UNUSED}:hover{color:red}}}`,
      `@media (max-width:30em){.${USED}{display:block}.${UNUSED}{display:none}}`,
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ].join('\n');
    const out = dropUnusedMantineRules(css, used);
    expect(out).not.toContain('min-width:48em');
    expect(out).not.toContain('@layer');
    expect(out).toContain(`@media (max-width:30em){.${USED}{display:block}}`);
    expect(out).toContain('@keyframes spin{to{transform:rotate(360deg)}}');
  });
});
