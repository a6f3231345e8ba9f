import type { Core } from '@strapi/strapi';
import { ensureDataVersionsTable } from './data-versions';
import { ensureProductDatasetsTable } from './product-datasets-table';
import { ensureProductApiKeysTable } from './product-api-keys-table';
import { ensureProductRecordsTable } from './product-records-table';
import { ensurePropertyListingsTable } from './property-listings-table';
import { ensurePropertyRegisterTable } from './property-register-table';
import { ensureSavedPropertyListingsTable } from './saved-property-listings-table';
import { ensureStatisticsSeriesTable } from './statistics-series-table';
import { ensureVehicleListingsTable } from './vehicle-listings-table';
import { ensureMarketSubscriptionsTable } from '../market/subscription-store';
import { ensurePropertyReportSubscriptionsTable } from '../api/property-report/subscription-table';
import { ensurePortfolioTables } from '../api/portfolio/portfolio-tables';

/** The stored data sets the product areas read (tables of the platform's own, outside Strapi's content types). */
export async function ensureListingStores(strapi: Core.Strapi): Promise<void> {
  await ensureDataVersionsTable(strapi);
  await ensurePropertyListingsTable(strapi);
  // The address register sample the listing wizard looks addresses up in.
  await ensurePropertyRegisterTable(strapi);
  // The listings users saved on the property-listings product.
  await ensureSavedPropertyListingsTable(strapi);
  await ensureStatisticsSeriesTable(strapi);
  await ensureVehicleListingsTable(strapi);
  // Not a listing store, but the data product's own table, made at the same point of the start.
  await ensureMarketSubscriptionsTable(strapi);
  // The records of products made from the CRUD template.
  await ensureProductRecordsTable(strapi);
  // The datasets of products made from the analytics dashboard template.
  await ensureProductDatasetsTable(strapi);
  // The API keys of products made from the API integration template.
  await ensureProductApiKeysTable(strapi);
  // The property analytics reports users have e-mailed.
  await ensurePropertyReportSubscriptionsTable(strapi);
  // The portfolio product's portfolios, holdings, tax lots and executed orders.
  await ensurePortfolioTables(strapi);
}
