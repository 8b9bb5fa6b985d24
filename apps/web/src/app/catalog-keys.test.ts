/**
 * Every catalog key the web app uses exists in English and in Spanish: a missing key would show
 * the raw key to the user. Keys are found in the source as 'namespace:key' literals; a template
 * literal (auth:errorKeys.${key}) is checked against the list its values come from.
 */

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_STATUSES } from '@procounter/shared/contracts/chat';
import {
  PRICING_METHODS,
  PRICING_TYPES,
  SHOP_REQUEST_STATUSES,
} from '@procounter/shared/contracts/company-values';
import {
  EMPLOYEE_AUDIT_ACTIONS,
  EMPLOYEE_CHANGE_FIELDS,
  EMPLOYEE_SORTS,
} from '@procounter/shared/contracts/employee';
import { LOGIN_ERROR_KEYS } from '@procounter/shared/contracts/errors';
import { INTERCHANGE_KINDS } from '@procounter/shared/contracts/interchange';
import { MAIL_STATES } from '@procounter/shared/contracts/mail';
import {
  CREDIT_REASONS,
  PAYMENT_TYPES,
  STATEMENT_ENTRY_KINDS,
} from '@procounter/shared/contracts/statement';
import { SUPPORT_QUESTION_STATUSES } from '@procounter/shared/contracts/support-question';
import { LOCALES, USER_STATUSES } from '@procounter/shared/contracts/user';
import {
  INSPECTION_ITEMS,
  INSPECTION_STATUSES,
  VEHICLE_DOCUMENT_KINDS,
} from '@procounter/shared/contracts/vehicle-documents';
import { LINE_AVAILABILITIES, WORKSHEET_STATUSES } from '@procounter/shared/contracts/worksheet';
import { STATEMENT_STATUSES } from '@procounter/shared/domain/account-money';
import { ACCOUNT_ERROR_CODES } from '@procounter/shared/domain/password-rules';
import { resources } from '@procounter/shared/i18n/index';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const NAMESPACES = Object.keys(resources.en).join('|');
const KEY_PATTERN = new RegExp(`['"\`]((?:${NAMESPACES}):[a-zA-Z0-9_.]+)(\\$\\{)?`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(locale: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  let node: unknown = (resources as Record<string, Record<string, unknown>>)[locale]?.[namespace];
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return node;
}

/** The values each run-time completed prefix takes (from the code that completes it). */
const COMPLETIONS: Record<string, readonly string[]> = {
  'auth:errorKeys.': LOGIN_ERROR_KEYS,
  'auth:accountErrors.': ACCOUNT_ERROR_CODES,
  'common:language.': LOCALES,
  'acceptTerms:body.': ['p1', 'p2', 'p3', 'p4'],
  'common:routes.': ['terms', 'privacy'],
  'common:legal.': ['terms', 'privacy'],
  'common:quotes.status.': WORKSHEET_STATUSES,
  'common:quotes.availability.': LINE_AVAILABILITIES,
  'support:inbox.status.': SUPPORT_QUESTION_STATUSES,
  'support:outbox.states.': MAIL_STATES,
  'chat:status.': CHAT_STATUSES,
  // Mantine Pagination's controls (components/labelled-pagination.tsx).
  'common:pagination.': ['first', 'previous', 'next', 'last'],
  // A product's position as the catalog names it (features/catalog positionLabel, which falls
  // back to the catalog's name); the server's specifications read the same list.
  'catalog:attributes.positions.': Object.keys(resources.en.catalog.attributes.positions),
  // The shop's account (issue 23 part 1): the contracts' enums.
  'statements:status.': STATEMENT_STATUSES,
  'statements:creditReason.': CREDIT_REASONS,
  'statements:paymentType.': PAYMENT_TYPES,
  'statements:statement.kind.': STATEMENT_ENTRY_KINDS,
  // The Account Dashboard (issue 23 part 3): the request and pricing enums of the contract; a
  // company's status and payment method fall back to the stored value (defaultValue), so the
  // catalog's own keys are the ones the page names.
  'company:shops.statuses.': SHOP_REQUEST_STATUSES,
  'company:shops.methods.': PRICING_METHODS,
  'company:shops.types.': PRICING_TYPES,
  'company:company.statuses.': Object.keys(resources.en.company.company.statuses),
  'company:company.paymentMethods.': Object.keys(resources.en.company.company.paymentMethods),
  // Employees (issue 24 part 2): the contract's enums; a role or job title outside the catalog
  // falls back to the stored value (defaultValue).
  'employees:sort.': EMPLOYEE_SORTS,
  'employees:statuses.': USER_STATUSES,
  'employees:audit.actions.': EMPLOYEE_AUDIT_ACTIONS,
  'employees:audit.fields.': EMPLOYEE_CHANGE_FIELDS,
  'employees:roles.': Object.keys(resources.en.employees.roles),
  'employees:jobTitles.': Object.keys(resources.en.employees.jobTitles),
  // The part interchange (issue 25): how a number names a product, the contract's kinds.
  'interchange:kind': INTERCHANGE_KINDS,
  // Vehicle documents (issue 25 part 5): the contract's kinds, checklist and conditions.
  'vehicleDocuments:kind.': VEHICLE_DOCUMENT_KINDS,
  'vehicleDocuments:inspection.items.': INSPECTION_ITEMS,
  'vehicleDocuments:inspection.statuses.': INSPECTION_STATUSES,
};

const used = new Set<string>();
const unknownPrefixes: string[] = [];
for (const file of sourceFiles(SRC)) {
  for (const match of readFileSync(file, 'utf8').matchAll(KEY_PATTERN)) {
    const key = match[1]!;
    if (match[2]) {
      // A prefix completed at run time: expand it with the values it takes.
      const completions = COMPLETIONS[key];
      if (completions) for (const value of completions) used.add(key + value);
      else unknownPrefixes.push(key);
      continue;
    }
    used.add(key.replace(/\.$/, ''));
  }
}

describe('catalog keys used by the web app', () => {
  it('finds the keys, and knows every prefix completed at run time', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(unknownPrefixes).toEqual([]);
  });

  it.each(LOCALES)('exist as texts in %s', (locale) => {
    // A counted text is its plural forms (key_one, key_other, ...): i18next picks one by count.
    const missing = [...used].filter(
      (key) =>
        typeof lookup(locale, key) !== 'string' &&
        typeof lookup(locale, `${key}_other`) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
