import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PartTypeSelection } from '@procounter/shared/contracts/catalog-search';
import { PART_SELECTION_MAX, PLATFORM_IDS } from '@procounter/shared/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelatedPartTypes } from '../api/get-related-part-types';
import type { PartTypeChoice } from '../hooks/use-part-type-selection';

export interface SelectedPartTypesProps {
  selected: PartTypeSelection[];
  busy: boolean;
  onRemove: (partTypeId: string) => void;
  onClear: () => void;
  onAdd: (choice: PartTypeChoice) => void;
  onShowParts: () => void;
}

/**
 * The selection: each part type with its remove button, Clear all, quick adds of the part types
 * related to the last one chosen, and Show Parts.
 */
export function SelectedPartTypes({
  selected,
  busy,
  onRemove,
  onClear,
  onAdd,
  onShowParts,
}: SelectedPartTypesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const last = selected.at(-1)?.partTypeId ?? null;
  const related = useRelatedPartTypes(last);
  const quickAdds = (related.data ?? [])
    .filter((r) => r.leaf && !selected.some((s) => s.partTypeId === r.partTypeId))
    .slice(0, 5);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('catalog:browse.selectedTitle', { count: selected.length, max: PART_SELECTION_MAX })}
        </Title>
        {selected.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('catalog:browse.noneSelected')}
          </Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {selected.map((s) => (
              <li key={s.partTypeId}>
                <Badge
                  size="lg"
                  variant="light"
                  color="blue.9"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="blue.9"
                      aria-label={t('catalog:browse.remove', { name: s.partTypeName })}
                      onClick={() => onRemove(s.partTypeId)}
                    >
                      ×
                    </ActionIcon>
                  }
                >
                  {s.partTypeName}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        {quickAdds.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('catalog:browse.related')}
            </Text>
            <Group gap="xs">
              {quickAdds.map((r) => (
                <Button
                  key={r.partTypeId}
                  size="compact-sm"
                  variant="default"
                  aria-label={t('catalog:browse.addRelated', { name: r.partTypeName })}
                  onClick={() =>
                    onAdd({ partTypeId: r.partTypeId, platformId: PLATFORM_IDS.related })
                  }
                >
                  + {r.partTypeName}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Group>
          <Button onClick={onShowParts} disabled={selected.length === 0}>
            {t('catalog:browse.showParts')}
          </Button>
          <Button variant="default" onClick={onClear} disabled={selected.length === 0 || busy}>
            {t('catalog:browse.clearAll')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
