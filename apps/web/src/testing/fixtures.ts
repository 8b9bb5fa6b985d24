/** Test data built from the shared contracts' types. */

import type { AuthTokens } from '@procounter/shared/contracts/auth';
import type { CarAccountOverview } from '@procounter/shared/contracts/car-account';
import type {
  PartTypeNode,
  PartTypeSelection,
  PartTypeTreeNode,
} from '@procounter/shared/contracts/catalog-search';
import type {
  Customer,
  CustomerSearchRow,
  CustomerVehicle,
} from '@procounter/shared/contracts/customer';
import type { BroadcastMessage } from '@procounter/shared/contracts/messages';
import type { LookupProduct, ProductLookupResponse } from '@procounter/shared/contracts/product';
import type {
  ApprovalLink,
  PublicQuote,
  QuoteApprovalStatus,
} from '@procounter/shared/contracts/quote-approval';
import type { Shop } from '@procounter/shared/contracts/shop';
import type {
  StockOrder,
  StockOrderDetail,
  StockOrderSummary,
} from '@procounter/shared/contracts/stock-order';
import type { User } from '@procounter/shared/contracts/user';
import { type CurrentVehicle, NO_CURRENT_VEHICLE } from '@procounter/shared/contracts/vehicle';
import type { QuoteSummary, WorksheetSearchRow } from '@procounter/shared/contracts/worksheet';
import type { FeatureFlag } from '@procounter/shared/domain/features';
import type { AuthorizeContext } from '@/lib/route-table';

const MINUTE = 60_000;

export function makeTokens(now = Date.now(), suffix = '1'): AuthTokens {
  return {
    access_token: `access-${suffix}`,
    refresh_token: `refresh-${suffix}`,
    access_expiration: now + 15 * MINUTE,
    refresh_expiration: now + 12 * 60 * MINUTE,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    authenticated: true,
    userId: 42,
    firstName: 'Terry',
    lastName: 'Tech',
    loginName: 'tech',
    emailAddress: 'tech@example.com',
    emailUpdateRequired: false,
    masquerade: false,
    masqueradeBy: null,
    passwordChangeRequired: false,
    termsAcceptanceRequired: false,
    teamMember: false,
    carCustomer: false,
    customerType: { name: 'WEB', description: 'Web', cxml: false, sms: false },
    group: { name: 'SHOP_EMPLOYEE', internal: false },
    userPreference: {
      languageCode: 'en',
      catalogNavigationTab: 1,
      selectedStylesheet: 1,
      selectedShopId: 1001,
    },
    shopReferralEligible: false,
    partsPayoffAccessible: false,
    hideStorePhoneNumber: false,
    earnbackEligible: false,
    status: 'ACTIVE',
    ...overrides,
  };
}

export const ROLE_USERS = {
  admin: makeUser({
    loginName: 'admin',
    group: { name: 'SUPERUSER', internal: true },
    teamMember: true,
  }),
  support: makeUser({
    loginName: 'support',
    group: { name: 'INSTALLER_SUPPORT', internal: true },
    teamMember: true,
  }),
  manager: makeUser({ loginName: 'manager', group: { name: 'COMPANY_MANAGER', internal: false } }),
  tech: makeUser(),
  mitchell: makeUser({
    loginName: 'mitchell',
    customerType: { name: 'MITCHELL', description: 'Mitchell1', cxml: false, sms: false },
  }),
  sms: makeUser({
    loginName: 'sms',
    group: { name: 'SMS', internal: false },
    customerType: { name: 'SMS', description: 'SMS', cxml: false, sms: true },
  }),
} as const;

export function makeShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 1001,
    shopName: 'Lone Star Auto Repair - Main St',
    shopNameAndAccount: 'Lone Star Auto Repair - Main St (100001)',
    accountNumber: '100001',
    shopPhone: '512-555-0100',
    zip: '78701',
    state: 'TX',
    hideCosts: false,
    motorData: true,
    carCustomer: false,
    companyId: 1,
    homeStore: {
      storeId: 512,
      storeName: 'Austin',
      city: 'Austin',
      state: 'TX',
      address: '100 Congress Ave',
      address2: null,
      zipCode: '78701',
      phoneNumber: '512-555-0199',
    },
    ...overrides,
  };
}

export const ALL_FEATURES_ON: FeatureFlag[] = [
  'entsearch',
  'entsearch_kits',
  'usage_tracking',
  'ptv_data_warning_maryland',
  'customer_dashboard_feature',
].map((descriptor) => ({ descriptor, enabled: true }));

export function makeContext(
  user: User = makeUser(),
  overrides: Partial<AuthorizeContext> = {},
): AuthorizeContext {
  return {
    user,
    shop: makeShop(),
    features: { global: ALL_FEATURES_ON, store: ALL_FEATURES_ON },
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<BroadcastMessage> = {}): BroadcastMessage {
  return {
    messageId: 1,
    description: 'Holiday hours',
    content: 'Stores close at 3 PM on the holiday.',
    linkUrl: null,
    schedules: [],
    ...overrides,
  };
}

/** GET /current/vehicle with no vehicle chosen. */
export const NO_VEHICLE: CurrentVehicle = { ...NO_CURRENT_VEHICLE, worksheetId: 501 };

/** A 2013 Ford F-150 with engine 3.5L V6 and submodel XLT answered. */
export function makeVehicle(overrides: Partial<CurrentVehicle> = {}): CurrentVehicle {
  return {
    id: 9001,
    vehicleId: 201301,
    worksheetId: 501,
    vin: '1FTFW1ET9DFC10312',
    plate: 'SHOP123',
    state: 'TX',
    year: 2013,
    make: 'Ford',
    model: 'F-150',
    shopVehicleDescriptor: '2013 Ford F-150 3.5L V6 Gas XLT',
    answeredAttributes: [
      {
        attributeId: 10011,
        attributeDescription: 'Engine',
        valueId: 55,
        valueDescription: '3.5L V6 Gas',
        displayDescription: 'Engine: 3.5L V6 Gas',
      },
      {
        attributeId: 10028,
        attributeDescription: 'Submodel',
        valueId: 9,
        valueDescription: 'XLT',
        displayDescription: 'Submodel: XLT',
      },
    ],
    vinEngine: null,
    shopCustomerId: null,
    shopCustomerFirst: null,
    shopCustomerLast: null,
    customerVehicleId: null,
    ...overrides,
  };
}

/** GET /worksheet/rest/miniquote.json with `totalItems` labor lines. */
export function makeQuoteSummary(totalItems = 0): QuoteSummary {
  return {
    quoteProducts: Array.from({ length: totalItems }, (_, i) => ({
      id: i + 1,
      miniQuoteKey: `L${i + 1}`,
      itemType: 'LABOR' as const,
      itemDescription: 'Brake inspection',
      itemQuantity: 1,
      itemCost: null,
      customerPrice: 95,
      extendedPrice: 95,
      extendedCost: null,
      worksheetKit: false,
      catalogKey: null,
      vehicleId: null,
      analyticsCategory: null,
    })),
    quoteDetails: {
      subtotalCost: 0,
      subtotalPrice: 95 * totalItems,
      totalItems,
      worksheetHeaderId: 501,
      worksheetName: null,
    },
  };
}

// --- catalog lookup (part types, products) ------------------------------------------------------

/** A part type node as the part type lists answer it (a leaf that needs a vehicle by default). */
export function makePartTypeNode(overrides: Partial<PartTypeNode> = {}): PartTypeNode {
  return {
    partTypeId: '1684',
    partTypeName: 'Disc Brake Pad',
    parentPartTypeId: '00000',
    platformId: '99',
    rank: 1,
    leaf: true,
    kits: false,
    applicationPartType: true,
    universal: false,
    popularityRank: 1,
    ...overrides,
  };
}

/** The most popular list: six application part types and the brake kit. */
export const POPULAR_PART_TYPES: PartTypeNode[] = [
  makePartTypeNode({ partTypeId: '1684', partTypeName: 'Disc Brake Pad', rank: 1 }),
  makePartTypeNode({ partTypeId: '1896', partTypeName: 'Disc Brake Rotor', rank: 2 }),
  makePartTypeNode({ partTypeId: '5340', partTypeName: 'Engine Oil Filter', rank: 3 }),
  makePartTypeNode({ partTypeId: '6192', partTypeName: 'Air Filter', rank: 4 }),
  makePartTypeNode({ partTypeId: '7212', partTypeName: 'Spark Plug', rank: 5 }),
  makePartTypeNode({
    partTypeId: '1220',
    partTypeName: 'Wiper Blade',
    rank: 6,
    applicationPartType: false,
    universal: true,
  }),
  makePartTypeNode({ partTypeId: 'C4577', partTypeName: 'Brake Kit', rank: 7, kits: true }),
];

const treeNode = (
  partTypeId: string,
  partTypeName: string,
  parentPartTypeId: string | null,
  children: PartTypeTreeNode[] = [],
): PartTypeTreeNode => ({
  ...makePartTypeNode({ partTypeId, partTypeName, parentPartTypeId, platformId: '05' }),
  leaf: children.length === 0,
  children,
});

/** The all-part-types tree: two categories, their subcategories and part types. */
export const PART_TYPE_TREE: PartTypeTreeNode[] = [
  treeNode('B', 'Brake', null, [
    treeNode('B1', 'Disc Brake', 'B', [
      treeNode('1684', 'Disc Brake Pad', 'B1'),
      treeNode('1896', 'Disc Brake Rotor', 'B1'),
    ]),
  ]),
  treeNode('E', 'Engine', null, [
    treeNode('E1', 'Filters', 'E', [treeNode('5340', 'Engine Oil Filter', 'E1')]),
  ]),
];

/** A selected part type built from a node of the lists. */
export function makeSelection(node: PartTypeNode, id = 1): PartTypeSelection {
  return {
    id,
    partTypeId: node.partTypeId,
    lookupPartTypeId: node.partTypeId,
    parentPartTypeId: node.parentPartTypeId,
    platformId: node.platformId,
    gaTabOrigin: null,
    partTypeName: node.partTypeName,
    description: node.partTypeName,
    kits: node.kits,
    applicationPartType: node.applicationPartType,
    universal: node.universal,
  };
}

/** A brake pad set that fits the F-150, 3 on hand at the home store. */
export function makeLookupProduct(overrides: Partial<LookupProduct> = {}): LookupProduct {
  return {
    productId: 70001,
    lineCode: 'WAG',
    brandName: 'Wagner',
    partNumber: 'QC1234',
    description: 'Disc Brake Pad Set',
    partTypeId: '1684',
    partTypeName: 'Disc Brake Pad',
    cost: 21.37,
    listPrice: 49.5,
    customerPrice: 42.99,
    kitType: null,
    fitNote: '3.5L V6 Gas',
    position: 'Front',
    qualifiers: [{ attributeId: 10101, valueId: 1 }],
    fit: 'COMPATIBLE',
    homeStore: { storeId: 512, quantityOnHand: 3 },
    ...overrides,
  };
}

export function makeProductLookup(
  products: LookupProduct[] = [makeLookupProduct()],
  overrides: Partial<ProductLookupResponse> = {},
): ProductLookupResponse {
  return {
    vehicle: { baseVehicleId: 201301, description: '2013 Ford F-150' },
    partTypes: [{ partTypeId: '1684', partTypeName: 'Disc Brake Pad', count: products.length }],
    homeStoreId: 512,
    hideCosts: false,
    sort: 'SCORE',
    products,
    questions: [],
    answers: [],
    ...overrides,
  };
}

// --- stock orders --------------------------------------------------------------------------------

/** A line of a stock order (BRK QC1234, 2 of them). */
export function makeStockOrderLine(overrides: Partial<StockOrderDetail> = {}): StockOrderDetail {
  return {
    id: 1,
    lineCode: 'BRK',
    partNumber: 'QC1234',
    partDescription: 'Disc Brake Pad Set',
    stockQty: 2,
    note: '',
    replacesNumber: null,
    productId: 9001,
    cost: 31.5,
    customerPrice: 52.99,
    quantityOnHand: 7,
    ...overrides,
  };
}

/** A stock order with its lines; the counts follow the lines unless given. */
export function makeStockOrder(overrides: Partial<StockOrder> = {}): StockOrder {
  const lines = overrides.stockOrderDetails ?? [makeStockOrderLine()];
  return {
    id: 11,
    name: 'Weekly brakes',
    po: 'PO-100',
    lineCount: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.stockQty, 0),
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-21T15:30:00.000Z',
    ...overrides,
    stockOrderDetails: lines,
  };
}

/** The list's view of an order. */
export function toStockOrderSummary(order: StockOrder): StockOrderSummary {
  const { stockOrderDetails: _lines, ...summary } = order;
  return summary;
}

/** The parts the fake stock order server knows, by 'LINE PART'. */
export const STOCK_ORDER_CATALOG: Record<
  string,
  {
    productId: number;
    description: string;
    cost: number | null;
    customerPrice: number | null;
    quantityOnHand: number | null;
  }
> = {
  'BRK QC1234': {
    productId: 9001,
    description: 'Disc Brake Pad Set',
    cost: 31.5,
    customerPrice: 52.99,
    quantityOnHand: 7,
  },
  'ENG 77': {
    productId: 9002,
    description: 'Oil Filter',
    cost: 4.25,
    customerPrice: 8.49,
    quantityOnHand: 0,
  },
  'AC C4576': {
    productId: 9003,
    description: 'A/C Compressor Kit',
    cost: null,
    customerPrice: null,
    quantityOnHand: null,
  },
};

/** A customer's 2013 Ford F-150 (the demo plate SHOP123), as GET /customers/{id} lists it. */
export function makeCustomerVehicle(overrides: Partial<CustomerVehicle> = {}): CustomerVehicle {
  return {
    id: 301,
    customerId: 7,
    baseVehicleId: 201301,
    engineId: 55,
    submodelId: 9,
    year: 2013,
    make: 'Ford',
    model: 'F-150',
    engine: '3.5L V6 Gas',
    submodel: 'XLT',
    description: '2013 Ford F-150 3.5L V6 Gas XLT',
    vin: '1FTFW1ET9DFC10312',
    plate: 'SHOP123',
    state: 'TX',
    mileage: 84000,
    mileageDate: '2026-10-02',
    notes: '',
    createdAt: '2026-10-02T15:00:00.000Z',
    updatedAt: '2026-10-02T15:00:00.000Z',
    ...overrides,
  };
}

/** Maria Lopez, who reads quotes in Spanish, with her F-150. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  const id = overrides.id ?? 7;
  return {
    id,
    firstName: 'Maria',
    lastName: 'Lopez',
    company: '',
    phones: [{ kind: 'MOBILE', number: '512-555-0142' }],
    email: 'maria.lopez@example.com',
    language: 'es',
    address: { line1: '100 Main St', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
    notes: '',
    carAccount: null,
    archived: false,
    createdAt: '2026-10-02T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    vehicles: [makeCustomerVehicle({ customerId: id })],
    ...overrides,
  };
}

/** A customer as the search lists them. */
export function toCustomerSearchRow(customer: Customer): CustomerSearchRow {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    company: customer.company,
    phone: customer.phones[0]?.number ?? null,
    email: customer.email,
    language: customer.language,
    archived: customer.archived,
    vehicles: customer.vehicles.slice(0, 3).map((vehicle) => ({
      id: vehicle.id,
      description: vehicle.description,
      plate: vehicle.plate,
      vin: vehicle.vin,
    })),
    vehicleCount: customer.vehicles.length,
    updatedAt: customer.updatedAt,
  };
}

/** A row of GET /worksheet/rest/search: an open quote of 2 items unless told otherwise. */
export function makeWorksheetSearchRow(
  overrides: Partial<WorksheetSearchRow> = {},
): WorksheetSearchRow {
  return {
    worksheetId: 501,
    name: null,
    status: 'OPEN',
    submitted: false,
    orderConfirmationNumber: null,
    orderSubmittedDatetime: null,
    poNumber: null,
    createdDatetime: '2026-11-20T15:00:00.000Z',
    updatedDatetime: '2026-11-21T15:00:00.000Z',
    userId: 42,
    customerName: 'Maria Lopez',
    customerId: 7,
    approval: null,
    vehicleDescription: '2013 Ford F-150',
    totalItems: 2,
    totalPrice: 105.98,
    formattedTotalPrice: '$105.98',
    ...overrides,
  };
}

/** An approval link as the shop sees it (issue 22): sent, not opened yet, unless told. */
export function makeApprovalLink(overrides: Partial<ApprovalLink> = {}): ApprovalLink {
  return {
    id: 31,
    state: 'SENT',
    createdAt: '2026-11-24T15:00:00.000Z',
    createdByName: 'Terry Tech',
    expiresAt: '2026-12-01T15:00:00.000Z',
    viewedAt: null,
    revokedAt: null,
    appliedAt: null,
    language: 'en',
    lineCount: 3,
    total: 393.48,
    decision: null,
    ...overrides,
  };
}

/** GET /worksheet/rest/{id}/approval: the quote's links, newest first. */
export function makeApprovalStatus(
  worksheetId: number,
  links: ApprovalLink[] = [],
): QuoteApprovalStatus {
  return { worksheetId, latest: links[0] ?? null, links };
}

/**
 * GET /public/approval/{token}: a quote sent to Ana, open for her decision: a part, a kit, labor
 * and an unpriced part; parts taxed 8.25 %, labor 5 % (the server's figures, as
 * domain/customer-totals.ts computes them).
 */
export function makePublicQuote(overrides: Partial<PublicQuote> = {}): PublicQuote {
  return {
    state: 'VIEWED',
    language: 'en',
    expiresAt: '2026-12-01T15:00:00.000Z',
    shop: {
      name: 'Lone Star Auto Repair - Main St',
      phone: '(512) 555-0134',
      address: '1200 Main St, Austin, TX 78701',
    },
    customerFirstName: 'Ana',
    quoteNumber: 77,
    quoteName: 'Front brakes',
    vehicle: '2013 Ford F-150 3.5L V6 Gas XLT',
    version: 'v-77-3',
    lines: [
      {
        lineId: 1,
        kind: 'PART',
        description: 'Disc brake pad set',
        brandName: 'Wagner',
        partNumber: 'ZD1414',
        kitParts: [],
        quantity: 2,
        unitPrice: 42.99,
        total: 85.98,
      },
      {
        lineId: 2,
        kind: 'KIT',
        description: 'Front brake kit',
        brandName: 'Acme',
        partNumber: 'KIT1',
        kitParts: ['Rotor', 'Caliper hardware'],
        quantity: 1,
        unitPrice: 120,
        total: 120,
      },
      {
        lineId: 5,
        kind: 'LABOR',
        description: 'Front brake job',
        brandName: null,
        partNumber: null,
        kitParts: [],
        quantity: 1.5,
        unitPrice: 125,
        total: 187.5,
      },
      {
        lineId: 6,
        kind: 'PART',
        description: 'Caliper bracket',
        brandName: 'Acme',
        partNumber: 'CB2',
        kitParts: [],
        quantity: 1,
        unitPrice: null,
        total: 0,
      },
    ],
    totals: {
      parts: 205.98,
      labor: 187.5,
      partsTax: { rate: 8.25, amount: 16.99 },
      laborTax: { rate: 5, amount: 9.38 },
      total: 419.85,
    },
    decision: null,
    ...overrides,
  };
}

/**
 * GET /car-admin/overview: Hill Country Fleet (account 4001), a customer of two shops: its F-150
 * and a Focus never serviced, Front brakes waiting for its approval (makePublicQuote's quote, link
 * 41), an order, and a decided approval (link 40).
 */
export function makeCarAccountOverview(
  overrides: Partial<CarAccountOverview> = {},
): CarAccountOverview {
  return {
    account: { name: 'Hill Country Fleet', accountNumber: '4001' },
    shops: [
      {
        id: 2001,
        name: 'Lone Star Auto Repair - Main St',
        phone: '(512) 555-0134',
        address: '1200 Main St, Austin, TX 78701',
      },
      { id: 2002, name: 'Eastside Brake & Tire', phone: null, address: null },
    ],
    vehicles: [
      {
        id: 301,
        shopName: 'Lone Star Auto Repair - Main St',
        description: '2013 Ford F-150 3.5L V6 Gas XLT',
        vin: '1FTFW1ET9DFC10312',
        plate: 'SHOP123',
        plateState: 'TX',
        mileage: 84000,
        mileageDate: '2026-10-02',
        lastServiceAt: '2026-11-10T15:00:00.000Z',
      },
      {
        id: 305,
        shopName: 'Eastside Brake & Tire',
        description: '2013 Ford Focus 2.0L I4 Gas SE',
        vin: null,
        plate: null,
        plateState: null,
        mileage: null,
        mileageDate: null,
        lastServiceAt: null,
      },
    ],
    approvals: [
      {
        linkId: 41,
        state: 'VIEWED',
        shopName: 'Lone Star Auto Repair - Main St',
        quoteNumber: 77,
        quoteName: 'Front brakes',
        vehicle: '2013 Ford F-150 3.5L V6 Gas XLT',
        total: 419.85,
        sentAt: '2026-11-24T15:00:00.000Z',
        expiresAt: '2026-12-01T15:00:00.000Z',
      },
    ],
    orders: [
      {
        confirmationNumber: 'C-1042',
        shopName: 'Lone Star Auto Repair - Main St',
        quoteNumber: 70,
        vehicle: '2013 Ford F-150 3.5L V6 Gas XLT',
        submittedAt: '2026-11-10T15:00:00.000Z',
        status: 'SUBMITTED',
        lineCount: 3,
        total: 1234.5,
      },
    ],
    documents: [
      {
        linkId: 40,
        shopName: 'Lone Star Auto Repair - Main St',
        quoteNumber: 70,
        quoteName: null,
        vehicle: '2013 Ford F-150 3.5L V6 Gas XLT',
        decidedAt: '2026-11-09T16:30:00.000Z',
        decidedByName: 'Dana Hill',
        approvedCount: 3,
        lineCount: 4,
        approvedTotals: {
          parts: 205.98,
          labor: 187.5,
          partsTax: { rate: 8.25, amount: 16.99 },
          laborTax: { rate: 5, amount: 9.38 },
          total: 419.85,
        },
      },
    ],
    ...overrides,
  };
}
