/**
 * Resolving a rule's message key to its text. The catalogs write the spec's placeholders as
 * `{0}`; i18next interpolates `{{0}}` by default, so whoever shows a message with params either
 * configures i18next or passes the translated text through `fillPlaceholders`.
 */
import type { Locale } from '../contracts/user';
import { resources } from '../i18n/index';
import type { MessageKey, MessageParams } from './rules';

/** Replaces `{name}` (and i18next-style `{{name}}`) with the given values; unknown names stay. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

function lookup(tree: unknown, path: readonly string[]): string | undefined {
  let node = tree;
  for (const part of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of `namespace:key.nested` in a locale, placeholders filled; the key itself when the
 * catalog lacks it (as i18next does), so a missing text shows up instead of vanishing.
 */
export function getMessageText(
  key: MessageKey,
  params?: MessageParams,
  locale: Locale = 'en',
): string {
  const separator = key.indexOf(':');
  const namespace = key.slice(0, separator);
  const path = key.slice(separator + 1).split('.');
  const catalog = (resources[locale] as Record<string, unknown>)[namespace];
  const text = lookup(catalog, path);
  return text === undefined ? key : fillPlaceholders(text, params);
}
