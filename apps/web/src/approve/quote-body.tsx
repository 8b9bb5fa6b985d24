import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import classes from './approve.module.css';
import { DecisionForm, type DecisionFormProps } from './decision-form';
import { DecisionSummary } from './decision-summary';
import { CallShop, QuoteAsSent } from './quote-parts';

/** Whether the quote still takes the customer's decision (sent or viewed, not decided). */
export const takesDecision = (quote: PublicQuote) =>
  (quote.state === 'SENT' || quote.state === 'VIEWED') && !quote.decision;

/**
 * The quote's body on the approval page and in /car-admin's review: the decision once made (its
 * heading takes the focus when it was made just now), the form while the quote takes one, else
 * why it does not (expired, changed: call the shop) above the quote as it was sent.
 */
export function QuoteBody({
  quote,
  decidedNow,
  form,
}: {
  quote: PublicQuote;
  decidedNow: boolean;
  /** The form's sending and outcomes, the caller's own. */
  form: Omit<DecisionFormProps, 'quote'>;
}) {
  const { t, i18n } = useTranslation();
  if (quote.decision) {
    return <DecisionSummary quote={quote} decision={quote.decision} takeFocus={decidedNow} />;
  }
  if (takesDecision(quote)) return <DecisionForm quote={quote} {...form} />;
  const notice =
    quote.state === 'EXPIRED' ? (
      <>
        <h2>{t('approve:expired.title')}</h2>
        <p>{t('approve:expired.text', { date: formatDate(quote.expiresAt, i18n.language) })}</p>
      </>
    ) : quote.state === 'CHANGED' ? (
      <>
        <h2>{t('approve:changed.title')}</h2>
        <p>{t('approve:changed.text')}</p>
      </>
    ) : null;
  return (
    <>
      {notice ? (
        <section className={classes.notice}>
          {notice}
          <CallShop shop={quote.shop} />
        </section>
      ) : null}
      <QuoteAsSent quote={quote} title={t('approve:asSent')} />
    </>
  );
}
