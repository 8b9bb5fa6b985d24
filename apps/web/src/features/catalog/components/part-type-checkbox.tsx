import { Checkbox } from '@mantine/core';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import type { PartTypeChoice } from '../hooks/use-part-type-selection';

export interface PartTypeCheckboxProps {
  node: Pick<PartTypeNode, 'partTypeId' | 'partTypeName'>;
  choice: PartTypeChoice;
  checked: boolean;
  onToggle: (choice: PartTypeChoice, checked: boolean) => void;
}

/** One selectable part type: checking selects it on the server, unchecking removes it. */
export function PartTypeCheckbox({ node, choice, checked, onToggle }: PartTypeCheckboxProps) {
  return (
    <Checkbox
      label={node.partTypeName}
      checked={checked}
      onChange={(event) => onToggle(choice, event.currentTarget.checked)}
    />
  );
}
