import { Accordion, Stack, Text } from '@mantine/core';
import type { PartTypeTreeNode } from '@procounter/shared/contracts/catalog-search';
import { PLATFORM_IDS } from '@procounter/shared/domain/constants';
import { useTranslation } from 'react-i18next';
import type { PartTypeChoice } from '../hooks/use-part-type-selection';
import classes from './catalog.module.css';
import { PartTypeCheckbox } from './part-type-checkbox';

export interface PartTypeTreeViewProps {
  tree: PartTypeTreeNode[];
  /** Open every category (while a filter narrows the tree). */
  expandAll: boolean;
  isSelected: (partTypeId: string) => boolean;
  onToggle: (choice: PartTypeChoice, checked: boolean) => void;
}

/**
 * The all-part-types tree: categories as accordion items (a button each, Enter or Space opens
 * it), subcategories as groups of checkboxes under their name, part types as checkboxes.
 */
export function PartTypeTreeView({ tree, expandAll, isSelected, onToggle }: PartTypeTreeViewProps) {
  const { t } = useTranslation();
  if (tree.length === 0) return <Text c="dimmed">{t('catalog:browse.noMatch')}</Text>;
  const categories = tree.map((node) => node.partTypeId);
  return (
    <Accordion multiple variant="separated" {...(expandAll ? { value: categories } : {})}>
      {tree.map((category) => (
        <Accordion.Item key={category.partTypeId} value={category.partTypeId}>
          <Accordion.Control>{category.partTypeName}</Accordion.Control>
          <Accordion.Panel>
            <Branch nodes={category.children} isSelected={isSelected} onToggle={onToggle} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Branch({
  nodes,
  isSelected,
  onToggle,
}: {
  nodes: PartTypeTreeNode[];
  isSelected: (partTypeId: string) => boolean;
  onToggle: (choice: PartTypeChoice, checked: boolean) => void;
}) {
  return (
    <Stack gap="xs">
      {nodes.map((node) =>
        node.leaf ? (
          <PartTypeCheckbox
            key={node.partTypeId}
            node={node}
            choice={{
              partTypeId: node.partTypeId,
              platformId: PLATFORM_IDS.all,
              gaTabOrigin: 'ALL',
            }}
            checked={isSelected(node.partTypeId)}
            onToggle={onToggle}
          />
        ) : (
          <fieldset key={node.partTypeId} className={classes.subcategory}>
            <legend>{node.partTypeName}</legend>
            <Branch nodes={node.children} isSelected={isSelected} onToggle={onToggle} />
          </fieldset>
        ),
      )}
    </Stack>
  );
}
