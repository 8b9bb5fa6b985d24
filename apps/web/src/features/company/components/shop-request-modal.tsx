import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { DashboardShop } from '@procounter/shared/contracts/company';
import {
  PRICING_METHODS,
  type PricingMethod,
  SHOP_REQUEST_LIMITS,
} from '@procounter/shared/contracts/company-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useSaveShopRequest } from '../api/shop-requests';
import { parseDecimal } from '../utils/rates';

interface Props {
  shop: DashboardShop;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type Field = 'pricingPercent' | 'laborRate' | 'taxRateParts' | 'taxRateLabor';

const LIMITS: Record<Field, { places: number; max: number }> = {
  pricingPercent: { places: 2, max: SHOP_REQUEST_LIMITS.pricingPercent },
  laborRate: { places: 2, max: SHOP_REQUEST_LIMITS.laborRate },
  taxRateParts: { places: 3, max: SHOP_REQUEST_LIMITS.taxRate },
  taxRateLabor: { places: 3, max: SHOP_REQUEST_LIMITS.taxRate },
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * Request a change of the shop's pricing agreement (a PENDING request support reviews), or change
 * the pending one. Starts from the pending request, else from the agreement in force. Full screen
 * on a phone.
 */
export function ShopRequestModal({ shop, opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isPhone = useMediaQueryNow(PHONE_QUERY);
  const start = shop.pendingRequest ?? shop.rates;
  const save = useSaveShopRequest(shop.id, shop.pendingRequest?.id ?? null);
  const [method, setMethod] = useState<PricingMethod>(
    (PRICING_METHODS as readonly string[]).includes(start.pricingMethod ?? '')
      ? (start.pricingMethod as PricingMethod)
      : 'LIST',
  );
  const [values, setValues] = useState<Record<Field, string>>({
    pricingPercent: text(start.pricingPercent),
    laborRate: text(start.laborRate),
    taxRateParts: text(start.taxRateParts),
    taxRateLabor: text(start.taxRateLabor),
  });
  const [notes, setNotes] = useState(shop.pendingRequest?.notes ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const needsPercent = method !== 'LIST';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const next: Partial<Record<Field, string>> = {};
    const numbers = {} as Record<Field, number | null>;
    for (const field of Object.keys(LIMITS) as Field[]) {
      const { places, max } = LIMITS[field];
      const parsed = parseDecimal(values[field], places, max);
      if (parsed === 'invalid') {
        next[field] = t('company:request.invalidNumber', { min: 0, max, places });
      } else numbers[field] = parsed;
    }
    if (needsPercent && !next.pricingPercent && numbers.pricingPercent === null) {
      next.pricingPercent = t('validation:required');
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await save.mutateAsync({
        pricingMethod: method,
        pricingType: 'PARTS',
        pricingPercent: needsPercent ? numbers.pricingPercent : null,
        laborRate: numbers.laborRate,
        taxRateParts: numbers.taxRateParts,
        taxRateLabor: numbers.taxRateLabor,
        notes: notes.trim() || undefined,
      });
      onSaved();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setFailure(
        code === 'SHOP_REQUEST_PENDING'
          ? t('company:request.pendingExists')
          : code === 'SHOP_REQUEST_CLOSED'
            ? t('company:request.closed')
            : t('company:request.failed'),
      );
    }
  };

  const numberInput = (field: Field, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      required={field === 'pricingPercent'}
      value={values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((old) => ({ ...old, [field]: value }));
      }}
      error={errors[field]}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen={isPhone}
      title={t('company:request.title', { shop: shop.shopName })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('company:request.intro')}</Text>
          <Select
            label={t('company:request.method')}
            data={PRICING_METHODS.map((m) => ({
              value: m,
              label: t(`company:shops.methods.${m}`),
            }))}
            value={method}
            onChange={(value) => value && setMethod(value as PricingMethod)}
            allowDeselect={false}
            required
          />
          {needsPercent
            ? numberInput(
                'pricingPercent',
                t('company:request.percent'),
                method === 'COST_PLUS'
                  ? t('company:request.percentHelpCost')
                  : t('company:request.percentHelpList'),
              )
            : null}
          {numberInput('laborRate', t('company:request.laborRate'))}
          {numberInput('taxRateParts', t('company:request.taxParts'))}
          {numberInput('taxRateLabor', t('company:request.taxLabor'))}
          <Textarea
            label={t('company:request.notes')}
            maxLength={SHOP_REQUEST_LIMITS.notes}
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('company:request.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {shop.pendingRequest ? t('company:request.save') : t('company:request.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
