import { z } from 'zod';
import { CONTENT_TYPE_TOKENS, type ContentTypeToken, LANGUAGE_IDS } from '../domain/constants';
import { CONTENT_IDENTIFIER_PATTERN } from '../domain/help-content';
import { singleLineText } from '../validation/free-text';
import { CONTENT_GRAPHQL_LIMITS, HELP_CONTENT_LIMITS, INT4_MAX } from '../validation/limits';
import { MESSAGE_KEYS } from '../validation/rules';
import { requiredMultiLineText, requiredString } from '../validation/schemas';

// The zod-free part of this contract lives in domain/help-content.ts, for the Help Center's pages.
export {
  CATEGORY_KEY_SEPARATOR,
  CONTENT_IDENTIFIER_PATTERN,
  CONTENT_LANGUAGE_IDS,
  type ContentLanguageId,
  contentLanguageIdOf,
  HELP_CENTER_MENU_SLUG,
  KNOWLEDGE_ARTICLES_QUERY,
  KNOWLEDGE_CATEGORIES_QUERY,
  localeOfContentLanguage,
  MENU_QUERY,
} from '../domain/help-content';

// The Help Center's content (R-HELP-7, R-HELP-8, R-HELP-13): knowledge categories, knowledge
// articles and menus, each per content language and with a live (published) flag. Visitors and the
// web app read live content through the content search endpoint (GraphQL, GET queries; the queries
// below are the ones the web app sends); support and marketing users edit it through the REST calls
// under /api/admin/rest/help.

// --- languages -----------------------------------------------------------------------------------

/** A content language id in a query string or body ('1' or '4963328'). */
export const ContentLanguageIdSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(LANGUAGE_IDS.en), z.literal(LANGUAGE_IDS.es)]));

// --- identifiers ---------------------------------------------------------------------------------

export const ContentIdentifierSchema = requiredString().regex(CONTENT_IDENTIFIER_PATTERN, {
  message: 'helpAdmin:errors.identifier',
});

/**
 * Who may read a piece of content: PUBLIC anyone, GENERAL any logged-in customer, CAR car
 * customers. The content token's tokenType says which a caller holds (CONTENT_TYPE_TOKENS).
 */
export const CONTENT_AUDIENCES = CONTENT_TYPE_TOKENS;
export type ContentAudience = ContentTypeToken;

/** The audiences a token of this type may read; no token reads PUBLIC only. */
export function readableAudiences(tokenType: ContentTypeToken | null): ContentAudience[] {
  if (tokenType === 'CAR') return ['PUBLIC', 'GENERAL', 'CAR'];
  if (tokenType === 'GENERAL') return ['PUBLIC', 'GENERAL'];
  return ['PUBLIC'];
}

// --- entities as the content search answers them (R-HELP-7) --------------------------------------

export const KnowledgeCategorySchema = z.object({
  name: z.string(),
  identifier: z.string(),
  sortOrder: z.number().int(),
  /** The parent category's identifier; null for a parent (top-level) category. */
  parent: z.string().nullable(),
  /** The identifiers of the live child categories, in sortOrder. */
  children: z.array(z.string()),
});
export type KnowledgeCategory = z.infer<typeof KnowledgeCategorySchema>;

export const KnowledgeArticleSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  urlTitle: z.string(),
  /** Sanitised rich HTML. */
  content: z.string(),
  /** Last modification, an ISO 8601 instant. */
  modDate: z.string(),
  excerpt: z.string(),
  /** The identifiers of the article's categories. */
  category: z.array(z.string()),
});
export type KnowledgeArticle = z.infer<typeof KnowledgeArticleSchema>;

export const MenuItemSchema = z.object({
  title: z.string(),
  /** A link inside the app ('/quote/search') or out of it. */
  linkUrl: z.string().nullable(),
  /** A file to open (a PDF form), when the item is a document. */
  linkToFile: z.string().nullable(),
  /** An image path ('/help-icons/returns.svg'). */
  icon: z.string().nullable(),
  iconScaleWidth: z.number().int().nullable(),
  iconScaleHeight: z.number().int().nullable(),
  iconPadding: z.number().int().nullable(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSchema = z.object({
  menuSlug: z.string(),
  name: z.string(),
  menuItems: z.array(MenuItemSchema),
});
export type Menu = z.infer<typeof MenuSchema>;

// --- the content search endpoint (GraphQL over GET) ----------------------------------------------

/** GET /api/content/graphql?query=...&variables=...: the query and its JSON variables. */
export const ContentSearchQuerySchema = z.strictObject({
  query: z.string().min(1).max(CONTENT_GRAPHQL_LIMITS.query),
  /** A JSON object of the query's variables. */
  variables: z.string().max(CONTENT_GRAPHQL_LIMITS.variables).optional(),
  operationName: z.string().max(CONTENT_GRAPHQL_LIMITS.operationName).optional(),
});
export type ContentSearchQuery = z.infer<typeof ContentSearchQuerySchema>;

export const GraphqlErrorSchema = z.object({ message: z.string() });

export const KnowledgeCategoriesAnswerSchema = z.object({
  data: z.object({ KnowledgeCategoryCollection: z.array(KnowledgeCategorySchema) }),
});
export const KnowledgeArticlesAnswerSchema = z.object({
  data: z.object({ KnowledgeArticleCollection: z.array(KnowledgeArticleSchema) }),
});
export const MenuAnswerSchema = z.object({
  data: z.object({ MenuCollection: z.array(MenuSchema) }),
});
export type KnowledgeCategoriesAnswer = z.infer<typeof KnowledgeCategoriesAnswerSchema>;
export type KnowledgeArticlesAnswer = z.infer<typeof KnowledgeArticlesAnswerSchema>;
export type MenuAnswer = z.infer<typeof MenuAnswerSchema>;
/** A query the endpoint refused or could not answer. */
export const GraphqlErrorAnswerSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(GraphqlErrorSchema).min(1),
});

// --- content access: GET /api/current/dotcms?withToken=true[&shopId] ----------------------------

export const ContentAccessQuerySchema = z.strictObject({
  withToken: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The shop the caller reads for; one they may act for (default: their current shop). */
  shopId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

/**
 * The content-access token record (R-HELP-7, R-HELP-8): where the content search is, the bearer
 * token to send it (null without withToken), when the token expires (epoch ms, null without one)
 * and its type: CAR for a car customer's shop, GENERAL for any other logged-in caller, PUBLIC when
 * no token was asked for.
 */
export const ContentAccessSchema = z.object({
  url: z.string(),
  token: z.string().nullable(),
  expires: z.number().int().nullable(),
  tokenType: z.enum(CONTENT_TYPE_TOKENS),
});
export type ContentAccess = z.infer<typeof ContentAccessSchema>;

// --- content editing: /api/admin/rest/help (support and marketing users) -------------------------

export const HelpLanguageQuerySchema = z.strictObject({ languageId: ContentLanguageIdSchema });
export const HelpIdentifierParamsSchema = z.strictObject({
  identifier: singleLineText().max(HELP_CONTENT_LIMITS.identifier),
});

/** A category as its editor sees it, published or not. */
export const HelpCategoryRecordSchema = KnowledgeCategorySchema.extend({
  languageId: ContentLanguageIdSchema,
  live: z.boolean(),
  modDate: z.string(),
});
export type HelpCategoryRecord = z.infer<typeof HelpCategoryRecordSchema>;

const categoryFields = {
  languageId: ContentLanguageIdSchema,
  name: requiredString().max(HELP_CONTENT_LIMITS.categoryName),
  sortOrder: z.coerce.number().int().min(0).max(HELP_CONTENT_LIMITS.sortOrder),
  /** A top-level category's identifier, or null for a top-level category itself. */
  parent: ContentIdentifierSchema.nullable(),
  live: z.boolean(),
};

/**
 * POST /admin/rest/help/categories. Without an identifier one is made from the name; with the
 * identifier of a category of the other language, this adds its translation.
 */
export const CreateHelpCategoryBodySchema = z.strictObject({
  ...categoryFields,
  identifier: ContentIdentifierSchema.optional(),
});
export type CreateHelpCategoryBody = z.infer<typeof CreateHelpCategoryBodySchema>;

/** PUT /admin/rest/help/categories/{identifier}: the category of that language, replaced. */
export const UpdateHelpCategoryBodySchema = z.strictObject(categoryFields);
export type UpdateHelpCategoryBody = z.infer<typeof UpdateHelpCategoryBodySchema>;

/** An article as its editor sees it, published or not, with its audience. */
export const HelpArticleRecordSchema = KnowledgeArticleSchema.extend({
  languageId: ContentLanguageIdSchema,
  live: z.boolean(),
  audience: z.enum(CONTENT_AUDIENCES),
});
export type HelpArticleRecord = z.infer<typeof HelpArticleRecordSchema>;

/** The editor's article list: everything but the body. */
export const HelpArticleSummarySchema = HelpArticleRecordSchema.omit({ content: true });
export type HelpArticleSummary = z.infer<typeof HelpArticleSummarySchema>;

const articleFields = {
  languageId: ContentLanguageIdSchema,
  title: requiredString().max(HELP_CONTENT_LIMITS.title),
  /** Made from the title when omitted. */
  urlTitle: ContentIdentifierSchema.optional(),
  /** A few lines (the editor's box has three rows). */
  excerpt: requiredMultiLineText().max(HELP_CONTENT_LIMITS.excerpt),
  /** Rich HTML; sanitised by the server before it is stored. */
  content: requiredMultiLineText().max(HELP_CONTENT_LIMITS.content),
  category: z
    .array(ContentIdentifierSchema)
    .min(1, { message: MESSAGE_KEYS.required })
    .max(HELP_CONTENT_LIMITS.categoriesPerArticle),
  audience: z.enum(CONTENT_AUDIENCES).default('PUBLIC'),
  live: z.boolean(),
};

/**
 * POST /admin/rest/help/articles. Without an identifier one is made; with the identifier of an
 * article of the other language, this adds its translation.
 */
export const CreateHelpArticleBodySchema = z.strictObject({
  ...articleFields,
  identifier: ContentIdentifierSchema.optional(),
});
export type CreateHelpArticleBody = z.input<typeof CreateHelpArticleBodySchema>;

/** PUT /admin/rest/help/articles/{identifier}: the article of that language, replaced. */
export const UpdateHelpArticleBodySchema = z.strictObject(articleFields);
export type UpdateHelpArticleBody = z.input<typeof UpdateHelpArticleBodySchema>;

/** PUT .../{identifier}/live: publish (true) or unpublish (false) one language's version. */
export const SetHelpContentLiveBodySchema = z.strictObject({
  languageId: ContentLanguageIdSchema,
  live: z.boolean(),
});
export type SetHelpContentLiveBody = z.infer<typeof SetHelpContentLiveBodySchema>;
