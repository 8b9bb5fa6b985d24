import type {
  EnterpriseWorksheet,
  Worksheet,
  WorksheetLine,
  WorksheetVehicleSummary,
} from '@procounter/shared/contracts/worksheet';
import { stockAvailability } from '@procounter/shared/domain/availability';
import { computeQuoteTaxes } from '@procounter/shared/domain/quote-taxes';
import { isLineVisible, lineExtended, viewCost } from '@procounter/shared/domain/quote-totals';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { getShopRates, requireCurrentShop } from '../shops/shops.service';
import { findCatalogVehicle } from '../vehicles/vehicles.service';
import { presentQuoteTotals, type QuoteViewer, quoteViewerOf } from './quote-presenter';
import {
  findWorksheetLines,
  findWorksheetOfShop,
  findWorksheetVehicles,
  setWorksheetName,
  type WorksheetRow,
  type WorksheetVehicleRow,
} from './worksheets.repository';
import { describeVehicle, lockShopWorksheetForEdit } from './worksheets.service';

// The full quote: GET /worksheet/rest/{id} and its enterprise variant, one reading of the data
// presented in two namings.

type Deps = Pick<ServiceDeps, 'db'>;

export async function presentWorksheetVehicle(
  deps: Deps,
  vehicle: WorksheetVehicleRow,
): Promise<WorksheetVehicleSummary> {
  const catalog = await findCatalogVehicle(deps, vehicle.baseVehicleId);
  return {
    worksheetVehicleId: vehicle.id,
    baseVehicleId: vehicle.baseVehicleId,
    year: catalog?.year ?? null,
    make: catalog?.make ?? null,
    model: catalog?.model ?? null,
    description: catalog ? describeVehicle(catalog, vehicle) : null,
    vin: vehicle.vin,
    plate: vehicle.plate,
    state: vehicle.state,
    shopCustomerId: vehicle.shopCustomerId,
    shopCustomerFirst: vehicle.shopCustomerFirst,
    shopCustomerLast: vehicle.shopCustomerLast,
  };
}

/**
 * A worksheet as the full quote shows it to this viewer (quote-presenter): costs hidden (null)
 * when the shop hides them, labor lines left out for RO writer users, totals over the lines shown.
 */
export async function presentWorksheet(
  deps: Deps,
  worksheet: WorksheetRow,
  viewer: QuoteViewer,
  homeStoreId: number | null,
): Promise<Worksheet> {
  const rows = await findWorksheetLines(deps.db, worksheet.id, homeStoreId ?? undefined);
  const rates = await getShopRates(deps, worksheet.shopId);
  const visible = rows.filter((r) => isLineVisible(r.item, viewer));
  // R-QUOTE-10: what the quote needs of each product, all its PART lines together (as submit).
  const needed = new Map<number, number>();
  for (const { item } of rows) {
    if (item.itemType === 'PART' && item.productId !== null) {
      needed.set(item.productId, (needed.get(item.productId) ?? 0) + item.quantity);
    }
  }
  const vehicles = await Promise.all(
    (await findWorksheetVehicles(deps.db, worksheet.id)).map((v) =>
      presentWorksheetVehicle(deps, v),
    ),
  );
  const items = visible.map(
    ({ item, brandId, brandName, quantityOnHand, carried }): WorksheetLine => ({
      worksheetDetailId: item.id,
      itemType: item.itemType,
      legacyKey:
        item.productId !== null && brandId !== null
          ? { groupId: brandId, itemId: item.productId }
          : null,
      productId: item.productId,
      lineCode: item.lineCode,
      partNumber: item.partNumber,
      brandName,
      description: item.description,
      userSpecifiedQuantity: item.quantity,
      itemCost: viewCost(item.itemCost, viewer),
      customerPrice: item.customerPrice,
      extendedPrice: lineExtended(item.quantity, item.customerPrice) ?? 0,
      productOrigin: item.productOrigin,
      productOriginDetails: item.productOriginDetails,
      parentWorksheetDetailId: item.parentItemId,
      prebuilt: item.itemType === 'KIT_SUMMARY' ? (item.prebuilt ?? false) : null,
      worksheetVehicleId: item.worksheetVehicleId,
      storeId: item.storeId,
      quantityOnHand: item.productId !== null ? quantityOnHand : null,
      availability:
        item.itemType === 'PART' && item.productId !== null && homeStoreId !== null
          ? stockAvailability(carried ? quantityOnHand : null, needed.get(item.productId) ?? 0)
          : null,
      laborGroup: item.laborGroup,
      laborSubgroup: item.laborSubgroup,
      laborPartTypeId: item.laborPartTypeId,
    }),
  );
  const submitted = worksheet.confirmationNumber !== null && worksheet.submittedAt !== null;
  return {
    worksheetId: worksheet.id,
    name: worksheet.name,
    shopId: worksheet.shopId,
    status: worksheet.status,
    submitted,
    orderConfirmationNumber: worksheet.confirmationNumber,
    orderSubmittedDatetime: worksheet.submittedAt?.toISOString() ?? null,
    storeId: worksheet.storeId,
    poNumber: worksheet.poNumber,
    garageBayId: worksheet.garageBayId,
    fleetId: worksheet.fleetId,
    createdDatetime: worksheet.createdAt.toISOString(),
    updatedDatetime: worksheet.updatedAt.toISOString(),
    currentVehicle:
      vehicles.find((v) => v.worksheetVehicleId === worksheet.currentVehicleId) ?? null,
    vehicles,
    items,
    ...presentQuoteTotals(
      visible.map((r) => r.item),
      viewer,
    ),
    hideCosts: viewer.hideCosts,
    ...computeQuoteTaxes(
      visible.map((r) => r.item),
      viewer,
      { parts: rates.taxRateParts, labor: rates.taxRateLabor },
    ),
    shopLaborRate: rates.laborRate,
  };
}

/** A worksheet of the user's current shop, presented for them; 404 for any other. */
export async function getWorksheet(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
): Promise<Worksheet> {
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const worksheet = await findWorksheetOfShop(deps.db, worksheetId, shop.id);
  if (!worksheet) throw notFound('No such quote');
  return presentWorksheet(deps, worksheet, quoteViewerOf(user, shop), homeStore?.id ?? null);
}

/**
 * PUT /worksheet/rest/{id}/name (R-QUOTE-8): names an OPEN quote of the current shop, whoever
 * started it (any quote the shop can open from Quotes and Orders); a blank name removes it.
 * Answers the full quote. 404 unless a quote of the current shop, 409 WORKSHEET_LOCKED when
 * submitted or locked. The worksheet is locked like every change of it, so a rename and a submit
 * never overlap.
 */
export async function renameWorksheet(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
  name: string,
): Promise<Worksheet> {
  const { shop, homeStore } = await requireCurrentShop(deps, user);
  const renamed = await inTransaction(deps, async (tx) => {
    const worksheet = await lockShopWorksheetForEdit(tx, shop.id, worksheetId);
    await setWorksheetName(tx.db, worksheet.id, name.trim() || null);
    return findWorksheetOfShop(tx.db, worksheet.id, shop.id);
  });
  if (!renamed) throw notFound('No such quote');
  return presentWorksheet(deps, renamed, quoteViewerOf(user, shop), homeStore?.id ?? null);
}

/** The same quote in the enterprise naming (GET /worksheet/rest/enterprise/{id}). */
export function toEnterpriseWorksheet(quote: Worksheet): EnterpriseWorksheet {
  return {
    worksheetHeader: {
      worksheetHeaderId: quote.worksheetId,
      shopId: quote.shopId,
      status: quote.status,
      submitted: quote.submitted,
      confirmationNumber: quote.orderConfirmationNumber,
      submittedDatetime: quote.orderSubmittedDatetime,
      storeNumber: quote.storeId,
      poNumber: quote.poNumber,
      createdDatetime: quote.createdDatetime,
      updatedDatetime: quote.updatedDatetime,
      currentWorksheetVehicleId: quote.currentVehicle?.worksheetVehicleId ?? null,
    },
    worksheetVehicles: quote.vehicles,
    worksheetDetails: quote.items.map((item) => ({
      worksheetDetailId: item.worksheetDetailId,
      parentWorksheetDetailId: item.parentWorksheetDetailId,
      detailType: item.itemType,
      catalogKey: item.legacyKey ? `${item.legacyKey.itemId}_${item.legacyKey.groupId}` : null,
      lineCode: item.lineCode,
      partNumber: item.partNumber,
      brandName: item.brandName,
      description: item.description,
      quantity: item.userSpecifiedQuantity,
      unitCost: item.itemCost,
      unitPrice: item.customerPrice,
      extendedPrice: item.extendedPrice,
      productOrigin: item.productOrigin,
      productOriginDetails: item.productOriginDetails,
      prebuilt: item.prebuilt,
      worksheetVehicleId: item.worksheetVehicleId,
      storeNumber: item.storeId,
      quantityOnHand: item.quantityOnHand,
    })),
    totals: {
      itemCount: quote.totalItems,
      totalPrice: quote.totalPrice,
      formattedTotalPrice: quote.formattedTotalPrice,
      totalCost: quote.totalCostOrder,
      formattedTotalCost: quote.formattedTotalCostOrder,
    },
  };
}

export async function getEnterpriseWorksheet(
  deps: Deps,
  user: AuthUser,
  worksheetId: number,
): Promise<EnterpriseWorksheet> {
  return toEnterpriseWorksheet(await getWorksheet(deps, user, worksheetId));
}
