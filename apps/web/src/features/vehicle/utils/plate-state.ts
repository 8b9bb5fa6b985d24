/**
 * The plate search's state picker starts on the state last used on this device, else the shop's
 * state (R-VEH-2); a value that is not one of the listed states is skipped.
 */
export function defaultPlateState(
  states: readonly { code: string }[],
  lastUsed: string | null | undefined,
  shopState: string | null | undefined,
): string {
  const known = (code: string | null | undefined) =>
    code != null && states.some((state) => state.code === code);
  if (known(lastUsed)) return lastUsed!;
  if (known(shopState)) return shopState!;
  return '';
}
