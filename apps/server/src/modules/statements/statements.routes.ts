import { API } from '@procounter/shared/contracts/api-paths';
import {
  AccountNumberParamsSchema,
  EarnbackBlockStatusSchema,
  EarnbackSchema,
  InvoiceDetailSchema,
  InvoiceIdParamsSchema,
  InvoiceSearchQuerySchema,
  InvoiceSearchResultSchema,
  PdfQuerySchema,
  StatementDetailSchema,
  StatementListSchema,
  StatementMonthParamsSchema,
} from '@procounter/shared/contracts/statement';
import { chooseLocale } from '@procounter/shared/domain/locale';
import { userCanViewStatements } from '@procounter/shared/domain/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedLanguages } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import {
  findShopInvoices,
  getEarnback,
  getEarnbackBlockStatus,
  getInvoice,
  getInvoicePdf,
  getStatement,
  getStatementPdf,
  listStatements,
} from './statements.service';

const SHOP_ONLY =
  "The caller's current shop's account; 403 COSTS_HIDDEN when that shop hides costs (invoices " +
  "are at cost); 404 NOT_FOUND for another shop's document, as for one that does not exist.";
const PDF_ANSWER =
  'application/pdf as an attachment, in the language of ?language=, else the user’s, else the ' +
  'request’s Accept-Language.';

/** The PDF's language: ?language=, else the user's stored one, else Accept-Language. */
function pdfLocale(request: FastifyRequest<{ Querystring: { language?: string } }>) {
  return chooseLocale({
    query: request.query.language,
    stored: request.auth.user.languageCode,
    browser: acceptedLanguages(request.headers['accept-language']),
  });
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

export const statementsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['statements'], security: bearerSecurity };
  const config = { capability: userCanViewStatements };
  // The account's own figures: never cached.
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  };

  app.get(
    API.statements,
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "The account's last 24 monthly statements, newest first",
        description:
          'The account header (shop, account number, payment method and terms, current balance, ' +
          "the user's earn-back eligibility) and one statement per calendar month ending with the " +
          'current one (America/Chicago): opening, invoices, credits, payments, closing, due date ' +
          '(statement date + payment terms; COD: the statement date) and status PAID, DUE, ' +
          `PAST_DUE or NO_ACTIVITY. ${SHOP_ONLY}`,
        response: { 200: StatementListSchema, ...errorResponses },
      },
    },
    async (request) => listStatements(deps, request.auth.user),
  );

  app.get(
    API.statement(':month'),
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "A month's statement with its invoices, credits and payments",
        description: `Entries in date order with the balance after each. 404 for a month after the current one. ${SHOP_ONLY}`,
        params: StatementMonthParamsSchema,
        response: { 200: StatementDetailSchema, ...errorResponses },
      },
    },
    async (request) => getStatement(deps, request.auth.user, request.params.month),
  );

  app.get(
    API.statementPdf(':month'),
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "A month's statement as a PDF",
        description: `${PDF_ANSWER} ${SHOP_ONLY}`,
        params: StatementMonthParamsSchema,
        querystring: PdfQuerySchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const pdf = await getStatementPdf(deps, request.auth.user, month, pdfLocale(request));
      return sendPdf(reply, `statement-${month}.pdf`, pdf);
    },
  );

  app.get(
    API.invoices,
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "Searches the account's invoices and credit memos",
        description:
          'query: the start of an invoice number or of a part number on its lines (case ' +
          'ignored); from and to (YYYY-MM-DD) bound the date. Newest first, ' +
          `INVOICE_SEARCH_PAGE_SIZE a page. ${SHOP_ONLY}`,
        querystring: InvoiceSearchQuerySchema,
        response: { 200: InvoiceSearchResultSchema, ...errorResponses },
      },
    },
    async (request) => findShopInvoices(deps, request.auth.user, request.query),
  );

  app.get(
    API.invoice(':id'),
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'An invoice or credit memo with its lines and totals',
        description:
          'Lines at the shop’s price, subtotal, tax and total; PO, garage bay and fleet ids; the ' +
          'store; the order (quote id and confirmation number); the credit memos against it or ' +
          `the invoice a credit memo reverses. ${SHOP_ONLY}`,
        params: InvoiceIdParamsSchema,
        response: { 200: InvoiceDetailSchema, ...errorResponses },
      },
    },
    async (request) => getInvoice(deps, request.auth.user, request.params.id),
  );

  app.get(
    API.invoicePdf(':id'),
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'An invoice or credit memo as a PDF',
        description: `${PDF_ANSWER} ${SHOP_ONLY}`,
        params: InvoiceIdParamsSchema,
        querystring: PdfQuerySchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { invoiceNumber, pdf } = await getInvoicePdf(
        deps,
        request.auth.user,
        request.params.id,
        pdfLocale(request),
      );
      return sendPdf(reply, `${invoiceNumber}.pdf`, pdf);
    },
  );

  app.get(
    API.earnback,
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "The earn-back panel: this quarter's progress and the credits paid",
        description:
          'For an earn-back-eligible user: whether the account is blocked (it earns nothing), the ' +
          "tiers, this quarter's qualifying purchases (invoice subtotals less RETURN credits), the " +
          'tier reached, what it earns so far and what is left to the next tier, and the EARNBACK ' +
          `credits on the account. Not eligible: eligible false and nothing else filled in. ${SHOP_ONLY}`,
        response: { 200: EarnbackSchema, ...errorResponses },
      },
    },
    async (request) => getEarnback(deps, request.auth.user),
  );

  app.get(
    API.earnbackBlockStatus(':accountNumber'),
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'Whether an account is on the earn-back blocklist',
        description:
          "The caller's current shop's account (403 COSTS_HIDDEN when it hides costs), or any " +
          "account for support-access users; another shop's account, or an unknown one, 404.",
        params: AccountNumberParamsSchema,
        response: { 200: EarnbackBlockStatusSchema, ...errorResponses },
      },
    },
    async (request) =>
      getEarnbackBlockStatus(deps, request.auth.user, request.params.accountNumber),
  );
};
