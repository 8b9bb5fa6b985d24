import { ActionIcon, Group, List, Text } from '@mantine/core';
import type { AnsweredAttribute } from '@procounter/shared/contracts/vehicle';
import { useTranslation } from 'react-i18next';

export interface AnsweredAttributesProps {
  attributes: AnsweredAttribute[];
  onRemove: (attributeId: number) => void;
  removing: boolean;
}

/** The current vehicle's answered attributes, each with its remove button. */
export function AnsweredAttributes({ attributes, onRemove, removing }: AnsweredAttributesProps) {
  const { t } = useTranslation();
  if (attributes.length === 0) return null;
  return (
    <List listStyleType="none" spacing={4}>
      {attributes.map((attribute) => (
        <List.Item key={attribute.attributeId}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{attribute.displayDescription}</Text>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t('vehicle:removeAttribute', {
                attribute: attribute.displayDescription,
              })}
              disabled={removing}
              onClick={() => onRemove(attribute.attributeId)}
            >
              ×
            </ActionIcon>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
