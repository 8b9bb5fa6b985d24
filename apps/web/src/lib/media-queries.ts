/**
 * Below Mantine's `sm` breakpoint (48em): a phone. Pages switch to cards and native pickers there.
 * A module of its own, so a page reads it without importing the component that first needed it.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';
