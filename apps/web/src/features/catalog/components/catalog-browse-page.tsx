import { Grid, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { CATALOG_NAVIGATION_TABS, PLATFORM_IDS } from '@procounter/shared/domain/constants';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/hooks/use-current-user';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useVehicleRequirement } from '@/hooks/use-vehicle-requirement';
import { startCatalogNavigation } from '@/lib/signals';
import { useAllPartTypes } from '../api/get-all-part-types';
import { useMostPopular } from '../api/get-most-popular';
import { usePackageJobs } from '../api/get-package-jobs';
import { usePartTypeSelection } from '../hooks/use-part-type-selection';
import { filterPartTypeTree } from '../utils/part-type-tree';
import { needsVehicle } from '../utils/selection-rules';
import { LoadFailed, Loading } from './load-states';
import { PartTypeCheckbox } from './part-type-checkbox';
import { PartTypeTreeView } from './part-type-tree-view';
import { SelectedPartTypes } from './selected-part-types';

// The Jobs tab (its choices, dialogs and forms) loads when it is first shown.
const JobsTab = lazy(() => import('./jobs-tab').then((module) => ({ default: module.JobsTab })));
// So does the Brands tab (issue 25 part 4).
const BrandsTab = lazy(() =>
  import('./brands-tab').then((module) => ({ default: module.BrandsTab })),
);

export const CATALOG_PRODUCTS_PATH = '/catalog/products';

const TABS = ['popular', 'all', 'jobs', 'brands'] as const;
type Tab = (typeof TABS)[number];
/** The tab named by the URL (`?tab=jobs`), if it names one. */
const tabOf = (value: string | null): Tab | null => TABS.find((tab) => tab === value) ?? null;

/**
 * /catalog/browse, Catalog Lookup (R-PART-1, R-PART-3, R-VEH-12): part types to choose from (Most
 * Popular, platform 99; All Part Types, the tree of platform 05 with a name filter), the
 * selection (kept by the server per user) and Show Parts, which asks for a vehicle first when a
 * selected part type needs one. The page opens on the tab of the URL (`?tab=popular|all|jobs|brands`),
 * else on the user's catalog navigation tab; a chosen tab is written to the URL. Jobs (issue 25
 * part 2, the spec's tab origin PACKAGEJOBS) are whole repairs added to the quote at once; Brands
 * (part 4) browse the part types a brand makes, to its parts.
 */
export function CatalogBrowsePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requireVehicle } = useVehicleRequirement();
  const preferredTab = useCurrentUser().data?.userPreference.catalogNavigationTab;
  const [searchParams, setSearchParams] = useSearchParams();
  const [openingTab] = useState<Tab>(() =>
    preferredTab === CATALOG_NAVIGATION_TABS.ALL ? 'all' : 'popular',
  );
  const tab = tabOf(searchParams.get('tab')) ?? openingTab;
  const setTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        const changed = new URLSearchParams(params);
        changed.set('tab', next);
        // A brand chosen on the Brands tab is that tab's.
        if (next !== 'brands') changed.delete('brand');
        return changed;
      },
      { replace: true },
    );
  const selection = usePartTypeSelection();
  // Parts reached from here come from the catalog's navigation (search source CATEGORY_NAV),
  // until a search box pick says otherwise.
  useEffect(() => startCatalogNavigation(), []);
  const jobsShown = useOpenedOnce(tab === 'jobs');
  const brandsShown = useOpenedOnce(tab === 'brands');
  // The list of jobs is asked for with the tab's code, not after it.
  usePackageJobs(tab === 'jobs');

  const showParts = () => {
    const go = () => navigate(CATALOG_PRODUCTS_PATH);
    if (needsVehicle(selection.selected)) void requireVehicle(go);
    else void go();
  };

  // The part type selection belongs to the tabs that choose part types; a job or a brand leads
  // to its parts without it.
  const choosing = tab === 'popular' || tab === 'all';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: choosing ? 8 : 12 }}>
        <Tabs value={tab} onChange={(value) => setTab(tabOf(value) ?? 'popular')}>
          <Tabs.List>
            <Tabs.Tab value="popular">{t('catalog:browse.tabPopular')}</Tabs.Tab>
            <Tabs.Tab value="all">{t('catalog:browse.tabAll')}</Tabs.Tab>
            <Tabs.Tab value="jobs">{t('jobs:tab')}</Tabs.Tab>
            <Tabs.Tab value="brands">{t('catalog:brands.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="popular" pt="md">
            <MostPopular selection={selection} />
          </Tabs.Panel>
          <Tabs.Panel value="all" pt="md">
            <AllPartTypes selection={selection} active={tab === 'all'} />
          </Tabs.Panel>
          <Tabs.Panel value="jobs" pt="md">
            {jobsShown ? (
              <Suspense fallback={<Loading />}>
                <JobsTab active={tab === 'jobs'} />
              </Suspense>
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="brands" pt="md">
            {brandsShown ? (
              <Suspense fallback={<Loading />}>
                <BrandsTab active={tab === 'brands'} />
              </Suspense>
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Grid.Col>
      {choosing ? (
        <Grid.Col span={{ base: 12, md: 4 }}>
          {selection.query.isError ? (
            <LoadFailed onRetry={() => void selection.query.refetch()} />
          ) : (
            <SelectedPartTypes
              selected={selection.selected}
              busy={selection.isChanging}
              onRemove={selection.remove}
              onClear={selection.clearAll}
              onAdd={selection.add}
              onShowParts={showParts}
            />
          )}
        </Grid.Col>
      ) : null}
    </Grid>
  );
}

type Selection = ReturnType<typeof usePartTypeSelection>;

function MostPopular({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const popular = useMostPopular();
  if (popular.isPending) return <Loading />;
  if (popular.isError) return <LoadFailed onRetry={() => void popular.refetch()} />;
  const leaves = popular.data.filter((node) => node.leaf);
  if (leaves.length === 0) return <Text c="dimmed">{t('catalog:browse.empty')}</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="xs"
      role="group"
      aria-label={t('catalog:browse.tabPopular')}
    >
      {leaves.map((node) => (
        <PartTypeCheckbox
          key={node.partTypeId}
          node={node}
          choice={{
            partTypeId: node.partTypeId,
            platformId: PLATFORM_IDS.mostPopular,
            gaTabOrigin: 'POPULAR',
          }}
          checked={selection.isSelected(node.partTypeId)}
          onToggle={selection.toggle}
        />
      ))}
    </SimpleGrid>
  );
}

function AllPartTypes({ selection, active }: { selection: Selection; active: boolean }) {
  const { t } = useTranslation();
  const all = useAllPartTypes(active);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const tree = useMemo(() => filterPartTypeTree(all.data ?? [], deferred), [all.data, deferred]);
  if (all.isPending) return active ? <Loading /> : null;
  if (all.isError) return <LoadFailed onRetry={() => void all.refetch()} />;
  if (all.data.length === 0) return <Text c="dimmed">{t('catalog:browse.empty')}</Text>;
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={t('catalog:browse.filter')}
        placeholder={t('catalog:browse.filterPlaceholder')}
        value={filter}
        maxLength={100}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <PartTypeTreeView
        tree={tree}
        expandAll={deferred.trim().length > 0}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
      />
    </Stack>
  );
}
