/**
 * What a new customer starts with from the words typed in the picker: words with digits are a
 * phone, the first other word is the first name and the rest the last name, each as typed.
 */
export interface NewCustomerValues {
  firstName: string;
  lastName: string;
  phone: string;
}

export function newCustomerValues(typed: string): NewCustomerValues {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  const phone = words.filter((word) => /\d/.test(word)).join(' ');
  const names = words.filter((word) => !/\d/.test(word));
  return { firstName: names[0] ?? '', lastName: names.slice(1).join(' '), phone };
}
