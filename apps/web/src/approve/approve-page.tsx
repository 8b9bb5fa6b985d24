import type { PublicQuote } from '@procounter/shared/contracts/quote-approval';
import type { Locale } from '@procounter/shared/domain/locale';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format-date';
import { ApprovalRequestError, getPublicQuote, sendDecision } from './api';
import classes from './approve.module.css';
import { readChosenLanguage, rememberChosenLanguage, switchLanguage } from './i18n';
import { QuoteBody, takesDecision } from './quote-body';
import { CallShop, LanguageSwitch, quoteTitle, ShopCard } from './quote-parts';

type Load =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'rateLimited' }
  | { status: 'failed' }
  | {
      status: 'ready';
      quote: PublicQuote;
      /** The customer's decision came too late (409): the quote was reloaded to show why. */
      closed: boolean;
      /** The customer has just decided: the outcome takes the focus. */
      decidedNow: boolean;
    };

/** What a failed read shows: a link the server does not know (or a malformed one), 429, or a retry. */
function loadOfError(error: unknown): Load {
  const status = error instanceof ApprovalRequestError ? error.status : 0;
  if (status === 404 || status === 400) return { status: 'invalid' };
  if (status === 429) return { status: 'rateLimited' };
  return { status: 'failed' };
}

/**
 * /approve/{token}: the quote a shop sent its customer, to approve or decline line by line (issue
 * 22). Public: the token is the only key. Its own document (approve.html, approve-main.tsx) with
 * none of the portal's code.
 */
export function ApprovePage({ token, i18n }: { token: string; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApproveScreen token={token} i18n={i18n} />
    </I18nextProvider>
  );
}

function ApproveScreen({ token, i18n }: { token: string; i18n: I18n }) {
  // The instance itself (stable), not useTranslation's: a language switch must not read the quote again.
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // After a retry the new state's heading takes the focus (the button that had it is gone).
  const focusHeading = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const read = useCallback(
    (options: { signal?: AbortSignal; closed?: boolean } = {}) =>
      getPublicQuote(token, i18n.language, options.signal).then(
        (quote) => {
          // A revoked link answers 404; should one come through, it is not valid all the same.
          if (quote.state === 'REVOKED') {
            setLoad({ status: 'invalid' });
            return;
          }
          // The shop's language for this customer, unless they chose one on this device.
          if (!readChosenLanguage() && quote.language !== i18n.language) {
            void switchLanguage(i18n, quote.language);
          }
          setLoad({ status: 'ready', quote, closed: options.closed ?? false, decidedNow: false });
        },
        (error: unknown) => {
          if (options.signal?.aborted) return;
          setLoad(loadOfError(error));
        },
      ),
    [token, i18n],
  );

  useEffect(() => {
    const controller = new AbortController();
    void read({ signal: controller.signal });
    return () => controller.abort();
  }, [read]);

  useEffect(() => {
    document.title =
      load.status === 'ready'
        ? t('approve:documentTitle', { shop: load.quote.shop.name })
        : t('approve:documentTitlePlain');
    if (focusHeading.current && load.status !== 'loading') {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  }, [load, t]);

  const retry = () => {
    focusHeading.current = true;
    setLoad({ status: 'loading' });
    void read();
  };

  const changeLanguage = (language: Locale) => {
    rememberChosenLanguage(language);
    void switchLanguage(i18n, language);
  };

  let content: React.ReactNode;
  if (load.status === 'loading') {
    content = (
      <p role="status" className={classes.loading}>
        {t('approve:loading')}
      </p>
    );
  } else if (load.status === 'invalid') {
    content = (
      <>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('approve:invalid.title')}
        </h1>
        <p>{t('approve:invalid.text')}</p>
      </>
    );
  } else if (load.status === 'rateLimited' || load.status === 'failed') {
    content = (
      <>
        <h1 ref={headingRef} tabIndex={-1}>
          {load.status === 'rateLimited' ? t('approve:rateLimited') : t('approve:failed.title')}
        </h1>
        {load.status === 'failed' ? <p>{t('approve:failed.text')}</p> : null}
        <button type="button" className={classes.primary} onClick={retry}>
          {t('approve:failed.retry')}
        </button>
      </>
    );
  } else {
    content = (
      <QuoteScreen
        token={token}
        load={load}
        onDecided={(quote) => setLoad({ status: 'ready', quote, closed: false, decidedNow: true })}
        onClosed={() => void read({ closed: true })}
        onGone={() => setLoad({ status: 'invalid' })}
      />
    );
  }

  return (
    <div className={classes.page}>
      {/* The header keeps its height from the first paint: the shop's card opens the page's main
          content once the quote is read, so nothing above the content moves (CLS 0.21 when the
          card grew the header). */}
      <header className={classes.header}>
        <span />
        <LanguageSwitch onChange={changeLanguage} />
      </header>
      <main className={classes.main}>
        {load.status === 'ready' ? <ShopCard shop={load.quote.shop} /> : null}
        {content}
      </main>
    </div>
  );
}

function QuoteScreen({
  token,
  load,
  onDecided,
  onClosed,
  onGone,
}: {
  token: string;
  load: Extract<Load, { status: 'ready' }>;
  onDecided: (quote: PublicQuote) => void;
  onClosed: () => void;
  onGone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { quote } = load;
  const closedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (load.closed) closedRef.current?.focus();
  }, [load]);
  const open = takesDecision(quote);

  return (
    <>
      <h1>{quoteTitle(quote, t)}</h1>
      <p className={classes.greeting}>
        {quote.customerFirstName
          ? t('approve:greeting', { name: quote.customerFirstName })
          : t('approve:greetingNoName')}
      </p>
      {open ? <p>{t('approve:intro', { shop: quote.shop.name })}</p> : null}
      {quote.vehicle ? (
        <dl className={classes.facts}>
          <dt>{t('approve:vehicle')}</dt>
          <dd>{quote.vehicle}</dd>
        </dl>
      ) : null}
      {open ? (
        <p className={classes.muted}>
          {t('approve:validUntil', { date: formatDate(quote.expiresAt, i18n.language) })}
        </p>
      ) : null}
      {load.closed ? (
        <p ref={closedRef} tabIndex={-1} role="alert" className={classes.alert}>
          {t('approve:closed')}
        </p>
      ) : null}
      <QuoteBody
        quote={quote}
        decidedNow={load.decidedNow}
        form={{
          submit: (decision) => sendDecision(token, decision, i18n.language),
          onDecided,
          onClosed,
          onGone,
        }}
      />
      <footer className={classes.footer}>
        {open || quote.decision ? <CallShop shop={quote.shop} /> : null}
        <button
          type="button"
          className={`${classes.secondary} ${classes.noPrint}`}
          onClick={() => window.print()}
        >
          {t('approve:print')}
        </button>
      </footer>
    </>
  );
}
