/**
 * How many items the current quote holds: the shop switcher asks before leaving a quote with
 * items. The quote issue fills this from the mini quote; until then the mini quote is empty.
 */
export function useQuoteItemCount(): number {
  return 0;
}
