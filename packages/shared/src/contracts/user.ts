import { z } from 'zod';
import { CATALOG_NAVIGATION_TABS, STYLESHEETS } from '../domain/constants';
import { LOCALES } from '../domain/locale';
import { singleLineText } from '../validation/free-text';
import { EMAIL_MAX_LENGTH, INT4_MAX, USER_SEARCH_MAX_LENGTH } from '../validation/limits';

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'DISABLED', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export { LOCALES, type Locale } from '../domain/locale';

export const CustomerTypeSchema = z.object({
  name: z.string(),
  description: z.string(),
  cxml: z.boolean(),
  sms: z.boolean(),
});

export const GroupSchema = z.object({
  name: z.string(),
  internal: z.boolean(),
});

export const UserPreferenceSchema = z.object({
  languageCode: z.enum(LOCALES),
  catalogNavigationTab: z.number().int(),
  selectedStylesheet: z.number().int(),
  selectedShopId: z.number().int().nullable(),
});

/** The user of GET /api/current/user and /api/session/user (R-SHOP-1, R-SHOP-2). */
export const UserSchema = z.object({
  authenticated: z.boolean(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  loginName: z.string(),
  emailAddress: z.string().nullable(),
  emailUpdateRequired: z.boolean(),
  masquerade: z.boolean(),
  /** The real user's login name while masquerading. */
  masqueradeBy: z.string().nullable(),
  passwordChangeRequired: z.boolean(),
  termsAcceptanceRequired: z.boolean(),
  teamMember: z.boolean(),
  carCustomer: z.boolean(),
  customerType: CustomerTypeSchema.nullable(),
  group: GroupSchema.nullable(),
  userPreference: UserPreferenceSchema,
  shopReferralEligible: z.boolean(),
  partsPayoffAccessible: z.boolean(),
  hideStorePhoneNumber: z.boolean(),
  earnbackEligible: z.boolean(),
  status: z.enum(USER_STATUSES),
});
export type User = z.infer<typeof UserSchema>;

/** A number from 1 to the highest of `choices` (each a list numbered from 1), from a form's text. */
const oneOf = (choices: Record<string, number>) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...Object.values(choices)));

/**
 * POST /api/user/savePreferences (form data). Numbers arrive as strings in a form body,
 * so they are coerced here. Only the fields sent change; a tab or stylesheet the app does not
 * have is refused.
 */
export const SavePreferencesBodySchema = z.strictObject({
  languageCode: z.enum(LOCALES).optional(),
  catalogNavigationTab: oneOf(CATALOG_NAVIGATION_TABS).optional(),
  selectedStylesheet: oneOf(STYLESHEETS).optional(),
  selectedShopId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type SavePreferencesBody = z.infer<typeof SavePreferencesBodySchema>;

/** POST /api/user/updateEmail: an e-mail, or declinedUpdate=true. */
export const UpdateEmailBodySchema = z.union([
  z.strictObject({ email: z.email().max(EMAIL_MAX_LENGTH) }),
  z.strictObject({ declinedUpdate: z.literal(true) }),
]);
export type UpdateEmailBody = z.infer<typeof UpdateEmailBodySchema>;

export const BooleanAnswerSchema = z.boolean();

/** A user another user may act as (the support masquerade picker). */
export const MasqueradeCandidateSchema = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  groupName: z.string().nullable(),
});
export type MasqueradeCandidate = z.infer<typeof MasqueradeCandidateSchema>;

export const MasqueradeCandidatesQuerySchema = z.strictObject({
  search: singleLineText().max(USER_SEARCH_MAX_LENGTH).optional(),
});
