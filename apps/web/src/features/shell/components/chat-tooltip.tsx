import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The chat button's first-use tooltip: its own chunk, loaded only for a user who gets it. */
export function ChatTooltip({
  label,
  opened,
  children,
}: {
  label: string;
  opened: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip
      label={label}
      opened={opened}
      position="bottom-end"
      withArrow
      multiline
      w={220}
      // Below the drawer and modals (200): the tooltip must not sit on top of an open menu.
      zIndex={140}
    >
      {children}
    </Tooltip>
  );
}
