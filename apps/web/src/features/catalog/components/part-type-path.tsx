import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartTypePath } from '../api/get-part-type-path';

/**
 * Where a part type sits in the catalog ('Brakes › Disc Brakes'), under its results' heading
 * (issue 25 part 4, node/resolve/leaf). Nothing while it loads or when it fails.
 */
export function PartTypePath({ partTypeId }: { partTypeId: string }) {
  const { t } = useTranslation();
  const { data } = usePartTypePath(partTypeId);
  if (!data || data.path.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('catalog:products.pathLabel')} {data.path.map((node) => node.partTypeName).join(' › ')}
    </Text>
  );
}
