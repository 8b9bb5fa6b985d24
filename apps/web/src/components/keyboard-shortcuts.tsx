import { lazy, Suspense, useState } from 'react';
import { useGlobalShortcuts } from '@/hooks/use-global-shortcuts';

// The help's code (a dialog and a table) loads when '?' first asks for it.
const KeyboardShortcutsHelp = lazy(() =>
  import('./keyboard-shortcuts-help').then((module) => ({
    default: module.KeyboardShortcutsHelp,
  })),
);

/**
 * The shell's keyboard shortcuts (use-global-shortcuts.ts) and their help, which '?' opens: a
 * dialog listing them; Escape closes it.
 */
export function KeyboardShortcuts() {
  const [helpOpened, setHelpOpened] = useState(false);
  useGlobalShortcuts({ onHelp: () => setHelpOpened(true) });
  return helpOpened ? (
    <Suspense fallback={null}>
      <KeyboardShortcutsHelp onClose={() => setHelpOpened(false)} />
    </Suspense>
  ) : null;
}
