import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USER_SEARCH_MAX_LENGTH } from '@procounter/shared/validation/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasqueradeCandidates, useStartMasquerade } from '../api/masquerade';

/** The support page's masquerade panel: find a user, then act as them. */
export function MasqueradePanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const candidates = useMasqueradeCandidates(debounced);
  const start = useStartMasquerade();

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('common:masquerade.panelTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('common:masquerade.panelIntro')}
        </Text>
        <TextInput
          label={t('common:masquerade.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={USER_SEARCH_MAX_LENGTH}
          type="search"
        />
        {start.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('common:masquerade.startFailed')}
          </Alert>
        ) : null}
        {candidates.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('common:masquerade.searchFailed')}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={480}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common:masquerade.loginName')}</Table.Th>
                <Table.Th>{t('common:masquerade.name')}</Table.Th>
                <Table.Th>{t('common:masquerade.role')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common:masquerade.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(candidates.data ?? []).map((candidate) => (
                <Table.Tr key={candidate.userId}>
                  <Table.Td>{candidate.loginName}</Table.Td>
                  <Table.Td>{`${candidate.firstName} ${candidate.lastName}`}</Table.Td>
                  <Table.Td>{candidate.groupName ?? ''}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      loading={start.isPending && start.variables === candidate.userId}
                      disabled={start.isPending}
                      onClick={() => start.mutate(candidate.userId)}
                    >
                      {t('common:masquerade.masquerade')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {candidates.isSuccess && candidates.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('common:masquerade.noUsers')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
