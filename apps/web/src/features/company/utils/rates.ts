import type { ShopRatesAnswer } from '@procounter/shared/contracts/company';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/prices';

/** A percent as the language writes it: 8.25 -> '8.25%' ('8,25 %' in some languages). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 3,
  }).format(value / 100);
}

/** The agreement's fields as label and value, in the order the dashboard and support show them. */
export function rateRows(
  rates: ShopRatesAnswer,
  t: TFunction,
  language: string,
): { label: string; value: string }[] {
  const none = t('company:shops.none');
  const percent = (v: number | null) => (v === null ? none : formatPercent(v, language));
  return [
    {
      label: t('company:shops.method'),
      value: rates.pricingMethod
        ? t(`company:shops.methods.${rates.pricingMethod}`, { defaultValue: rates.pricingMethod })
        : none,
    },
    {
      label: t('company:shops.type'),
      value: rates.pricingType
        ? t(`company:shops.types.${rates.pricingType}`, { defaultValue: rates.pricingType })
        : none,
    },
    { label: t('company:shops.percent'), value: percent(rates.pricingPercent) },
    {
      label: t('company:shops.laborRate'),
      value:
        rates.laborRate === null
          ? none
          : t('company:shops.laborRateValue', {
              amount: formatMoney(rates.laborRate, language),
            }),
    },
    { label: t('company:shops.taxParts'), value: percent(rates.taxRateParts) },
    { label: t('company:shops.taxLabor'), value: percent(rates.taxRateLabor) },
  ];
}

/** A decimal typed in a box: null when blank, 'invalid' unless 0..max with at most `places`. */
export function parseDecimal(text: string, places: number, max: number): number | null | 'invalid' {
  const value = text.trim();
  if (value === '') return null;
  if (!new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(value)) return 'invalid';
  const number = Number(value);
  return number <= max ? number : 'invalid';
}
