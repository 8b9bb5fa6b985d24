/** Options of the searchable year/make/model pickers. */

export interface PickerOption {
  value: string;
  label: string;
}

/**
 * The options matching what was typed, best first: the exact label, then labels that start with
 * it, then labels that contain it (each group in the server's order). Nothing typed: all.
 */
export function filterPickerOptions(
  options: readonly PickerOption[],
  search: string,
): PickerOption[] {
  const typed = search.trim().toLowerCase();
  if (!typed) return [...options];
  const rank = (label: string) => {
    const text = label.toLowerCase();
    if (text === typed) return 0;
    if (text.startsWith(typed)) return 1;
    return text.includes(typed) ? 2 : 3;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option.label) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/** How many columns a grid of `rows` rows needs for `count` options. */
export function gridColumns(count: number, rows: number): number {
  return Math.max(1, Math.ceil(count / rows));
}
