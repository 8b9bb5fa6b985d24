import { NumberInput } from '@mantine/core';
import type { WorksheetItemType } from '@procounter/shared/contracts/worksheet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { worksheetErrorKey } from '@/lib/worksheet-errors';
import { readLineQuantity } from '../utils/line-quantity';
import classes from './quote-pages.module.css';

export interface LineQuantityInputProps {
  itemType: WorksheetItemType;
  /** The line's description: the input's label says whose quantity it is. */
  description: string;
  /** The server's quantity (units, or hours for labor). */
  quantity: number;
  /** Sends the new quantity; rejects on a failure. */
  onCommit: (quantity: number) => Promise<unknown>;
}

/**
 * A line's quantity as an input (R-QUOTE-9), on the quote page and in the mini quote: whole
 * numbers for parts and kits, hours with 2 decimals for labor; the arrow keys step it. It commits
 * on Enter or when it loses the focus, checks the server's rules first and shows what is wrong
 * under it; a refused change keeps what was typed, with the message, so nothing is lost.
 */
export function LineQuantityInput({
  itemType,
  description,
  quantity,
  onCommit,
}: LineQuantityInputProps) {
  const { t } = useTranslation();
  const whole = itemType === 'PART' || itemType === 'KIT_SUMMARY';
  const [text, setText] = useState(String(quantity));
  const [error, setErrorState] = useState<string | null>(null);
  const errorRef = useRef<string | null>(null);
  const setError = (key: string | null) => {
    errorRef.current = key;
    setErrorState(key);
  };
  const sent = useRef<number | null>(null);
  // The server's quantity, once it changes (this change answered, or another tab's), unless the
  // field holds a refused value the user is still to correct.
  useEffect(() => {
    sent.current = null;
    if (errorRef.current === null) setText(String(quantity));
  }, [quantity]);

  const commit = async () => {
    const read = readLineQuantity(text, whole);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    if (read.value === quantity || read.value === sent.current) {
      setError(null);
      return;
    }
    sent.current = read.value;
    setError(null);
    try {
      await onCommit(read.value);
    } catch (failure) {
      sent.current = null;
      setError(worksheetErrorKey(failure) ?? 'common:quotes.line.quantityFailed');
    }
  };

  return (
    <NumberInput
      size="xs"
      className={classes.quantity}
      ml="auto"
      hideControls
      allowNegative={false}
      allowDecimal={!whole}
      decimalScale={whole ? 0 : 2}
      clampBehavior="none"
      inputMode={whole ? 'numeric' : 'decimal'}
      aria-label={t(
        itemType === 'LABOR' ? 'common:quotes.line.hoursLabel' : 'common:quotes.line.quantityLabel',
        { description },
      )}
      value={text}
      onChange={(value) => setText(String(value))}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void commit();
        }
      }}
      error={error ? t(error) : undefined}
      styles={{ input: { textAlign: 'end' } }}
    />
  );
}
