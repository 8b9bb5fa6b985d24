import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  mergeThemeOverrides,
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

export const theme = createTheme({
  primaryColor: 'brand',
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
 * notifications and modals are bare icons that a screen reader would announce as "button".
 */
export function localizedTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Notification: { defaultProps: { closeButtonProps } },
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
      },
    }),
  );
}

/**
 * Mantine's default dimmed text (gray 6) on our light gray bars is below the WCAG AA contrast of
 * 4.5:1; gray 7 passes on white and on gray 0.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
