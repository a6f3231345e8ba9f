import type { Core } from '@strapi/strapi';
import { ensureDataVersionsTable } from './data-versions';

/** The stored data sets the product areas read (tables of the platform's own, outside Strapi's content types). */
export async function ensureListingStores(strapi: Core.Strapi): Promise<void> {
  await ensureDataVersionsTable(strapi);
}
