/**
 * ProseMirror measures the page (caret coordinates, scrolling the selection into view) with
 * getClientRects, getBoundingClientRect and elementFromPoint, which jsdom does not lay out. These
 * stand-ins answer "nothing there", which is enough for typing and pasting into the editor in a
 * unit test; layout itself is the end-to-end tests' job.
 */
export function installEditorGeometry(): void {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
}
