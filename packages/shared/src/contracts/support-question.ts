import { z } from 'zod';
import { INT4_MAX, SUPPORT_QUESTION_PAGING } from '../validation/limits';
import { MESSAGE_KEYS, type MessageKey } from '../validation/rules';
import {
  accountNumberSchema,
  emailSchema,
  personNameSchema,
  questionTextSchema,
  shopNameSchema,
  usPhoneSchema,
} from '../validation/schemas';

// The Help Center's submit-a-question call (R-HELP-10, R-HELP-12):
// POST /api/admin/rest/submitSupportQuestion. Every field rule is a shared schema of
// validation/schemas.ts, so the contact form and the server report the same message keys.

/**
 * The seven question types of the contact form's select, as stable codes (stored as they are).
 * The select's default '--' is no type: it is refused as 'This field is required.'.
 */
export const QUESTION_TYPES = [
  'FORGOT_LOGIN',
  'FIND_PARTS',
  'PLACE_ORDER',
  'STATEMENT',
  'WRONG_STORE',
  'WEBSITE_HELP',
  'ACCOUNT_LOCKED',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** The select's option labels, in the spec's order, as keys of the help catalogs. */
export const QUESTION_TYPE_LABEL_KEYS = {
  FORGOT_LOGIN: 'help:questionTypes.forgotLogin',
  FIND_PARTS: 'help:questionTypes.findingParts',
  PLACE_ORDER: 'help:questionTypes.placingOrder',
  STATEMENT: 'help:questionTypes.statement',
  WRONG_STORE: 'help:questionTypes.wrongStore',
  WEBSITE_HELP: 'help:questionTypes.website',
  ACCOUNT_LOCKED: 'help:questionTypes.accountLocked',
} as const satisfies Record<QuestionType, MessageKey>;

/** The select's default option: shown, never sent as a type. */
export const QUESTION_TYPE_PLACEHOLDER = '--';

/** Where a question stands in the support inbox: every question starts NEW. */
export const SUPPORT_QUESTION_STATUSES = ['NEW', 'ANSWERED'] as const;
export type SupportQuestionStatus = (typeof SUPPORT_QUESTION_STATUSES)[number];

/** The body of submitSupportQuestion; unknown fields are refused. */
export const SupportQuestionBodySchema = z.strictObject({
  emailAddress: emailSchema,
  shopName: shopNameSchema,
  /** The asker's full name. */
  customerName: personNameSchema,
  /** Digits only, at most 9. */
  customerAccountNumber: accountNumberSchema,
  customerPhoneNumber: usPhoneSchema,
  questionType: z.enum(QUESTION_TYPES, { message: MESSAGE_KEYS.required }),
  questionText: questionTextSchema,
});
export type SupportQuestionBody = z.infer<typeof SupportQuestionBodySchema>;

/**
 * The answer of a stored question. The spec does not show the response body; the id lets support
 * refer to the question, submittedAt is an ISO 8601 instant.
 */
export const SupportQuestionAnswerSchema = z.object({
  id: z.number().int().positive(),
  submittedAt: z.iso.datetime(),
});
export type SupportQuestionAnswer = z.infer<typeof SupportQuestionAnswerSchema>;

// --- the support inbox (support-access users) -----------------------------------------------------

/** Questions per page of the inbox. */
export const SUPPORT_QUESTION_PAGE_SIZE = 50;

/** GET /api/admin/rest/supportQuestions?status&page&size: newest first. */
export const SupportQuestionListQuerySchema = z.strictObject({
  status: z.enum(SUPPORT_QUESTION_STATUSES).optional(),
  page: z.coerce.number().int().min(0).max(SUPPORT_QUESTION_PAGING.maxPage).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPPORT_QUESTION_PAGING.maxSize)
    .default(SUPPORT_QUESTION_PAGE_SIZE),
});
export type SupportQuestionListQuery = z.input<typeof SupportQuestionListQuerySchema>;

/** A question as the inbox shows it: the form's fields, who sent it, and where it stands. */
export const SupportQuestionSchema = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  shopName: z.string(),
  customerName: z.string(),
  customerAccountNumber: z.string(),
  customerPhoneNumber: z.string(),
  questionType: z.enum(QUESTION_TYPES),
  questionText: z.string(),
  status: z.enum(SUPPORT_QUESTION_STATUSES),
  submittedAt: z.iso.datetime(),
  /** The logged-in asker's login name and user id; null for a visitor. */
  userId: z.number().int().nullable(),
  loginName: z.string().nullable(),
  /** The asker's current shop when logged in (id and name); null for a visitor. */
  shopId: z.number().int().nullable(),
  linkedShopName: z.string().nullable(),
});
export type SupportQuestion = z.infer<typeof SupportQuestionSchema>;

export const SupportQuestionListSchema = z.object({
  questions: z.array(SupportQuestionSchema),
  /** How many questions match the status filter in all. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SupportQuestionList = z.infer<typeof SupportQuestionListSchema>;

export const SupportQuestionIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(INT4_MAX),
});

/** PUT /api/admin/rest/supportQuestions/{id}/status {status}: answers the question. */
export const SetSupportQuestionStatusBodySchema = z.strictObject({
  status: z.enum(SUPPORT_QUESTION_STATUSES),
});
export type SetSupportQuestionStatusBody = z.infer<typeof SetSupportQuestionStatusBodySchema>;
