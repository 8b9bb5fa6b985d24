/**
 * The keyboard shortcuts of the authenticated shell (R-SHELL-8 keyboard use; issue 21): one
 * global handler (hooks/use-global-shortcuts.ts) reads them; the targets say them with
 * aria-keyshortcuts, and the help ('?') lists them. Single keys without modifiers, taken only
 * when the user is not typing in a field.
 */
export const SHORTCUT_KEYS = {
  /** Focuses the info bar's part search. */
  search: '/',
  /** Opens the vehicle selector (focus in its first field). */
  vehicle: 'v',
  /** Focuses the first result's quantity, where Enter adds it to the quote. */
  results: 'r',
  /** Shows the list of shortcuts. */
  help: '?',
} as const;

export type ShortcutAction = keyof typeof SHORTCUT_KEYS;

/** The info bar's part search box (both the plain box and the combobox carry it). */
export const PART_SEARCH_ID = 'part-search';

/** Marks the field the results shortcut focuses (the first in the page is taken). */
export const RESULTS_ENTRY_ATTRIBUTE = 'data-results-entry';

/** The shortcut a key press asks for, or null (modifiers other than Shift never are). */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  for (const [action, shortcut] of Object.entries(SHORTCUT_KEYS)) {
    if (shortcut === key) return action as ShortcutAction;
  }
  return null;
}

/** A key pressed here is typing: fields, editable text, and lists that take letters. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file'].includes(
      type,
    );
  }
  return target.closest('[role="listbox"], [role="menu"], [role="grid"]') !== null;
}
