import type { Locale } from '@procounter/shared/domain/locale';
import { resources } from '@procounter/shared/i18n/index';

// The messages' texts (the `mail` catalog, en and es), as plain text and HTML with the same words.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

export interface ComposedMail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** A message: a greeting, what comes before the link, the link (a button in HTML), what after. */
function compose(
  locale: Locale,
  parts: { subject: string; before: string[]; link?: string; button?: string; after: string[] },
): ComposedMail {
  const texts = resources[locale].mail;
  const footer = [texts.signature, texts.automatic];
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const link = parts.link
    ? [
        `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.button ?? parts.link)}</a></p>`,
        `<p style="word-break:break-all">${escapeHtml(parts.link)}</p>`,
      ]
    : [];
  const html = [
    ...parts.before.map(paragraph),
    ...link,
    ...parts.after.map(paragraph),
    `<p style="color:#666">${footer.map(escapeHtml).join('<br>')}</p>`,
  ];
  return {
    subject: parts.subject,
    textBody: [
      ...parts.before,
      ...(parts.link ? [parts.link] : []),
      ...parts.after,
      '-- ',
      ...footer,
    ].join('\n\n'),
    htmlBody: `<!doctype html><html lang="${locale}"><body>\n${html.join('\n')}\n</body></html>`,
  };
}

/** A mail whose one link chooses a password: the texts of its kind, greeting and intro filled. */
function passwordLinkMail(
  locale: Locale,
  t: (typeof resources)[Locale]['mail']['passwordReset' | 'employeeWelcome'],
  values: { firstName: string; loginName: string; link: string } & Record<string, string | number>,
): ComposedMail {
  return compose(locale, {
    subject: t.subject,
    before: [fill(t.greeting, values), fill(t.intro, values)],
    link: values.link,
    button: t.button,
    after: [`${t.once} ${t.ignore}`],
  });
}

/** "Forgot password?": the link to choose a new password. */
export function passwordResetMail(
  locale: Locale,
  values: { firstName: string; loginName: string; link: string; minutes: number },
): ComposedMail {
  return passwordLinkMail(locale, resources[locale].mail.passwordReset, values);
}

/** A new employee (added by their manager): the link to choose a first password. */
export function employeeWelcomeMail(
  locale: Locale,
  values: { firstName: string; loginName: string; link: string; hours: number },
): ComposedMail {
  return passwordLinkMail(locale, resources[locale].mail.employeeWelcome, values);
}

/** A quote sent to the customer: the link to approve or decline its lines. */
export function approvalLinkMail(
  locale: Locale,
  values: {
    firstName: string | null;
    shopName: string;
    shopPhone: string | null;
    link: string;
    expiresAt: Date;
  },
): ComposedMail {
  const t = resources[locale].mail.approvalLink;
  const until = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'America/Chicago',
  }).format(values.expiresAt);
  const v = { shopName: values.shopName, firstName: values.firstName ?? '', date: until };
  return compose(locale, {
    subject: fill(t.subject, v),
    before: [values.firstName ? fill(t.greeting, v) : t.greetingNoName, fill(t.intro, v)],
    link: values.link,
    button: t.button,
    after: [
      fill(t.expires, v),
      values.shopPhone ? fill(t.questions, { ...v, phone: values.shopPhone }) : '',
    ].filter((text) => text !== ''),
  });
}

/** The old address hears that the user's address changed (and to what). */
export function emailChangedMail(
  locale: Locale,
  values: { firstName: string; loginName: string; newAddress: string },
): ComposedMail {
  const t = resources[locale].mail.emailChanged;
  return compose(locale, {
    subject: t.subject,
    before: [fill(t.greeting, values), fill(t.body, values)],
    after: [t.notYou],
  });
}
