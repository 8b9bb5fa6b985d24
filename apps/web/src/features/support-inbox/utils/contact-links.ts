/** The href that dials a phone number as typed in the form: digits and a leading + only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The href that writes to an address; encoded, so a stray ? or & cannot add headers. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replaceAll('%40', '@')}`;
}
