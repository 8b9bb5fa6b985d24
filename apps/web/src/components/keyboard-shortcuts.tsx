import { Kbd, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalShortcuts } from '@/hooks/use-global-shortcuts';
import { SHORTCUT_KEYS } from '@/lib/shortcuts';

/** Each shortcut's key as shown, and what it does (common:shortcuts.*). */
const ROWS = [
  { key: SHORTCUT_KEYS.search, text: 'common:shortcuts.search' },
  { key: SHORTCUT_KEYS.vehicle.toUpperCase(), text: 'common:shortcuts.vehicle' },
  { key: SHORTCUT_KEYS.results.toUpperCase(), text: 'common:shortcuts.results' },
  { key: SHORTCUT_KEYS.help, text: 'common:shortcuts.help' },
  { key: 'Esc', text: 'common:shortcuts.escape' },
] as const;

/**
 * The shell's keyboard shortcuts (use-global-shortcuts.ts) and their help, which '?' opens: a
 * dialog listing them, its Close button focused, Escape closes it.
 */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const [helpOpened, setHelpOpened] = useState(false);
  useGlobalShortcuts({ onHelp: () => setHelpOpened(true) });
  const close = () => setHelpOpened(false);

  return (
    <Modal opened={helpOpened} onClose={close} title={t('common:shortcuts.title')} centered>
      <Table aria-label={t('common:shortcuts.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common:shortcuts.keyColumn')}</Table.Th>
            <Table.Th>{t('common:shortcuts.actionColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>
                <Kbd>{row.key}</Kbd>
              </Table.Td>
              <Table.Td>{t(row.text)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
