import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';

/** @mantine/modals for the signed-in app (see providers.tsx for why it is not at the root). */
export function AppModalsProvider({ children }: { children: ReactNode }) {
  return <ModalsProvider>{children}</ModalsProvider>;
}
