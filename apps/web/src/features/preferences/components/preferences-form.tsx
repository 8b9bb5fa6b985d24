import { Alert, Button, Group, NativeSelect, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { SavePreferencesBody, User } from '@procounter/shared/contracts/user';
import { CATALOG_NAVIGATION_TABS, STYLESHEETS } from '@procounter/shared/domain/constants';
import { LOCALES, type Locale } from '@procounter/shared/domain/locale';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { useUserShops } from '@/hooks/use-user-shops';
import { changeLocale } from '@/lib/i18n';
import { actForNewShop } from '../api/act-for-new-shop';
import { useSavePreferences } from '../api/save-preferences';

type Preference = User['userPreference'];

/** The choices as the form holds them (radios and selects hold text). */
interface Values {
  languageCode: Locale;
  catalogNavigationTab: string;
  selectedStylesheet: string;
  selectedShopId: string;
}

const TAB_LABELS = {
  [CATALOG_NAVIGATION_TABS.POPULAR]: 'preferences:form.tabPopular',
  [CATALOG_NAVIGATION_TABS.ALL]: 'preferences:form.tabAll',
} as const;

const STYLESHEET_LABELS = {
  [STYLESHEETS.DEFAULT]: 'preferences:form.stylesheetDefault',
  [STYLESHEETS.GRAY]: 'preferences:form.stylesheetGray',
} as const;

/**
 * The saved choices. The default shop is the current shop: the server acts for the selected shop
 * while the user may act for it, else for the first one they may.
 */
const valuesOf = (preference: Preference, currentShopId: number | undefined): Values => ({
  languageCode: preference.languageCode,
  catalogNavigationTab: String(preference.catalogNavigationTab),
  selectedStylesheet: String(preference.selectedStylesheet),
  selectedShopId: String(currentShopId ?? preference.selectedShopId ?? ''),
});

/** Only what changed is sent (the server changes only the fields it receives). */
function changesOf(saved: Values, values: Values): SavePreferencesBody {
  const changes: SavePreferencesBody = {};
  if (values.languageCode !== saved.languageCode) changes.languageCode = values.languageCode;
  if (values.catalogNavigationTab !== saved.catalogNavigationTab) {
    changes.catalogNavigationTab = Number(values.catalogNavigationTab);
  }
  if (values.selectedStylesheet !== saved.selectedStylesheet) {
    changes.selectedStylesheet = Number(values.selectedStylesheet);
  }
  if (values.selectedShopId !== saved.selectedShopId && values.selectedShopId !== '') {
    changes.selectedShopId = Number(values.selectedShopId);
  }
  return changes;
}

/**
 * The user's preferences (userPreference): language, the tab catalog browse opens on, the
 * stylesheet (the default or the subtle gray theme) and the default shop, saved together with
 * POST /user/savePreferences (form data). A new language takes effect at once; so does a new
 * default shop, which is the shop the user acts for (act-for-new-shop.ts).
 */
export function PreferencesForm({ user, readOnly }: { user: User; readOnly: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const save = useSavePreferences();
  const [busy, setBusy] = useState(false);
  const currentShopId = useCurrentShop(true).data?.id;
  const saved = valuesOf(user.userPreference, currentShopId);
  // Only the user's edits are held: a choice saved elsewhere meanwhile (the footer's language)
  // shows, and is not sent back.
  const [edits, setEdits] = useState<Partial<Values>>({});
  const values = { ...saved, ...edits };
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');
  const change = (next: Partial<Values>) => {
    setEdits((current) => ({ ...current, ...next }));
    setState('idle');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(saved, values);
    setState('idle');
    setBusy(true);
    try {
      if (Object.keys(changes).length > 0) await save.mutateAsync(changes);
      if (changes.selectedShopId !== undefined) await actForNewShop(client);
      if (changes.languageCode) await changeLocale(changes.languageCode);
      setEdits({});
      setState('saved');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="md">
          <NativeSelect
            label={t('preferences:form.language')}
            description={t('preferences:form.languageHelp')}
            value={values.languageCode}
            onChange={(event) => change({ languageCode: event.currentTarget.value as Locale })}
            data={LOCALES.map((locale) => ({
              value: locale,
              label: t(`common:language.${locale}`),
            }))}
          />
          <Radio.Group
            label={t('preferences:form.catalogTab')}
            description={t('preferences:form.catalogTabHelp')}
            value={values.catalogNavigationTab}
            onChange={(value) => change({ catalogNavigationTab: value })}
          >
            <Group gap="lg" mt={6}>
              {Object.entries(TAB_LABELS).map(([value, label]) => (
                <Radio key={value} value={value} label={t(label)} />
              ))}
            </Group>
          </Radio.Group>
          <Radio.Group
            label={t('preferences:form.stylesheet')}
            description={t('preferences:form.stylesheetHelp')}
            value={values.selectedStylesheet}
            onChange={(value) => change({ selectedStylesheet: value })}
          >
            <Group gap="lg" mt={6}>
              {Object.entries(STYLESHEET_LABELS).map(([value, label]) => (
                <Radio key={value} value={value} label={t(label)} />
              ))}
            </Group>
          </Radio.Group>
          <DefaultShopField
            value={values.selectedShopId}
            onChange={(selectedShopId) => change({ selectedShopId })}
          />
          {state === 'saved' ? (
            <Alert color="green" variant="light" role="status">
              {t('preferences:form.saved')}
            </Alert>
          ) : null}
          {state === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              {t('preferences:form.failed')}
            </Alert>
          ) : null}
          {readOnly ? null : (
            <Group>
              <Button type="submit" loading={busy}>
                {t('preferences:form.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

/**
 * The default shop, among the shops the user may act for (GET /user/shops): a choice when there
 * are two or more, the shop's name when there is one.
 */
function DefaultShopField({
  value,
  onChange,
}: {
  value: string;
  onChange: (shopId: string) => void;
}) {
  const { t } = useTranslation();
  const shops = useUserShops();
  const label = t('preferences:form.shop');

  if (shops.isError) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <RetryAlert
          inline
          message={t('preferences:form.shopsFailed')}
          retryLabel={t('preferences:retry')}
          onRetry={() => void shops.refetch()}
        />
      </Stack>
    );
  }
  if (!shops.data) {
    return (
      <Stack gap={4} role="status" aria-label={t('preferences:form.shopsLoading')}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Skeleton height={36} radius="sm" />
      </Stack>
    );
  }
  if (shops.data.length < 2) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm">{shops.data[0]?.shopNameAndAccount ?? '—'}</Text>
      </Stack>
    );
  }
  return (
    <NativeSelect
      label={label}
      description={t('preferences:form.shopHelp')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={shops.data.map((shop) => ({ value: String(shop.id), label: shop.shopNameAndAccount }))}
    />
  );
}
