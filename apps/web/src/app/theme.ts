import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  mergeThemeOverrides,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** ProCounter navy: the header, navigation and primary actions. */
const brand: MantineColorsTuple = [
  '#e8f1fb',
  '#d0e0f2',
  '#a3bfe2',
  '#729cd2',
  '#4a7fc5',
  '#3169bd',
  '#245fbb',
  '#164fa5',
  '#0d4594',
  '#0a356f',
];

/** Parts-counter amber: the accents (New badge, Go To Quote, focus outline on navy). */
const accent: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8500',
  '#af7100',
];

/**
 * The spec's subtle gray theme (userPreference.selectedStylesheet 2): a slate gray takes the navy's
 * place (header, navigation, links, primary actions), with the same contrasts (white on shade 8
 * 9.6:1, on shade 6 5.5:1); the amber accents stay.
 */
export const grayBrand: MantineColorsTuple = [
  '#f1f3f5',
  '#e2e6ea',
  '#c5ccd3',
  '#a6b0ba',
  '#8a95a1',
  '#74808d',
  '#5e6a77',
  '#4c5763',
  '#3c4650',
  '#2c343c',
];

/** The variants that paint a colour as a tint (or nothing) under text of that colour. */
const TINTED_VARIANTS = new Set(['light', 'subtle', 'transparent']);

/**
 * Mantine 9 paints the light variant of a colour with a shade ('blue.9') as that shade, solid,
 * under the colour's light text, which in the light scheme is shade 9: every badge written
 * `variant="light" color="blue.9"` (quote status, KIT, part types) was blue 9 on blue 9, 1:1. On
 * subtle and transparent a shade is capped at 6, under 4.5:1 on white for most colours. On these
 * tinted variants a shade keeps only its hue here: they take the colour's tint and its readable
 * text (cssVariablesResolver), as the colour without a shade does. Filled, outline and the others
 * are Mantine's.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color, theme: input.theme });
  if (TINTED_VARIANTS.has(input.variant) && parsed.isThemeColor && parsed.shade !== undefined) {
    return defaultVariantColorsResolver({ ...input, color: parsed.color });
  }
  return defaultVariantColorsResolver(input);
};

export const theme = createTheme({
  primaryColor: 'brand',
  variantColorResolver,
  colors: { brand, accent },
  defaultRadius: 'sm',
  // Keyboard users always see where focus is; mouse users are not distracted by it.
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * The theme with the texts Mantine needs in the user's language: the close buttons of toasts,
 * notifications and modals are bare icons that a screen reader would announce as "button". With
 * `gray`, the subtle gray theme: Mantine writes every colour variable from the theme, so the whole
 * app follows.
 */
export function localizedTheme(closeLabel: string, gray = false) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      ...(gray ? { colors: { brand: grayBrand } } : {}),
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}

/** WCAG 2.2 AA, 1.4.3: text reaches 4.5:1 with its background. */
const AA_TEXT_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Text for a colour's light variant in the light scheme: its darkest shade, darkened in 5% steps
 * until it reads at 4.5:1 on the tint's hover (shade 2), and so on the tint (shade 1) and on white.
 * Mantine's own (shade 9) falls short for most colours: green 9 on green 1 is 3.8:1, yellow 2.7:1.
 */
function readableTintText(shades: MantineColorsTuple): string {
  let text = shades[9];
  for (let step = 1; contrast(text, shades[2]) < AA_TEXT_CONTRAST && step < 20; step += 1) {
    text = darken(shades[9], step * 0.05);
  }
  return text;
}

/**
 * Light scheme variables (the app has no other: defaultColorScheme and the documents' color-scheme
 * meta say light, whatever the system prefers):
 * - Mantine's default dimmed text (gray 6) on our light gray bars is below 4.5:1; gray 7 passes on
 *   white and on gray 0.
 * - each colour's light text (light, subtle and transparent variants) reads on its tint and white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(t.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableTintText(shades),
      ]),
    ),
  },
  dark: {},
});
