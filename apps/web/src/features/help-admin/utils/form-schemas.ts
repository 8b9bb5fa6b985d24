/**
 * The editor's form schemas: the shared Create schemas of the contract (so the form checks exactly
 * what the server checks), with the optional identifier and URL title taken as text, a blank one
 * meaning "let the server make it". An Update body is the Create body without its identifier, so
 * the same rules check the edit forms; the identifier is dropped before the PUT.
 */
import {
  ContentIdentifierSchema,
  CreateHelpArticleBodySchema,
  CreateHelpCategoryBodySchema,
} from '@procounter/shared/contracts/help-content';
import { HELP_CONTENT_LIMITS } from '@procounter/shared/validation/limits';
import { z } from 'zod';
import { encodeFormMessage, formErrorMap } from '@/lib/form-errors';

const optionalIdentifier = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(ContentIdentifierSchema.optional());

export const articleFormSchema = CreateHelpArticleBodySchema.extend({
  identifier: optionalIdentifier,
  urlTitle: optionalIdentifier,
});
export type ArticleFormValues = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema>;

export const categoryFormSchema = CreateHelpCategoryBodySchema.extend({
  identifier: optionalIdentifier,
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormOutput = z.output<typeof categoryFormSchema>;

interface IssueLike {
  code: string;
  origin?: string;
  expected?: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  message?: string;
}

/**
 * The app's form messages (lib/form-errors.ts), plus the ones only these forms meet: an empty or
 * out-of-range sort order and too many categories.
 */
export function helpFormErrorMap(issue: IssueLike): string | undefined {
  const common = formErrorMap(issue);
  if (common) return common;
  if (issue.code === 'invalid_type' && issue.expected === 'number') {
    return encodeFormMessage('validation:required');
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'number') {
    return encodeFormMessage('helpAdmin:errors.sortOrder', {
      max: HELP_CONTENT_LIMITS.sortOrder,
    });
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return encodeFormMessage('helpAdmin:errors.tooManyCategories', {
      count: HELP_CONTENT_LIMITS.categoriesPerArticle,
    });
  }
  return undefined;
}
