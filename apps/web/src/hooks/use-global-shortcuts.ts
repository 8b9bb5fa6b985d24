import { useEffect, useEffectEvent } from 'react';
import {
  isTypingTarget,
  PART_SEARCH_ID,
  RESULTS_ENTRY_ATTRIBUTE,
  type ShortcutAction,
  shortcutOf,
} from '@/lib/shortcuts';
import { openVehicleSelector } from '@/lib/vehicle-selector';

/** A modal dialog is open: its focus trap keeps the keys, the shortcuts wait. */
function modalOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

function focusElement(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
  return true;
}

/** What each shortcut does; true when it did something (the key is then taken). */
function run(action: ShortcutAction, onHelp: () => void): boolean {
  switch (action) {
    case 'search':
      return focusElement(document.getElementById(PART_SEARCH_ID));
    case 'vehicle':
      // The panel puts the focus in its first field as it opens (vehicle-selector-panel.tsx).
      openVehicleSelector();
      return true;
    case 'results':
      return focusElement(document.querySelector(`[${RESULTS_ENTRY_ATTRIBUTE}]`));
    case 'help':
      onHelp();
      return true;
  }
}

/**
 * The shell's one keyboard handler (issue 21, keyboard first): '/' focuses the part search, 'v'
 * opens the vehicle selector, 'r' goes to the first result's quantity, '?' shows the shortcuts.
 * Keys typed in a field, with Ctrl, Alt or Meta, or while a modal dialog is open are left alone.
 * Escape in the part search with its suggestions closed leaves the search for the page (the main
 * element), so the next shortcut is not typed into it.
 */
export function useGlobalShortcuts({ onHelp }: { onHelp: () => void }): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    const target = event.target;
    if (event.key === 'Escape') {
      // Capture phase: aria-expanded still says whether this Escape only closes the suggestions.
      if (
        target instanceof HTMLElement &&
        target.id === PART_SEARCH_ID &&
        target.getAttribute('aria-expanded') !== 'true'
      ) {
        focusElement(document.getElementById('main'));
      }
      return;
    }
    if (isTypingTarget(target) || modalOpen()) return;
    const action = shortcutOf(event);
    if (action && run(action, onHelp)) event.preventDefault();
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener, true);
    return () => window.removeEventListener('keydown', listener, true);
  }, []);
}
