/**
 * Paths of the calls, below the /api prefix (DESIGN.md section 5). The spec's paths are verbatim;
 * calls whose path the spec does not show use REST paths in the same style.
 */
export const API_PREFIX = '/api';

export const API = {
  login: '/auth/rest/login',
  refresh: '/auth/rest/refresh',
  logout: '/auth/rest/logout',
  securityChange: '/user/securityChange',
  acceptTerms: '/user/acceptTerms',
  masquerade: '/admin/masquerade',
  endMasquerade: '/admin/endMasquerade',
  masqueradeCandidates: '/admin/masquerade/candidates',
  currentUser: '/current/user',
  sessionUser: '/session/user',
  currentStatic: '/current/static',
  stickySessionInfo: '/current/stickySessionInfo',
  hasDealerControlOrIsDemo: '/current/hasDealerControlOrIsDemo',
  currentShop: '/current/shop',
  userShops: '/user/shops',
  constants: '/constants',
  featuresGlobal: '/info/features/global',
  featuresStore: '/info/features/store',
  shopCompany: (shopId: number) => `/shop/${shopId}/company`,
  shopRequests: (shopId: number) => `/shop/${shopId}/company/shopRequests`,
  shopTsm: (shopId: number) => `/shop/${shopId}/tsm`,
  meta: '/meta',
  savePreferences: '/user/savePreferences',
  updateEmail: '/user/updateEmail',
  showChatNowTooltip: '/user/showChatNowTooltip',
  currentMessages: (category: 'BROADCAST' | 'PRODUCT') => `/message/get/current/${category}`,
  dismissMessage: (messageId: number) => `/message/dismiss/${messageId}`,
  vehicleSelectorData: '/vehicle/select/vehicleSelectorData',
  vehicleMakes: '/vehicle/select/v2/makes',
  vehicleModels: '/vehicle/select/v2/models',
  vehicleEngines: '/vehicle/select/engines',
  vehicleSubmodels: '/vehicle/select/submodels',
  decodePlate: '/plateToVin/decodePlate',
  selectFromPtv: '/vehicle/select/selectFromPTV',
  selectByVin: '/vehicle/select/defaultByVin',
  selectVehicle: '/vehicle/select/v2/',
  selectAttributes: '/vehicle/select/v2/selectAttributes',
  selectHistory: (recentVehicleId: number | string) =>
    `/vehicle/select/history/${recentVehicleId}/select`,
  selectDefault: '/vehicle/select/default',
  removeAttribute: (attributeId: number | string) => `/vehicle/select/attribute/${attributeId}`,
  currentVehicle: '/current/vehicle',
  vehicleCustomer: '/current/vehicle/customer',
  recentVehicles: '/recent/vehicles',
  recentVehiclesEnterprise: '/recent/vehicles/enterprise',
  deleteRecentVehicle: '/recent/deleteRecentVehicle.json',
  worksheetClear: '/worksheet/rest/clear',
  worksheetTranslate: (worksheetId: number | string, worksheetVehicleId: number | string) =>
    `/worksheet/rest/${worksheetId}/vehicle/${worksheetVehicleId}/translate`,
  miniQuote: '/worksheet/rest/miniquote.json',
  miniQuoteDeleteItem: '/worksheet/rest/miniquote/deleteitem',
  nonProductItem: '/worksheet/rest/nonProductItem',
  worksheet: (worksheetId: number | string) => `/worksheet/rest/${worksheetId}`,
  enterpriseWorksheet: (worksheetId: number | string) =>
    `/worksheet/rest/enterprise/${worksheetId}`,
  addProduct: '/worksheet/rest/addproduct',
  addKit: '/worksheet/rest/addkit',
  enterpriseAddKit: '/worksheet/rest/enterprise/addKit',
  worksheetSearch: '/worksheet/rest/search',
  orderStatus: '/worksheet/rest/status',
  worksheetSubmit: '/worksheet/rest/submit',
  typeaheadV3: '/search/keyword/v3/typeahead',
  typeahead: '/search/keyword/typeahead',
  searchPreprocess: '/search/keyword/preprocess',
  partTypesMostPopular: '/parttypes/mostpopular',
  partTypesAll: '/parttypes/allparttypes',
  partTypesDrilldown: '/parttypes/drilldown',
  partTypesSearch: '/parttypes/searchPartType.json',
  partTypesRelated: '/parttypes/relatedPartTypes',
  partTypesSelected: '/parttypes/node/selected',
  partTypesClear: '/parttypes/clearPartTypes',
  partTypesClearAndSelect: '/parttypes/clearAndSelectPartType',
  health: '/health',
  docs: '/docs',
} as const;

/**
 * Calls that never carry the sticky session header (spec 002 section 7: same-origin exclusions
 * for user, static, refresh and shop details).
 */
export const STICKY_SESSION_EXCLUDED_PATHS: readonly string[] = [
  API.currentUser,
  API.sessionUser,
  API.currentStatic,
  API.refresh,
  API.currentShop,
];

export const STICKY_SESSION_HEADER = 'X-Sticky-Session';
