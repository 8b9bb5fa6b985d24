import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  APPROVAL_LINK_DAYS,
  type ApprovalLinkCreated,
} from '@procounter/shared/contracts/quote-approval';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCurrentShop } from '@/hooks/use-current-shop';
import { ApiError } from '@/lib/api-client';
import { useCreateApprovalLink } from '../api/create-approval-link';
import { ApprovalQrCode } from './approval-qr-code';
import classes from './quote-pages.module.css';

type LanguageChoice = '' | 'en' | 'es';

/** The body attribute under which only the link sheet prints (quote-pages.module.css). */
const PRINT_ATTRIBUTE = 'data-approval-print';

/** What a refused Create link says: the server's own text for a quote without a customer. */
function failureText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string[] {
  if (!(error instanceof ApiError)) return [t('quoteApproval:dialog.failed')];
  switch (error.code) {
    case 'CUSTOMER_REQUIRED':
      return [t('quoteApproval:needsCustomer'), error.message];
    case 'WORKSHEET_LOCKED':
      return [t('quoteApproval:dialog.locked')];
    case 'WORKSHEET_EMPTY':
      return [t('quoteApproval:dialog.empty')];
    default:
      return [t('quoteApproval:dialog.failed')];
  }
}

/**
 * Send to customer (issue 22): days valid (7 by default) and the page's language (the customer's
 * unless chosen), then Create link; the link is shown once, with Copy (the clipboard, else the
 * text selected for the user to copy), Text it (an sms: link), Print (the link sheet alone) and its
 * QR code. Loaded when the dialog first opens: the QR encoder is not part of the quote page.
 */
export default function SendApprovalDialog({
  worksheetId,
  opened,
  onClose,
}: {
  worksheetId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApprovalLink(worksheetId);
  const [created, setCreated] = useState<ApprovalLinkCreated | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('quoteApproval:dialog.title')}
      size="md"
      classNames={{ overlay: classes.noPrint, header: classes.noPrint }}
    >
      {created ? (
        <CreatedLink created={created} onDone={onClose} />
      ) : (
        <CreateLinkForm
          pending={create.isPending}
          failure={create.isError ? failureText(create.error, t) : null}
          onCreate={(body) => create.mutate(body, { onSuccess: setCreated })}
        />
      )}
    </Modal>
  );
}

function CreateLinkForm({
  pending,
  failure,
  onCreate,
}: {
  pending: boolean;
  failure: string[] | null;
  onCreate: (body: { days: number; language?: 'en' | 'es' }) => void;
}) {
  const { t } = useTranslation();
  const languageLabelId = useId();
  const [days, setDays] = useState<number | string>(APPROVAL_LINK_DAYS.default);
  const [language, setLanguage] = useState<LanguageChoice>('');
  const [daysError, setDaysError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typeof days === 'number' ? days : Number(days);
    const valid =
      Number.isInteger(value) && value >= APPROVAL_LINK_DAYS.min && value <= APPROVAL_LINK_DAYS.max;
    setDaysError(!valid);
    if (!valid || pending) return;
    onCreate({ days: value, ...(language ? { language } : {}) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('quoteApproval:dialog.intro')}</Text>
        <NumberInput
          label={t('quoteApproval:dialog.days')}
          value={days}
          onChange={(value) => {
            setDays(value);
            setDaysError(false);
          }}
          min={APPROVAL_LINK_DAYS.min}
          max={APPROVAL_LINK_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          error={
            daysError
              ? t('quoteApproval:dialog.daysInvalid', {
                  min: APPROVAL_LINK_DAYS.min,
                  max: APPROVAL_LINK_DAYS.max,
                })
              : undefined
          }
          w={{ base: '100%', xs: 200 }}
        />
        <div>
          <Text size="sm" fw={500} id={languageLabelId} mb={4}>
            {t('quoteApproval:dialog.language')}
          </Text>
          <SegmentedControl
            aria-labelledby={languageLabelId}
            value={language}
            onChange={(value) => setLanguage(value as LanguageChoice)}
            data={[
              { value: '', label: t('quoteApproval:dialog.languageDefault') },
              { value: 'en', label: t('quoteApproval:dialog.languageEn') },
              { value: 'es', label: t('quoteApproval:dialog.languageEs') },
            ]}
          />
        </div>
        {failure ? (
          <Alert color="red" role="alert">
            {failure.map((text) => (
              <Text key={text} size="sm">
                {text}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t('quoteApproval:dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedLink({ created, onDone }: { created: ApprovalLinkCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const shop = useCurrentShop(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'fallback'>('idle');
  const { url } = created;
  const shopName = shop.data?.shopName ?? '';

  useEffect(() => {
    // The link replaces the form: the focus goes to it, selected.
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const copyLink = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an http page, a refused permission): the text is selected for the user.
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopy('fallback');
    }
  };

  const print = () => {
    // Only the link sheet prints while the attribute is on the body.
    flushSync(() => document.body.setAttribute(PRINT_ATTRIBUTE, ''));
    const done = () => document.body.removeAttribute(PRINT_ATTRIBUTE);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    done();
  };

  const sms = `sms:?&body=${encodeURIComponent(
    t('quoteApproval:dialog.smsBody', { shop: shopName, url }),
  )}`;

  return (
    <Stack gap="sm">
      {created.emailed ? (
        <Alert color="green" role="status" className={classes.noPrint}>
          {t('quoteApproval:dialog.emailed')}
        </Alert>
      ) : null}
      <TextInput
        ref={inputRef}
        className={classes.noPrint}
        label={t('quoteApproval:dialog.link')}
        description={t('quoteApproval:dialog.linkHint')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs" className={classes.noPrint}>
        <Button onClick={() => void copyLink()}>{t('quoteApproval:dialog.copy')}</Button>
        <Button component="a" href={sms} variant="default">
          {t('quoteApproval:dialog.text')}
        </Button>
        <Button variant="default" onClick={print}>
          {t('quoteApproval:dialog.print')}
        </Button>
      </Group>
      <Text size="sm" role="status" className={classes.noPrint}>
        {copy === 'copied'
          ? t('quoteApproval:dialog.copied')
          : copy === 'fallback'
            ? t('quoteApproval:dialog.copyFallback')
            : ''}
      </Text>
      <div className={classes.linkSheet} data-approval-sheet="">
        <Text fw={700} size="lg" className={classes.printOnly}>
          {t('quoteApproval:dialog.printTitle', { shop: shopName })}
        </Text>
        <ApprovalQrCode url={url} label={t('quoteApproval:dialog.qr')} />
        <Text size="sm" className={classes.printOnly}>
          {t('quoteApproval:dialog.printHint')}
        </Text>
        <Anchor href={url} target="_blank" rel="noreferrer" size="sm" className={classes.linkUrl}>
          {url}
        </Anchor>
      </div>
      <Group justify="flex-end" className={classes.noPrint}>
        <Button variant="default" onClick={onDone}>
          {t('common:close')}
        </Button>
      </Group>
    </Stack>
  );
}
