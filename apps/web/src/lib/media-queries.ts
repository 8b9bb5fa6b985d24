/**
 * Below Mantine's `sm` breakpoint (48em): a phone. Pages switch to cards and native pickers there.
 * A module of its own, so a page reads it without importing the component that first needed it.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Mantine's `lg` breakpoint (75em) and up: the desktop shell, with the admin bar and the main
 * navigation's links; below it they live in the menu behind the burger button.
 */
export const DESKTOP_QUERY = '(min-width: 75em)';
