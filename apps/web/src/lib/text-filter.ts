/** Lower case without accents, so 'devolucion' finds 'Devolución'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether any of the texts holds the filter's words, each somewhere (a blank filter matches). */
export function matchesFilter(filter: string, texts: readonly string[]): boolean {
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}
