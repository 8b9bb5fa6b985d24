import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date';
import classes from './approve.module.css';
import { LineCard, TotalsList } from './quote-parts';

type Decision = NonNullable<PublicQuote['decision']>;

/**
 * A decided link, readable later: approved or declined, who and when, each line's decision and the
 * totals of the approved lines (the server's). Just after the customer confirmed, its heading takes
 * the focus, so a screen reader reads the outcome.
 */
export function DecisionSummary({
  quote,
  decision,
  takeFocus,
}: {
  quote: PublicQuote;
  decision: Decision;
  takeFocus: boolean;
}) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  const approvedById = new Map(decision.lines.map((line) => [line.lineId, line.approved]));
  const anyApproved = decision.lines.some((line) => line.approved);
  const hasLabor = quote.lines.some(
    (line) => line.kind === 'LABOR' && approvedById.get(line.lineId) === true,
  );
  return (
    <section className={classes.section} aria-labelledby="approve-decision">
      <h2 id="approve-decision" ref={headingRef} tabIndex={-1} className={classes.decisionTitle}>
        {anyApproved ? t('approve:decided.approvedTitle') : t('approve:decided.declinedTitle')}
      </h2>
      <p>
        {t('approve:decided.by', {
          name: decision.name,
          date: formatDateTime(decision.decidedAt, i18n.language),
        })}
      </p>
      <p>{t('approve:decided.thanks')}</p>
      <h3>{t('approve:decided.linesTitle')}</h3>
      <ul className={classes.lines}>
        {quote.lines.map((line) => {
          const approved = approvedById.get(line.lineId) === true;
          return (
            <LineCard key={line.lineId} line={line}>
              <p className={classes.decided} data-kind={approved ? 'approve' : 'decline'}>
                {approved ? t('approve:decision.approved') : t('approve:decision.declined')}
              </p>
            </LineCard>
          );
        })}
      </ul>
      <h3>{t('approve:decided.approvedTotals')}</h3>
      {anyApproved ? (
        <TotalsList totals={decision.approvedTotals} showLabor={hasLabor} />
      ) : (
        <p>{t('approve:decided.nothingApproved')}</p>
      )}
    </section>
  );
}
