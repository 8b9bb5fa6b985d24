import { type RefObject, useEffect } from 'react';
import { VEHICLE_PANEL_ID, VEHICLE_TOGGLE_ID } from '../components/selector-ids';

/**
 * Whether the selector may move the focus now: it is on nothing, on the toggle or inside the
 * selector panel. Focus the user put elsewhere (the search box) stays where it is.
 */
export function selectorMayTakeFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.id === VEHICLE_TOGGLE_ID) return true;
  return document.getElementById(VEHICLE_PANEL_ID)?.contains(active) ?? false;
}

/**
 * Focuses what `focus` says once, when the component mounts and `enabled` (issue 21: the selector
 * opens with focus in its first field, and Change puts it in the input). Reusable forms (the
 * vehicle entry embedded in a page) pass `enabled` false.
 */
export function useFocusOnMount(
  focus: (() => void) | RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it mounts
  useEffect(() => {
    if (!enabled || !selectorMayTakeFocus()) return;
    if (typeof focus === 'function') focus();
    else focus.current?.focus();
  }, []);
}
