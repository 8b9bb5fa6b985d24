import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentVehicle } from '@/hooks/use-current-vehicle';
import { useSearchPartTypes } from '../api/search-part-types';
import { fromPartTypeNode, useChoosePartType } from '../hooks/use-choose-part-type';
import classes from './search.module.css';
import { SectionState } from './section-state';

/**
 * The part types matching the query (GET searchPartType.json, max 60, by rank). Choosing one is
 * choosing it in the typeahead: a vehicle first when it needs one, then its products.
 */
export function PartTypeResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const partTypes = useSearchPartTypes(query);
  const choosePartType = useChoosePartType();
  const list = partTypes.data;
  // R-SEARCH-4: the mark only while the quote is known to have no vehicle (not with one selected).
  const currentVehicle = useCurrentVehicle();
  const vehicleMissing = currentVehicle.isSuccess && !isVehicleSelected(currentVehicle.data);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={2} size="h4" id={headingId}>
        {t('search:results.partTypesTitle')}
      </Title>
      <SectionState
        loading={partTypes.isPending}
        loadingLabel={t('search:results.loadingPartTypes')}
        failed={partTypes.isError}
        failedText={t('search:results.partTypesFailed')}
        onRetry={() => void partTypes.refetch()}
        retrying={partTypes.isFetching}
      />
      {list && list.length === 0 ? (
        <Text size="sm" role="status">
          {t('search:results.noPartTypes', { query })}
        </Text>
      ) : null}
      {list && list.length > 0 ? (
        <ul className={classes.partTypeList}>
          {list.map((node) => (
            <li key={node.partTypeId}>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  size="compact-md"
                  onClick={() => void choosePartType(fromPartTypeNode(node))}
                >
                  {node.partTypeName}
                </Button>
                {node.applicationPartType && vehicleMissing ? (
                  <Badge variant="light" color="gray" size="sm">
                    {t('search:results.needsVehicle')}
                  </Badge>
                ) : null}
              </Group>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
