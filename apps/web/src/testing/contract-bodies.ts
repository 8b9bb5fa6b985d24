/**
 * The request body each call of the API must carry, as the server's routes validate it: the shared
 * contracts by method and path (api-paths.ts). The test fake (fake-fetch.ts) checks every body it
 * is sent against this table, so a web test fails when the app sends what the server would refuse
 * with a 400. A call that takes a body gets its line here when it is added (the server route's
 * `schema.body`).
 */
import { API, API_PREFIX } from '@procounter/shared/contracts/api-paths';
import {
  AcceptTermsBodySchema,
  LoginBodySchema,
  MasqueradeBodySchema,
  SecurityChangeBodySchema,
} from '@procounter/shared/contracts/auth';
import { SelectPartTypeBodySchema } from '@procounter/shared/contracts/catalog-search';
import {
  ChatReadBodySchema,
  SendChatMessageBodySchema,
  StartChatBodySchema,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import {
  CustomerInputSchema,
  CustomerMergeBodySchema,
  CustomerVehicleInputSchema,
} from '@procounter/shared/contracts/customer';
import {
  CreateEmployeeBodySchema,
  EmployeeStatusBodySchema,
  EmployeeUserIdBodySchema,
  UpdateEmployeeBodySchema,
} from '@procounter/shared/contracts/employee';
import { EMPLOYEES_API } from '@procounter/shared/contracts/employee-paths';
import {
  CreateHelpArticleBodySchema,
  CreateHelpCategoryBodySchema,
  SetHelpContentLiveBodySchema,
  UpdateHelpArticleBodySchema,
  UpdateHelpCategoryBodySchema,
} from '@procounter/shared/contracts/help-content';
import {
  ApproveLaborClaimBodySchema,
  DenyLaborClaimBodySchema,
} from '@procounter/shared/contracts/labor-claim';
import {
  AddPackageJobBodySchema,
  CreatePackageJobBodySchema,
} from '@procounter/shared/contracts/package-job';
import { MultipleLocationDetailsBodySchema } from '@procounter/shared/contracts/product';
import {
  CreateApprovalLinkBodySchema,
  PublicDecisionBodySchema,
} from '@procounter/shared/contracts/quote-approval';
import { ChangeShopBodySchema } from '@procounter/shared/contracts/shop';
import {
  InteractionSignalBodySchema,
  SuggestionSignalBodySchema,
} from '@procounter/shared/contracts/signals';
import {
  CreateStockOrderBodySchema,
  CreateStockOrderQuickAddBodySchema,
  StockOrderAddToQuoteBodySchema,
  StockOrderDetailsBodySchema,
  StockOrdersWithLinesBodySchema,
  UpdateStockOrderBodySchema,
} from '@procounter/shared/contracts/stock-order';
import {
  SetSupportQuestionStatusBodySchema,
  SupportQuestionBodySchema,
} from '@procounter/shared/contracts/support-question';
import {
  SavePreferencesBodySchema,
  UpdateEmailBodySchema,
} from '@procounter/shared/contracts/user';
import {
  DefaultByVinBodySchema,
  SelectAttributesBodySchema,
  SelectDefaultBodySchema,
  SelectFromPtvBodySchema,
  SelectVehicleBodySchema,
  VehicleCustomerBodySchema,
} from '@procounter/shared/contracts/vehicle';
import { RetainedAnswerBodySchema } from '@procounter/shared/contracts/vehicle-attributes';
import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import { SaveInspectionBodySchema } from '@procounter/shared/contracts/vehicle-documents';
import {
  AddKitBodySchema,
  AddProductBodySchema,
  EnterpriseAddKitBodySchema,
  NonProductItemBodySchema,
  RenameWorksheetBodySchema,
  SubmitWorksheetBodySchema,
  UpdateQuoteItemBodySchema,
} from '@procounter/shared/contracts/worksheet';
import type { z } from 'zod';

export interface ContractBody {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The path under /api, with :name for a parameter (as the server's route declares it). */
  path: string;
  schema: z.ZodType;
  /** What the schema is called, for the failure message. */
  name: string;
}

const body = (
  method: ContractBody['method'],
  path: string,
  schema: z.ZodType,
  name: string,
): ContractBody => ({ method, path: `${API_PREFIX}${path}`, schema, name });

export const CONTRACT_BODIES: readonly ContractBody[] = [
  body('POST', API.login, LoginBodySchema, 'LoginBodySchema'),
  body('POST', API.securityChange, SecurityChangeBodySchema, 'SecurityChangeBodySchema'),
  body('POST', API.acceptTerms, AcceptTermsBodySchema, 'AcceptTermsBodySchema'),
  body('POST', API.masquerade, MasqueradeBodySchema, 'MasqueradeBodySchema'),
  body('POST', API.savePreferences, SavePreferencesBodySchema, 'SavePreferencesBodySchema'),
  body('POST', API.updateEmail, UpdateEmailBodySchema, 'UpdateEmailBodySchema'),
  body(
    'POST',
    EMPLOYEES_API.shopEmployees(':id'),
    CreateEmployeeBodySchema,
    'CreateEmployeeBodySchema',
  ),
  body('POST', EMPLOYEES_API.employeeUpdate, UpdateEmployeeBodySchema, 'UpdateEmployeeBodySchema'),
  body('POST', EMPLOYEES_API.employeeStatus, EmployeeStatusBodySchema, 'EmployeeStatusBodySchema'),
  body(
    'POST',
    EMPLOYEES_API.employeePasswordReset,
    EmployeeUserIdBodySchema,
    'EmployeeUserIdBodySchema',
  ),
  body('POST', API.currentShop, ChangeShopBodySchema, 'ChangeShopBodySchema'),
  body('POST', API.selectFromPtv, SelectFromPtvBodySchema, 'SelectFromPtvBodySchema'),
  body('POST', API.selectByVin, DefaultByVinBodySchema, 'DefaultByVinBodySchema'),
  body('POST', API.selectVehicle, SelectVehicleBodySchema, 'SelectVehicleBodySchema'),
  body('POST', API.selectAttributes, SelectAttributesBodySchema, 'SelectAttributesBodySchema'),
  body('POST', API.attributeRetainAnswer, RetainedAnswerBodySchema, 'RetainedAnswerBodySchema'),
  body('POST', API.attributeAdd, RetainedAnswerBodySchema, 'RetainedAnswerBodySchema'),
  body('POST', API.selectDefault, SelectDefaultBodySchema, 'SelectDefaultBodySchema'),
  body('POST', API.vehicleCustomer, VehicleCustomerBodySchema, 'VehicleCustomerBodySchema'),
  body('POST', API.nonProductItem, NonProductItemBodySchema, 'NonProductItemBodySchema'),
  body('POST', API.addProduct, AddProductBodySchema, 'AddProductBodySchema'),
  body('POST', API.addKit, AddKitBodySchema, 'AddKitBodySchema'),
  body('POST', API.enterpriseAddKit, EnterpriseAddKitBodySchema, 'EnterpriseAddKitBodySchema'),
  body('POST', API.worksheetSubmit, SubmitWorksheetBodySchema, 'SubmitWorksheetBodySchema'),
  body('PUT', API.miniQuoteUpdateItem, UpdateQuoteItemBodySchema, 'UpdateQuoteItemBodySchema'),
  body('PUT', API.worksheetName(':id'), RenameWorksheetBodySchema, 'RenameWorksheetBodySchema'),
  body(
    'POST',
    API.approvalLinks(':worksheetId'),
    CreateApprovalLinkBodySchema,
    'CreateApprovalLinkBodySchema',
  ),
  body(
    'POST',
    API.publicApprovalDecision(':token'),
    PublicDecisionBodySchema,
    'PublicDecisionBodySchema',
  ),
  body(
    'POST',
    API.carAccountApprovalDecision(':linkId'),
    PublicDecisionBodySchema,
    'PublicDecisionBodySchema',
  ),
  body('POST', API.partTypesSelected, SelectPartTypeBodySchema, 'SelectPartTypeBodySchema'),
  body('POST', API.partTypesClearAndSelect, SelectPartTypeBodySchema, 'SelectPartTypeBodySchema'),
  body('POST', API.addPackageJob, AddPackageJobBodySchema, 'AddPackageJobBodySchema'),
  body('POST', API.customPackageJob, CreatePackageJobBodySchema, 'CreatePackageJobBodySchema'),
  body(
    'POST',
    VEHICLE_DOCUMENTS_API.vehicleDocumentInspections,
    SaveInspectionBodySchema,
    'SaveInspectionBodySchema',
  ),
  body(
    'POST',
    API.productLocations,
    MultipleLocationDetailsBodySchema,
    'MultipleLocationDetailsBodySchema',
  ),
  body(
    'POST',
    API.stockOrdersWithLines,
    StockOrdersWithLinesBodySchema,
    'StockOrdersWithLinesBodySchema',
  ),
  body('POST', API.stockOrderCreate, CreateStockOrderBodySchema, 'CreateStockOrderBodySchema'),
  body('PUT', API.stockOrderUpdate, UpdateStockOrderBodySchema, 'UpdateStockOrderBodySchema'),
  body(
    'POST',
    API.stockOrderQuickAdd,
    CreateStockOrderQuickAddBodySchema,
    'CreateStockOrderQuickAddBodySchema',
  ),
  body('POST', API.stockOrderDetails, StockOrderDetailsBodySchema, 'StockOrderDetailsBodySchema'),
  body(
    'POST',
    API.stockOrderAddToQuote,
    StockOrderAddToQuoteBodySchema,
    'StockOrderAddToQuoteBodySchema',
  ),
  body('POST', API.submitSupportQuestion, SupportQuestionBodySchema, 'SupportQuestionBodySchema'),
  body(
    'PUT',
    API.supportQuestionStatus(':id'),
    SetSupportQuestionStatusBodySchema,
    'SetSupportQuestionStatusBodySchema',
  ),
  body('POST', API.helpCategories, CreateHelpCategoryBodySchema, 'CreateHelpCategoryBodySchema'),
  body(
    'PUT',
    API.helpCategory(':identifier'),
    UpdateHelpCategoryBodySchema,
    'UpdateHelpCategoryBodySchema',
  ),
  body(
    'PUT',
    API.helpCategoryLive(':identifier'),
    SetHelpContentLiveBodySchema,
    'SetHelpContentLiveBodySchema',
  ),
  body('POST', API.helpArticles, CreateHelpArticleBodySchema, 'CreateHelpArticleBodySchema'),
  body(
    'PUT',
    API.helpArticle(':identifier'),
    UpdateHelpArticleBodySchema,
    'UpdateHelpArticleBodySchema',
  ),
  body(
    'PUT',
    API.helpArticleLive(':identifier'),
    SetHelpContentLiveBodySchema,
    'SetHelpContentLiveBodySchema',
  ),
  body('POST', API.customers, CustomerInputSchema, 'CustomerInputSchema'),
  body('PUT', API.customer(':id'), CustomerInputSchema, 'CustomerInputSchema'),
  body('POST', API.customerMerge, CustomerMergeBodySchema, 'CustomerMergeBodySchema'),
  body(
    'POST',
    API.customerVehicles(':id'),
    CustomerVehicleInputSchema,
    'CustomerVehicleInputSchema',
  ),
  body(
    'PUT',
    API.customerVehicle(':id', ':vehicleId'),
    CustomerVehicleInputSchema,
    'CustomerVehicleInputSchema',
  ),
  body(
    'POST',
    API.supportLaborClaimAction(':id', 'approve'),
    ApproveLaborClaimBodySchema,
    'ApproveLaborClaimBodySchema',
  ),
  body(
    'POST',
    API.supportLaborClaimAction(':id', 'deny'),
    DenyLaborClaimBodySchema,
    'DenyLaborClaimBodySchema',
  ),
  body('POST', CHAT_API.sessions, StartChatBodySchema, 'StartChatBodySchema'),
  body('POST', CHAT_API.messages(':id'), SendChatMessageBodySchema, 'SendChatMessageBodySchema'),
  body('POST', CHAT_API.read(':id'), ChatReadBodySchema, 'ChatReadBodySchema'),
  body('POST', API.signalSuggestions, SuggestionSignalBodySchema, 'SuggestionSignalBodySchema'),
  body('POST', API.signalInteractions, InteractionSignalBodySchema, 'InteractionSignalBodySchema'),
];
