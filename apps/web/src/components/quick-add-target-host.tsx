import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  currentQuickAddQuestion,
  type QuickAddQuestion,
  subscribeQuickAddQuestions,
} from '@/lib/quick-add-target';

// The dialog (Mantine's Modal and Radio) loads with the first question, not with the shell.
const QuickAddTargetDialog = lazy(() =>
  import('./quick-add-target-dialog').then((module) => ({
    default: module.QuickAddTargetDialog,
  })),
);

const keys = new WeakMap<QuickAddQuestion, number>();
let nextKey = 1;
function questionKey(question: QuickAddQuestion): number {
  let key = keys.get(question);
  if (key === undefined) {
    key = nextKey++;
    keys.set(question, key);
  }
  return key;
}

/**
 * Answers quick add's question of which stock order (lib/quick-add-target.ts): mounted once in the
 * shell, it shows the open question, if any; a new question is a new dialog (its own choice).
 */
export function QuickAddTargetHost() {
  const question = useSyncExternalStore(
    subscribeQuickAddQuestions,
    currentQuickAddQuestion,
    currentQuickAddQuestion,
  );
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <QuickAddTargetDialog key={questionKey(question)} question={question} />
    </Suspense>
  );
}
