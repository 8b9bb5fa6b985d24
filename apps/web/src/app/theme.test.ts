import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, grayBrand, localizedTheme, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(merged).light;

/** WCAG contrast of two colours, rounded down to 2 decimals as axe reports it. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((lighter + 0.05) / (darker + 0.05)) * 100) / 100;
}

/** A colour variable as the light scheme resolves it: ours, else Mantine's for the light variant. */
function resolve(value: string): string {
  const name = /^var\((--mantine-color-[a-z]+-[a-z0-9-]+)\)$/.exec(value)?.[1];
  if (!name) return value;
  if (light[name]) return resolve(light[name]);
  const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(name);
  if (shade?.[1] && shade[2]) return merged.colors[shade[1]]![Number(shade[2])]!;
  // Mantine 9's light scheme: the tint is shade 1, its hover shade 2, its text shade 9.
  const tint = /^--mantine-color-([a-z]+)-light(-hover|-color)?$/.exec(name);
  const shadeOf = { '': 1, '-hover': 2, '-color': 9 } as const;
  if (tint?.[1]) return merged.colors[tint[1]]![shadeOf[(tint[2] ?? '') as keyof typeof shadeOf]]!;
  throw new Error(`no value for ${name}`);
}

describe('theme: coloured labels are readable (WCAG 2.2 AA, 4.5:1)', () => {
  // Badges written `variant="light" color="blue.9"` (status, KIT, part types) were blue 9 text on a
  // blue 9 background in Mantine 9: 1:1.
  it.each([
    ['light', 'blue.9'],
    ['light', 'green.9'],
    ['subtle', 'red.6'],
    ['transparent', 'blue.9'],
  ])('%s variant of %s: its text on its background and on its hover', (variant, color) => {
    const colors = merged.variantColorResolver({ color, theme: merged, variant });
    const text = resolve(colors.color);
    const background = colors.background === 'transparent' ? '#ffffff' : resolve(colors.background);
    const hover = colors.hover === 'transparent' ? '#ffffff' : resolve(colors.hover);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, hover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(merged.colors))(
    'the light variant of %s: text on its tint, the tint on hover and white',
    (color) => {
      const colors = merged.variantColorResolver({ color, theme: merged, variant: 'light' });
      const text = resolve(colors.color);
      for (const background of [resolve(colors.background), resolve(colors.hover), '#ffffff']) {
        expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('keeps filled and outline colours with a shade as Mantine gives them', () => {
    const filled = merged.variantColorResolver({
      color: 'teal.9',
      theme: merged,
      variant: 'filled',
    });
    expect(filled.background).toBe('var(--mantine-color-teal-9)');
    const outline = merged.variantColorResolver({
      color: 'red.9',
      theme: merged,
      variant: 'outline',
    });
    expect(outline.color).toBe('var(--mantine-color-red-9)');
  });
});

describe('the subtle gray theme (stylesheet 2)', () => {
  const gray = mergeMantineTheme(DEFAULT_THEME, localizedTheme('Close', true));
  const grayLight: Record<string, string> = cssVariablesResolver(gray).light;

  it("puts the gray palette in the navy one's place and keeps the accents", () => {
    expect(gray.colors.brand).toEqual(grayBrand);
    expect(gray.colors.accent).toEqual(merged.colors.accent);
    expect(mergeMantineTheme(DEFAULT_THEME, localizedTheme('Close')).colors.brand).toEqual(
      merged.colors.brand,
    );
  });

  it('reads as the default does: white on the navigation and the buttons, tinted labels', () => {
    // The navigation and header are shade 8, filled buttons shade 6 (and 7 on hover).
    for (const shade of [6, 7, 8, 9]) {
      expect(contrast('#ffffff', grayBrand[shade]!), `white on ${shade}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    const text = grayLight['--mantine-color-brand-light-color']!;
    for (const background of [grayBrand[1], grayBrand[2], '#ffffff']) {
      expect(contrast(text, background!), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
