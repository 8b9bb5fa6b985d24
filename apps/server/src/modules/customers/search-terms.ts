// What the customer search matches (issue 22): the terms a customer is found by, and a query as
// the words each of which must start one of them. Both sides go through the same normalisation
// (lower case, accents removed by NFD), so 'José' is found by 'jose' and 'JOSÉ'. Pure functions:
// the repository writes the terms in the transaction of every customer or vehicle write.

/** What a customer is found by. */
export interface SearchableCustomer {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phones: readonly { number: string }[];
  vehicles: readonly { vin?: string | null; plate?: string | null }[];
}

/** Lower case without accents (NFD, combining marks dropped): the one spelling of every term. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The order of the list: 'last first', folded, so 'Ávila' sorts with 'avila'. */
export function customerSortName(firstName: string, lastName: string): string {
  return `${foldText(lastName.trim())} ${foldText(firstName.trim())}`;
}

const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
/** What people write inside a name or a plate and leave out when they type it: O'Neil, Mary-Jane. */
const JOINERS = /[-'’‘`]/g;
const HAS_LETTER = /\p{L}/u;
const NON_DIGITS = /\D/g;

/** The phone's number without an extension, as its digits; a leading 1 (country code) dropped. */
export function phoneDigits(number: string): string {
  const withoutExtension = number.split(/\s*(?:x|ext\.?|extension|#)\s*\d/i)[0] ?? '';
  const digits = withoutExtension.replace(NON_DIGITS, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A plate as the search keeps it: letters and digits only. */
export function plateTerm(plate: string): string {
  return foldText(plate).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Terms of free text (names, company): each word whole (joiners left out) and in its parts. */
function wordTerms(text: string): string[] {
  const terms: string[] = [];
  for (const raw of foldText(text).split(/\s+/)) {
    const word = raw.replace(EDGE_PUNCTUATION, '');
    if (word === '') continue;
    terms.push(word.replace(JOINERS, ''));
    terms.push(...word.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  }
  return terms;
}

const endings = (value: string, lengths: readonly number[]) =>
  lengths.filter((n) => value.length > n).map((n) => value.slice(-n));

/**
 * Every term a customer is found by: name and company words, the e-mail and its local part, each
 * phone's digits and their last 7 and 4, each plate (letters and digits only), each VIN and its
 * last 8, 6 and 4 characters. Folded, without duplicates.
 */
export function buildCustomerSearchTerms(customer: SearchableCustomer): string[] {
  const terms = [
    ...wordTerms(customer.firstName),
    ...wordTerms(customer.lastName),
    ...wordTerms(customer.company),
  ];
  const email = foldText(customer.email.trim());
  if (email !== '') {
    const local = email.split('@')[0] ?? '';
    // A query word loses its joiners (ana-maria -> anamaria): the e-mail is kept both ways.
    for (const term of [email, local]) terms.push(term, term.replace(JOINERS, ''));
  }
  for (const phone of customer.phones) {
    const digits = phoneDigits(phone.number);
    if (digits === '') continue;
    terms.push(digits, ...endings(digits, [7, 4]));
  }
  for (const vehicle of customer.vehicles) {
    const plate = vehicle.plate ? plateTerm(vehicle.plate) : '';
    if (plate !== '') terms.push(plate);
    const vin = vehicle.vin ? foldText(vehicle.vin.trim()) : '';
    if (vin !== '') terms.push(vin, ...endings(vin, [8, 6, 4]));
  }
  return [...new Set(terms.filter((term) => term !== ''))];
}

/** A row of customer_search_terms: the term, and the customer's sort name and archived flag. */
export interface CustomerSearchTermRow {
  customerId: number;
  shopId: number;
  term: string;
  sortName: string;
  archived: boolean;
}

/** The rows of customer_search_terms of a customer (the terms of buildCustomerSearchTerms). */
export function customerSearchTermRows(
  customer: SearchableCustomer & {
    id: number;
    shopId: number;
    sortName: string;
    archived: boolean;
  },
): CustomerSearchTermRow[] {
  return buildCustomerSearchTerms(customer).map((term) => ({
    customerId: customer.id,
    shopId: customer.shopId,
    term,
    sortName: customer.sortName,
    archived: customer.archived,
  }));
}

/** Most words of a query that count (the box takes 100 characters). */
const MAX_QUERY_WORDS = 8;

/**
 * A query as the words each of which must start a term of the customer. A query of digits and
 * punctuation only ('(512) 555', '555-1234') is one word, its digits: a phone number typed with
 * its spaces. Otherwise each word is folded and trimmed of punctuation at its ends; a word
 * without letters becomes its digits, one with letters loses its joiners (O'Neil, ABC-123) and
 * keeps its dots and @ (e-mails). Empty for an empty query (or one without letters or digits).
 */
export function searchQueryWords(query: string): string[] {
  const folded = foldText(query).trim();
  if (folded === '') return [];
  if (!HAS_LETTER.test(folded)) {
    const digits = folded.replace(NON_DIGITS, '');
    return digits === '' ? [] : [digits];
  }
  const words: string[] = [];
  for (const raw of folded.split(/\s+/)) {
    const word = raw.replace(EDGE_PUNCTUATION, '');
    if (word === '') continue;
    const normal = HAS_LETTER.test(word)
      ? word.replace(JOINERS, '').replace(/\s/g, '')
      : word.replace(NON_DIGITS, '');
    if (normal !== '' && !words.includes(normal)) words.push(normal);
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

/** A LIKE pattern matching what starts with the word (%, _ and \ taken literally). */
export function prefixPattern(word: string): string {
  return `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
