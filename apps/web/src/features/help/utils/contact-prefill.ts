import type { Shop } from '@procounter/shared/contracts/shop';
import type {
  QuestionType,
  SupportQuestionBody,
} from '@procounter/shared/contracts/support-question';
import type { User } from '@procounter/shared/contracts/user';

/** The contact form as typed: the question type is '' while the select shows '--'. */
export type QuestionFormValues = Omit<SupportQuestionBody, 'questionType'> & {
  questionType: QuestionType | '';
};

export const EMPTY_QUESTION_FORM: QuestionFormValues = {
  emailAddress: '',
  shopName: '',
  customerName: '',
  customerAccountNumber: '',
  customerPhoneNumber: '',
  questionType: '',
  questionText: '',
};

export type PrefillField = Exclude<keyof QuestionFormValues, 'questionType' | 'questionText'>;

/**
 * What an authorized user's form starts with (R-HELP-11): e-mail and full name from the
 * user, shop name, account number and phone from the current shop. Blank values are left out.
 */
export function contactPrefill(
  user: Pick<User, 'emailAddress' | 'firstName' | 'lastName'> | null,
  shop: Pick<Shop, 'shopName' | 'accountNumber' | 'shopPhone'> | null,
): Partial<Record<PrefillField, string>> {
  const values: Partial<Record<PrefillField, string | null | undefined>> = {
    emailAddress: user?.emailAddress,
    customerName: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    shopName: shop?.shopName,
    customerAccountNumber: shop?.accountNumber,
    customerPhoneNumber: shop?.shopPhone,
  };
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [PrefillField, string] => Boolean(entry[1])),
  );
}
