import { z } from 'zod';
import { INT4_MAX } from '../validation/limits';

export const HomeStoreSchema = z.object({
  storeId: z.number().int(),
  storeName: z.string(),
  city: z.string(),
  state: z.string(),
  address: z.string(),
  address2: z.string().nullable(),
  zipCode: z.string(),
  phoneNumber: z.string().nullable(),
});
export type HomeStore = z.infer<typeof HomeStoreSchema>;

/** The current shop and the shops of the shop switcher (R-SHOP-1, R-SHOP-2). */
export const ShopSchema = z.object({
  id: z.number().int(),
  shopName: z.string(),
  shopNameAndAccount: z.string(),
  accountNumber: z.string(),
  shopPhone: z.string().nullable(),
  zip: z.string(),
  state: z.string(),
  hideCosts: z.boolean(),
  motorData: z.boolean(),
  carCustomer: z.boolean(),
  companyId: z.number().int(),
  homeStore: HomeStoreSchema.nullable(),
});
export type Shop = z.infer<typeof ShopSchema>;

export const ShopIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(INT4_MAX),
});

export const CompanyPreferenceSchema = z.object({
  garageBayIdVisible: z.boolean(),
  garageBayIdRequired: z.boolean(),
  vehicleFleetIdVisible: z.boolean(),
  vehicleFleetIdRequired: z.boolean(),
  poVisible: z.boolean(),
  poRequired: z.boolean(),
  poValidationMask: z.string().nullable(),
});

export const CompanySchema = z.object({
  id: z.number().int(),
  demo: z.boolean(),
  accountName: z.string(),
  accountStatus: z.string(),
  arGroupCode: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  partsPayoffVisible: z.boolean(),
  shopReferralEligible: z.boolean(),
  address: z.object({
    street1: z.string(),
    street2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  companyPreference: CompanyPreferenceSchema,
});
export type Company = z.infer<typeof CompanySchema>;

export const ShopRequestSchema = z.object({
  id: z.number().int(),
  /** The shop it is for; null: every shop of the company. */
  shopId: z.number().int().nullable(),
  requestStatus: z.string(),
  /** COST_PLUS or LIST_MINUS's percent (issue 23); null for LIST or none. */
  pricingPercent: z.number().nullable(),
  pricingMethod: z.string().nullable(),
  pricingType: z.string().nullable(),
  laborRate: z.number().nullable(),
  taxRateLabor: z.number().nullable(),
  taxRateParts: z.number().nullable(),
  notes: z.string().nullable(),
});
export type ShopRequest = z.infer<typeof ShopRequestSchema>;

/** The territory sales manager of the shop's home store. */
export const TsmSchema = z.object({
  tsmNumber: z.string(),
  tsmFirstName: z.string(),
  tsmLastName: z.string(),
  tsmEmailAddress: z.string(),
});
export type Tsm = z.infer<typeof TsmSchema>;

export const StickySessionInfoSchema = z.object({
  excludedFromStickySession: z.boolean(),
  userId: z.number().int(),
  shopId: z.number().int().nullable(),
});
export type StickySessionInfo = z.infer<typeof StickySessionInfoSchema>;

/** POST /api/current/shop: switch the current shop. */
export const ChangeShopBodySchema = z.strictObject({
  shopId: z.number().int().positive().max(INT4_MAX),
});
export type ChangeShopBody = z.infer<typeof ChangeShopBodySchema>;
