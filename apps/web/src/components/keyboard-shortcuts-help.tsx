import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_KEYS } from '@/lib/shortcuts';

/** Each shortcut's key as shown, and what it does (common:shortcuts.*). */
const ROWS = [
  { key: SHORTCUT_KEYS.search, text: 'common:shortcuts.search' },
  { key: SHORTCUT_KEYS.vehicle.toUpperCase(), text: 'common:shortcuts.vehicle' },
  { key: SHORTCUT_KEYS.results.toUpperCase(), text: 'common:shortcuts.results' },
  { key: SHORTCUT_KEYS.help, text: 'common:shortcuts.help' },
  { key: 'Esc', text: 'common:shortcuts.escape' },
] as const;

/** The list of the shell's keyboard shortcuts, in a dialog that Escape closes. */
export function KeyboardShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('common:shortcuts.title')} centered>
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
