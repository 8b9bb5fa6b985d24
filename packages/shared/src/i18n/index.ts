import enAcceptTerms from './en/acceptTerms.json';
import enApprove from './en/approve.json';
import enAuth from './en/auth.json';
import enCarAdmin from './en/carAdmin.json';
import enCatalog from './en/catalog.json';
import enChat from './en/chat.json';
import enCommon from './en/common.json';
import enCompany from './en/company.json';
import enCustomers from './en/customers.json';
import enEmployees from './en/employees.json';
import enFitment from './en/fitment.json';
import enHelp from './en/help.json';
import enHelpAdmin from './en/helpAdmin.json';
import enHome from './en/home.json';
import enInterchange from './en/interchange.json';
import enJobs from './en/jobs.json';
import enLaborClaims from './en/laborClaims.json';
import enMail from './en/mail.json';
import enPasswordReset from './en/passwordReset.json';
import enPreferences from './en/preferences.json';
import enQuoteApproval from './en/quoteApproval.json';
import enQuotes from './en/quotes.json';
import enSearch from './en/search.json';
import enStatements from './en/statements.json';
import enStock from './en/stock.json';
import enSupport from './en/support.json';
import enValidation from './en/validation.json';
import enVehicle from './en/vehicle.json';
import enVehicleDocuments from './en/vehicleDocuments.json';
import esAcceptTerms from './es/acceptTerms.json';
import esApprove from './es/approve.json';
import esAuth from './es/auth.json';
import esCarAdmin from './es/carAdmin.json';
import esCatalog from './es/catalog.json';
import esChat from './es/chat.json';
import esCommon from './es/common.json';
import esCompany from './es/company.json';
import esCustomers from './es/customers.json';
import esEmployees from './es/employees.json';
import esFitment from './es/fitment.json';
import esHelp from './es/help.json';
import esHelpAdmin from './es/helpAdmin.json';
import esHome from './es/home.json';
import esInterchange from './es/interchange.json';
import esJobs from './es/jobs.json';
import esLaborClaims from './es/laborClaims.json';
import esMail from './es/mail.json';
import esPasswordReset from './es/passwordReset.json';
import esPreferences from './es/preferences.json';
import esQuoteApproval from './es/quoteApproval.json';
import esQuotes from './es/quotes.json';
import esSearch from './es/search.json';
import esStatements from './es/statements.json';
import esStock from './es/stock.json';
import esSupport from './es/support.json';
import esValidation from './es/validation.json';
import esVehicle from './es/vehicle.json';
import esVehicleDocuments from './es/vehicleDocuments.json';
import type { Namespace } from './namespaces';

/**
 * The locale catalogs, one object per namespace, used by the server and the web app's tests. The
 * web app itself loads one catalog at a time (apps/web/src/lib/i18n.ts), so it must not import this.
 */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    validation: enValidation,
    vehicle: enVehicle,
    help: enHelp,
    search: enSearch,
    catalog: enCatalog,
    stock: enStock,
    support: enSupport,
    helpAdmin: enHelpAdmin,
    home: enHome,
    approve: enApprove,
    customers: enCustomers,
    quoteApproval: enQuoteApproval,
    carAdmin: enCarAdmin,
    laborClaims: enLaborClaims,
    statements: enStatements,
    company: enCompany,
    preferences: enPreferences,
    mail: enMail,
    passwordReset: enPasswordReset,
    acceptTerms: enAcceptTerms,
    employees: enEmployees,
    chat: enChat,
    interchange: enInterchange,
    quotes: enQuotes,
    jobs: enJobs,
    fitment: enFitment,
    vehicleDocuments: enVehicleDocuments,
  },
  es: {
    common: esCommon,
    auth: esAuth,
    validation: esValidation,
    vehicle: esVehicle,
    help: esHelp,
    search: esSearch,
    catalog: esCatalog,
    stock: esStock,
    support: esSupport,
    helpAdmin: esHelpAdmin,
    home: esHome,
    approve: esApprove,
    customers: esCustomers,
    quoteApproval: esQuoteApproval,
    carAdmin: esCarAdmin,
    laborClaims: esLaborClaims,
    statements: esStatements,
    company: esCompany,
    preferences: esPreferences,
    mail: esMail,
    passwordReset: esPasswordReset,
    acceptTerms: esAcceptTerms,
    employees: esEmployees,
    chat: esChat,
    interchange: esInterchange,
    quotes: esQuotes,
    jobs: esJobs,
    fitment: esFitment,
    vehicleDocuments: esVehicleDocuments,
  },
} as const satisfies Record<'en' | 'es', Record<Namespace, unknown>>;
