import { Button, Group } from '@mantine/core';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { useTranslation } from 'react-i18next';
import { usePopularPartTypes } from '../api/get-popular-part-types';
import { SectionEmpty, SectionError, SectionLoading } from './home-section';

/** How many of the most popular part types the start page offers. */
const SHOWN = 12;

/**
 * The most popular part types for the current vehicle (R-HOME-2), each a button that opens its
 * parts: the page gives what choosing does (the search feature's choice, put in by the app layer).
 */
export function PopularPartTypes({
  onChoose,
  label,
}: {
  onChoose: (partType: PartTypeNode) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const popular = usePopularPartTypes(true);
  if (popular.isPending) return <SectionLoading rows={2} />;
  if (popular.isError)
    return <SectionError onRetry={() => void popular.refetch()} retrying={popular.isFetching} />;
  const leaves = popular.data.filter((node) => node.leaf).slice(0, SHOWN);
  if (leaves.length === 0) return <SectionEmpty text={t('home:popular.empty')} />;
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {leaves.map((node) => (
        <Button key={node.partTypeId} variant="light" size="xs" onClick={() => onChoose(node)}>
          {node.partTypeName}
        </Button>
      ))}
    </Group>
  );
}
