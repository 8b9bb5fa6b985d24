import { Button, Group, Text, TextInput } from '@mantine/core';
import type { LookupProduct } from '@procounter/shared/contracts/product';
import type { ProductOrigin } from '@procounter/shared/domain/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addFailureKey, partName, useAddToQuote } from '@/hooks/use-add-to-quote';
import { RESULTS_ENTRY_ATTRIBUTE } from '@/lib/shortcuts';
import { WORKSHEET_ERROR_KEYS } from '@/lib/worksheet-errors';
import { shortName } from '../utils/part-names';
import { checkQuantity } from '../utils/quantity';

/**
 * Quantity (a whole number from 1 to 1000) and Add to quote for one product. The quantity is
 * checked before the call (above 1000: the QTY_EXCEEDS_1000 text the quote pages use); the
 * server's refusal shows beside it too. The button is disabled while its call runs.
 */
export function AddToQuoteForm({
  product,
  onAdded,
  origin = 'CATALOG',
}: {
  product: LookupProduct;
  onAdded?: (product: LookupProduct) => void;
  /** The product origin the quote line records (a related part: CROSS_SELL_PT_PRODUCT). */
  origin?: ProductOrigin;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const add = useAddToQuote(origin);
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkQuantity(text);
    if (!check.ok) {
      setError(
        check.reason === 'tooMany'
          ? WORKSHEET_ERROR_KEYS.QTY_EXCEEDS_1000
          : 'catalog:products.quantityInvalid',
      );
      return;
    }
    setError(null);
    add.mutate(
      { product, quantity: check.quantity },
      {
        onSuccess: () => onAdded?.(product),
        onError: (failure) => setError(addFailureKey(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          w={72}
          size="sm"
          inputMode="numeric"
          aria-label={t('catalog:products.quantityFor', { part: partName(product) })}
          // The shell's 'r' shortcut focuses the first of them; Enter then adds the product.
          {...{ [RESULTS_ENTRY_ATTRIBUTE]: true }}
          value={text}
          maxLength={5}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
        />
        <Button
          type="submit"
          size="sm"
          loading={add.isPending}
          aria-label={t('catalog:products.addToQuoteFor', { part: shortName(product) })}
        >
          {t('catalog:products.addToQuote')}
        </Button>
      </Group>
      {error ? (
        <Text id={errorId} size="xs" c="red.8" role="alert" mt={4}>
          {t(error)}
        </Text>
      ) : null}
    </form>
  );
}
