/**
 * Which stock order a quick add goes to (R-STOCK-3, issue 21): quick add asks the user instead of
 * adding at once to an order it made up. A batch (the clicks of QUICK_ADD_BATCH_MS) asks once;
 * the question is answered by the dialog (components/quick-add-target-dialog.tsx), which reads the
 * open question here. Questions asked while one is open wait their turn.
 */

/** An existing order, or a new one by name. */
export type QuickAddTarget = { id: number } | { name: string };

export interface QuickAddQuestion {
  /** How many items the batch adds (the sum of its quantities). */
  itemCount: number;
  /** The default name of a new order ('Quick add 11/26/26'). */
  newOrderName: string;
  answer: (target: QuickAddTarget | null) => void;
}

let queue: QuickAddQuestion[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Asks which order; answers null when the user cancels. */
export function askQuickAddTarget(
  itemCount: number,
  newOrderName: string,
): Promise<QuickAddTarget | null> {
  return new Promise((resolve) => {
    const question: QuickAddQuestion = {
      itemCount,
      newOrderName,
      answer: (target) => {
        queue = queue.filter((q) => q !== question);
        notify();
        resolve(target);
      },
    };
    queue = [...queue, question];
    notify();
  });
}

/** The question on screen, if any. */
export function currentQuickAddQuestion(): QuickAddQuestion | null {
  return queue[0] ?? null;
}

export function subscribeQuickAddQuestions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
