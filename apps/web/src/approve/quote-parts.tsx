import type {
  PublicQuote,
  PublicQuoteLine,
  PublicTotals,
} from '@procounter/shared/contracts/quote-approval';
import { LOCALES, type Locale } from '@procounter/shared/domain/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@/lib/prices';
import classes from './approve.module.css';

/** en or es, from an i18next language. */
export const localeOf = (language: string): Locale => (language === 'es' ? 'es' : 'en');

/** A tel: address: the digits (and a leading +) of the shop's phone as it is written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A tax rate as the language writes it (8.25), up to the 3 decimals a rate has. */
function formatRate(rate: number, language: string): string {
  const locale = language === 'es' ? 'es-US' : 'en-US';
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    percentFormats.set(locale, format);
  }
  return format.format(rate);
}

/** The quote's title: its name (when the shop gave one) and number. */
export function quoteTitle(quote: PublicQuote, t: ReturnType<typeof useTranslation>['t']) {
  return quote.quoteName
    ? t('approve:quoteNamed', { name: quote.quoteName, number: quote.quoteNumber })
    : t('approve:quoteNumber', { number: quote.quoteNumber });
}

/** English / Español, the choice remembered on this device (the page's caller stores it). */
export function LanguageSwitch({ onChange }: { onChange: (language: Locale) => void }) {
  const { t, i18n } = useTranslation();
  const current = localeOf(i18n.language);
  return (
    <fieldset className={`${classes.languages} ${classes.noPrint}`}>
      <legend className={classes.visuallyHidden}>{t('approve:language.label')}</legend>
      {LOCALES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={classes.languageButton}
          aria-pressed={current === language}
          onClick={() => {
            if (current !== language) onChange(language);
          }}
        >
          {language === 'en' ? t('approve:language.en') : t('approve:language.es')}
        </button>
      ))}
    </fieldset>
  );
}

/** The shop: name, phone to call (a tel: link) and address. */
export function ShopCard({ shop }: { shop: PublicQuote['shop'] }) {
  const { t } = useTranslation();
  return (
    <section className={classes.shop} aria-label={t('approve:shop.label')}>
      <p className={classes.shopName}>{shop.name}</p>
      {shop.phone ? (
        <p>
          <a className={classes.phone} href={telHref(shop.phone)}>
            {t('approve:shop.call', { phone: shop.phone })}
          </a>
        </p>
      ) : null}
      {shop.address ? <p className={classes.address}>{shop.address}</p> : null}
    </section>
  );
}

/** "Questions? Call the shop": the shop's phone wherever the customer cannot decide online. */
export function CallShop({ shop }: { shop: PublicQuote['shop'] }) {
  const { t } = useTranslation();
  if (!shop.phone) return <p>{t('approve:callShopNoPhone', { shop: shop.name })}</p>;
  return (
    <p>
      {t('approve:callShop', { shop: shop.name })}{' '}
      <a className={classes.phone} href={telHref(shop.phone)}>
        {shop.phone}
      </a>
    </p>
  );
}

/** What a line is and costs: brand and part number, a kit's parts, hours and rate, quantity and price. */
function LineFacts({ line }: { line: PublicQuoteLine }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const facts: string[] = [];
  if (line.partNumber) {
    facts.push(
      line.brandName
        ? t('approve:lines.brandPart', { brand: line.brandName, number: line.partNumber })
        : t('approve:lines.partNumber', { number: line.partNumber }),
    );
  }
  if (line.kitParts.length > 0) {
    facts.push(t('approve:lines.kitIncludes', { parts: line.kitParts.join(', ') }));
  }
  if (line.unitPrice === null) {
    facts.push(t('approve:lines.callForPricing'));
  } else if (line.kind === 'LABOR') {
    facts.push(
      t('approve:lines.labor', {
        hours: formatQuantity(line.quantity, language),
        rate: formatMoney(line.unitPrice, language),
      }),
    );
  } else {
    facts.push(
      t('approve:lines.quantity', {
        quantity: formatQuantity(line.quantity, language),
        price: formatMoney(line.unitPrice, language),
      }),
    );
  }
  return (
    <>
      {facts.map((fact) => (
        <p key={fact} className={classes.lineFact}>
          {fact}
        </p>
      ))}
    </>
  );
}

/**
 * One line as the customer sees it: description and line total, then its facts; `children` is
 * what follows (the Approve / Decline choice, or the decision taken).
 */
export function LineCard({
  line,
  children,
  headingId,
}: {
  line: PublicQuoteLine;
  children?: ReactNode;
  headingId?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className={classes.line}>
      <div className={classes.lineHead}>
        <p className={classes.lineDescription} id={headingId}>
          {line.description}
        </p>
        {line.unitPrice === null ? null : (
          <p className={classes.lineTotal}>
            <span className={classes.visuallyHidden}>{t('approve:lines.lineTotal')}: </span>
            {formatMoney(line.total, i18n.language)}
          </p>
        )}
      </div>
      <LineFacts line={line} />
      {children}
    </li>
  );
}

/** Parts, labor, each tax with its rate, and the total: the server's figures, never added here. */
export function TotalsList({ totals, showLabor }: { totals: PublicTotals; showLabor: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const rows: [string, string][] = [[t('approve:totals.parts'), money(totals.parts)]];
  if (showLabor || totals.labor > 0) rows.push([t('approve:totals.labor'), money(totals.labor)]);
  if (totals.partsTax) {
    rows.push([
      t('approve:totals.partsTax', { rate: formatRate(totals.partsTax.rate, i18n.language) }),
      money(totals.partsTax.amount),
    ]);
  }
  if (totals.laborTax) {
    rows.push([
      t('approve:totals.laborTax', { rate: formatRate(totals.laborTax.rate, i18n.language) }),
      money(totals.laborTax.amount),
    ]);
  }
  return (
    <dl className={classes.totals}>
      {rows.map(([label, value]) => (
        <div key={label} className={classes.totalRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${classes.totalRow} ${classes.grandTotal}`}>
        <dt>{t('approve:totals.total')}</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}

/** The quote read-only: its lines and totals (an expired or changed link shows it as sent). */
export function QuoteAsSent({ quote, title }: { quote: PublicQuote; title: string }) {
  const { t } = useTranslation();
  const hasLabor = quote.lines.some((line) => line.kind === 'LABOR');
  return (
    <section className={classes.section} aria-labelledby="approve-as-sent">
      <h2 id="approve-as-sent">{title}</h2>
      <ul className={classes.lines}>
        {quote.lines.map((line) => (
          <LineCard key={line.lineId} line={line} />
        ))}
      </ul>
      <h3>{t('approve:totals.title')}</h3>
      <TotalsList totals={quote.totals} showLabor={hasLabor} />
    </section>
  );
}
