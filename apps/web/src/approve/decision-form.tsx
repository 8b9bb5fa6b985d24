import type {
  PublicDecisionBody,
  PublicQuote,
  PublicQuoteLine,
  PublicTotals,
} from '@procounter/shared/contracts/quote-approval';
import { computeCustomerTotals, type TaxRates } from '@procounter/shared/domain/customer-totals';
import { CUSTOMER_LIMITS } from '@procounter/shared/validation/limits';
import { MESSAGE_KEYS, personName } from '@procounter/shared/validation/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/prices';
import classes from './approve.module.css';
import { LineCard, TotalsList } from './quote-parts';

/** The longest name the server takes: a first and a last name and the space between. */
const NAME_MAX_LENGTH = CUSTOMER_LIMITS.firstName + CUSTOMER_LIMITS.lastName + 1;

/**
 * The shop's tax rates, read back from the quote's totals (each tax names its rate): with them the
 * running total of the approved lines is the figure the server will record for them.
 */
export function taxRatesOf(totals: PublicTotals): TaxRates {
  return { parts: totals.partsTax?.rate ?? null, labor: totals.laborTax?.rate ?? null };
}

/** The customer's name checked as the server checks it (personName); the message key, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return MESSAGE_KEYS.required;
  return personName.test(trimmed) ? null : personName.message;
}

type Failure = 'network' | 'rateLimited' | 'refused' | { text: string };

/**
 * The HTTP status of a failed call, whichever client made it: the public page's
 * ApprovalRequestError and the portal's ApiError both carry `status` (0: no answer).
 */
export function failureStatus(error: unknown): number {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : 0;
}

export interface DecisionFormProps {
  quote: PublicQuote;
  /**
   * Sends the decision and answers the quote after it: the public page by the link's token, the
   * car-customer page (/car-admin) by the link's id. A failure carries the answer's `status`.
   */
  submit: (body: PublicDecisionBody) => Promise<PublicQuote>;
  /**
   * The text of a failure the caller knows better than the form (the portal's 403 while an
   * administrator acts as the user); null: the form's own text.
   */
  failureText?: (error: unknown) => string | null;
  /** The decision is recorded: the quote after it. */
  onDecided: (quote: PublicQuote) => void;
  /** 409: the link no longer takes a decision (decided, expired or changed meanwhile). */
  onClosed: () => void;
  /** 404: the link was revoked meanwhile. */
  onGone: () => void;
}

/**
 * Approve or decline each line (none chosen at first; Approve all and Decline all choose every
 * one), the running total of the approved lines, the customer's name, and Confirm: every line's
 * decision is sent with the version the customer saw.
 */
export function DecisionForm({
  quote,
  submit,
  failureText,
  onDecided,
  onClosed,
  onGone,
}: DecisionFormProps) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const hasLabor = quote.lines.some((line) => line.kind === 'LABOR');
  const approved = quote.lines.filter((line) => choices.get(line.lineId) === true);
  const undecided = quote.lines.filter((line) => !choices.has(line.lineId));
  // The same computation the server makes of the approved lines (shared domain/customer-totals).
  const running = computeCustomerTotals(approved, taxRatesOf(quote.totals));

  const choose = (lineId: number, value: boolean) =>
    setChoices((current) => new Map(current).set(lineId, value));
  const chooseAll = (value: boolean) =>
    setChoices(new Map(quote.lines.map((line) => [line.lineId, value])));

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const problem = nameProblem(name);
    setShowMissing(undecided.length > 0);
    setNameError(problem);
    const firstUndecided = undecided[0];
    if (firstUndecided) {
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[name="line-${firstUndecided.lineId}"]`)
        ?.focus();
      return;
    }
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    setSending(true);
    submit({
      version: quote.version,
      name: name.trim(),
      lines: quote.lines.map((line) => ({
        lineId: line.lineId,
        approved: choices.get(line.lineId) === true,
      })),
    }).then(onDecided, (error: unknown) => {
      setSending(false);
      const status = failureStatus(error);
      const own = failureText?.(error);
      if (own) setFailure({ text: own });
      else if (status === 409) onClosed();
      else if (status === 404) onGone();
      else if (status === 429) setFailure('rateLimited');
      else if (status === 0 || status >= 500) setFailure('network');
      else setFailure('refused');
    });
  };

  const nameHintId = `${nameId}-hint`;
  const nameErrorId = `${nameId}-error`;
  return (
    <form ref={formRef} onSubmit={confirm} noValidate className={classes.form}>
      <section className={classes.section} aria-labelledby="approve-lines">
        <h2 id="approve-lines">{t('approve:lines.title')}</h2>
        <div className={`${classes.allButtons} ${classes.noPrint}`}>
          <button type="button" className={classes.secondary} onClick={() => chooseAll(true)}>
            {t('approve:decision.approveAll')}
          </button>
          <button type="button" className={classes.secondary} onClick={() => chooseAll(false)}>
            {t('approve:decision.declineAll')}
          </button>
        </div>
        <ul className={classes.lines}>
          {quote.lines.map((line) => (
            <LineCard key={line.lineId} line={line}>
              <LineChoice
                line={line}
                value={choices.get(line.lineId)}
                missing={showMissing && !choices.has(line.lineId)}
                onChange={(value) => choose(line.lineId, value)}
              />
            </LineCard>
          ))}
        </ul>
        <h3>{t('approve:totals.title')}</h3>
        <TotalsList totals={quote.totals} showLabor={hasLabor} />
      </section>

      {/* Stays in sight at the bottom of the screen while lines are chosen (sticky in the form). */}
      <div className={classes.running}>
        {/* Read out as the choices change (polite: after what the user is doing). */}
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className={classes.runningTotal}>
            {t('approve:running.total', { amount: formatMoney(running.total, i18n.language) })}
          </p>
          <p>
            {t('approve:running.count', { approved: approved.length, count: quote.lines.length })}
            {running.partsTax || running.laborTax ? ` · ${t('approve:running.taxesIncluded')}` : ''}
          </p>
        </div>
      </div>

      <section className={classes.section} aria-labelledby="approve-confirm">
        <h2 id="approve-confirm">{t('approve:form.title')}</h2>
        {undecided.length > 0 ? (
          <p className={classes.muted}>
            {t('approve:running.undecided', { count: undecided.length })}
          </p>
        ) : null}
        {showMissing && undecided.length > 0 ? (
          <p className={classes.error} role="alert">
            {t('approve:form.missing')}
          </p>
        ) : null}
        <div className={`${classes.field} ${classes.noPrint}`}>
          <label htmlFor={nameId}>{t('approve:form.name')}</label>
          <p id={nameHintId} className={classes.muted}>
            {t('approve:form.nameHint')}
          </p>
          <input
            ref={nameRef}
            id={nameId}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameHintId} ${nameErrorId}` : nameHintId}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (nameError) setNameError(null);
            }}
          />
          {nameError ? (
            <p id={nameErrorId} className={classes.error}>
              {t(nameError)}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p className={classes.error} role="alert">
            {typeof failure === 'object'
              ? failure.text
              : failure === 'rateLimited'
                ? t('approve:rateLimited')
                : failure === 'network'
                  ? t('approve:form.failed')
                  : t('approve:form.refused')}
          </p>
        ) : null}
        <button
          type="submit"
          className={`${classes.primary} ${classes.noPrint}`}
          aria-disabled={sending || undefined}
        >
          {sending ? t('approve:form.sending') : t('approve:form.confirm')}
        </button>
      </section>
    </form>
  );
}

/** Approve / Decline for one line: two radio buttons shown as a segmented choice. */
function LineChoice({
  line,
  value,
  missing,
  onChange,
}: {
  line: PublicQuoteLine;
  value: boolean | undefined;
  missing: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const missingId = useId();
  return (
    <fieldset
      className={classes.choice}
      data-missing={missing || undefined}
      aria-describedby={missing ? missingId : undefined}
    >
      <legend className={classes.visuallyHidden}>
        {t('approve:decision.legend', { description: line.description })}
      </legend>
      {([true, false] as const).map((approve) => (
        <label
          key={String(approve)}
          className={classes.option}
          data-kind={approve ? 'approve' : 'decline'}
        >
          <input
            type="radio"
            name={`line-${line.lineId}`}
            value={approve ? 'approve' : 'decline'}
            checked={value === approve}
            onChange={() => onChange(approve)}
          />
          <span>{approve ? t('approve:decision.approve') : t('approve:decision.decline')}</span>
        </label>
      ))}
      {missing ? (
        <p id={missingId} className={classes.choiceMissing}>
          {t('approve:decision.choose')}
        </p>
      ) : null}
    </fieldset>
  );
}
