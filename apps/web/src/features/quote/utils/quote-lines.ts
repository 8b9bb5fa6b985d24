import type { WorksheetLine } from '@procounter/shared/contracts/worksheet';

/** A line of the quote page, with its kit components when it is a kit summary. */
export interface LineGroup {
  line: WorksheetLine;
  components: WorksheetLine[];
}

/**
 * The quote's lines as the page lists them: each kit summary with its components under it (in
 * the order they were added), every other line on its own. A component whose summary is missing
 * is listed on its own rather than lost.
 */
export function groupQuoteLines(lines: readonly WorksheetLine[]): LineGroup[] {
  const summaries = new Set(
    lines.filter((l) => l.itemType === 'KIT_SUMMARY').map((l) => l.worksheetDetailId),
  );
  const groups: LineGroup[] = [];
  const byId = new Map<number, LineGroup>();
  for (const line of lines) {
    const parent = line.parentWorksheetDetailId;
    if (parent !== null && summaries.has(parent)) continue;
    const group = { line, components: [] };
    groups.push(group);
    byId.set(line.worksheetDetailId, group);
  }
  for (const line of lines) {
    const parent = line.parentWorksheetDetailId;
    if (parent !== null && summaries.has(parent)) byId.get(parent)?.components.push(line);
  }
  return groups;
}

/** The line code, part number and brand of a part, as one label ('BRK 4411 Acme'). */
export function partLabel(line: Pick<WorksheetLine, 'lineCode' | 'partNumber' | 'brandName'>) {
  return [line.lineCode, line.partNumber, line.brandName].filter(Boolean).join(' ');
}
