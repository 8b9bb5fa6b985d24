import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Brand, BrandPartType } from '@procounter/shared/contracts/brand';
import { LINE_CODE_PATTERN } from '@procounter/shared/contracts/brand';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { ApiError } from '@/lib/api-client';
import { formatQuantity } from '@/lib/prices';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { matchesFilter } from '@/lib/text-filter';
import { useBrands } from '../api/get-brands';
import { DEFAULT_SORT, writeLookupParams } from '../utils/lookup-params';
import classes from './catalog.module.css';
import { LoadFailed, Loading } from './load-states';

/** The brand the URL names (`?tab=brands&brand=PCS`), if it is a line code. */
export function brandOfUrl(value: string | null): string | null {
  const lineCode = value?.trim().toUpperCase() ?? '';
  return LINE_CODE_PATTERN.test(lineCode) ? lineCode : null;
}

/** A count for a plural text: `count` picks the form, `n` is the figure as the language writes it. */
const counted = (count: number, language: string) => ({
  count,
  n: formatQuantity(count, language),
});

/** The parts of a brand's part type: the lookup of that part type, narrowed to the brand. */
export function brandLookupUrl(partTypeId: string, lineCode: string): string {
  const search = writeLookupParams({ partTypeIds: [partTypeId], sort: DEFAULT_SORT });
  search.append('brand', lineCode);
  return `${ROUTE_PATHS.catalogProducts}?${search}`;
}

/**
 * The Brands tab of Catalog Lookup (issue 25 part 4): every brand with its line code, then the
 * part types a chosen brand makes (`?brand=` in the URL, so Back returns to the list), each a link
 * to its parts narrowed to that brand; a part type that fits by vehicle asks for one first.
 * Loads when the tab is first shown.
 */
export function BrandsTab({ active }: { active: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const lineCode = brandOfUrl(searchParams.get('brand'));
  const choose = (next: string | null) =>
    setSearchParams((params) => {
      const changed = new URLSearchParams(params);
      if (next) changed.set('brand', next);
      else changed.delete('brand');
      return changed;
    });
  return lineCode ? (
    <BrandPartTypes lineCode={lineCode} onBack={() => choose(null)} />
  ) : (
    <BrandList active={active} onChoose={choose} />
  );
}

function BrandList({
  active,
  onChoose,
}: {
  active: boolean;
  onChoose: (lineCode: string) => void;
}) {
  const { t } = useTranslation();
  const brands = useBrands(null, active);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const shown = useMemo(
    () => (brands.data?.brands ?? []).filter((b) => matchesFilter(deferred, [b.name, b.lineCode])),
    [brands.data, deferred],
  );
  if (brands.isPending) return active ? <Loading /> : null;
  if (brands.isError) return <LoadFailed onRetry={() => void brands.refetch()} />;
  if (brands.data.brands.length === 0) return <Text c="dimmed">{t('catalog:brands.none')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('catalog:brands.intro')}
      </Text>
      <TextInput
        type="search"
        label={t('catalog:brands.filter')}
        placeholder={t('catalog:brands.filterPlaceholder')}
        value={filter}
        maxLength={100}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" role="status">
          {t('catalog:brands.noMatch', { filter: deferred.trim() })}
        </Text>
      ) : (
        <ul className={classes.brandGrid} aria-label={t('catalog:brands.listLabel')}>
          {shown.map((brand) => (
            <li key={brand.lineCode}>
              <BrandCard brand={brand} onChoose={() => onChoose(brand.lineCode)} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function BrandCard({ brand, onChoose }: { brand: Brand; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <UnstyledButton onClick={onChoose} className={classes.brandCard} w="100%">
      <Paper withBorder p="sm" h="100%">
        <Text fw={700} size="sm">
          {t('catalog:brands.nameWithCode', { name: brand.name, lineCode: brand.lineCode })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('catalog:brands.partTypes', counted(brand.partTypeCount, i18n.language))}
          {' · '}
          {t('catalog:brands.parts', counted(brand.productCount, i18n.language))}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function BrandPartTypes({ lineCode, onBack }: { lineCode: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const answer = useBrands(lineCode);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const groups = useMemo(() => {
    const byCategory = new Map<string, BrandPartType[]>();
    for (const p of answer.data?.brand?.partTypes ?? []) {
      if (!matchesFilter(deferred, [p.partTypeName, p.categoryName ?? ''])) continue;
      const key = p.categoryName ?? '';
      byCategory.set(key, [...(byCategory.get(key) ?? []), p]);
    }
    return [...byCategory];
  }, [answer.data, deferred]);

  const back = (
    <Button
      variant="default"
      size="compact-sm"
      onClick={onBack}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('catalog:brands.back')}
    </Button>
  );
  if (answer.isPending) return <Loading />;
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return (
      <Stack gap="sm">
        <Alert color="yellow" role="alert">
          {t('catalog:brands.unknown', { lineCode })}
        </Alert>
        {back}
      </Stack>
    );
  }
  if (answer.isError) return <LoadFailed onRetry={() => void answer.refetch()} />;
  const brand = answer.data.brand;
  if (!brand) return back;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      {back}
      <Title order={2} size="h4" id={headingId}>
        {t('catalog:brands.nameWithCode', { name: brand.name, lineCode: brand.lineCode })}
      </Title>
      <Text size="sm" c="dimmed">
        {t('catalog:brands.partTypes', counted(brand.partTypeCount, i18n.language))}
        {' · '}
        {t('catalog:brands.parts', counted(brand.productCount, i18n.language))}
      </Text>
      {brand.partTypes.length === 0 ? (
        <Text c="dimmed">{t('catalog:brands.makesNothing')}</Text>
      ) : (
        <>
          <TextInput
            type="search"
            label={t('catalog:brands.filterPartTypes')}
            placeholder={t('catalog:browse.filterPlaceholder')}
            value={filter}
            maxLength={100}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          {groups.length === 0 ? (
            <Text c="dimmed" role="status">
              {t('catalog:brands.noPartTypeMatch', { filter: deferred.trim() })}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {groups.map(([category, partTypes]) => (
                <CategoryGroup
                  key={category}
                  category={category}
                  partTypes={partTypes}
                  lineCode={brand.lineCode}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function CategoryGroup({
  category,
  partTypes,
  lineCode,
}: {
  category: string;
  partTypes: BrandPartType[];
  lineCode: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { requireVehicle } = useVehicleRequirement();
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Title order={3} size="h6" id={headingId}>
        {category || t('catalog:brands.otherCategory')}
      </Title>
      <List listStyleType="none" spacing={4} aria-labelledby={headingId}>
        {partTypes.map((partType) => {
          const url = brandLookupUrl(partType.partTypeId, lineCode);
          return (
            <List.Item key={partType.partTypeId}>
              <Group gap={6} wrap="nowrap" justify="space-between">
                <Anchor
                  component={Link}
                  to={url}
                  size="sm"
                  className={classes.brandPartType}
                  onClick={(event) => {
                    // A part type that fits by vehicle asks for one before its parts.
                    if (!partType.applicationPartType) return;
                    event.preventDefault();
                    void requireVehicle(() => navigate(url));
                  }}
                >
                  {partType.partTypeName}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {t('catalog:brands.parts', counted(partType.count, i18n.language))}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
