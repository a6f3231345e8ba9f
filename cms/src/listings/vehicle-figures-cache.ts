import type { Core } from '@strapi/strapi';
import { versionedCache } from './versioned-cache';
import { VEHICLE_LISTINGS_DATA } from './vehicle-listings-table';

/** The overview's minutes and the statistics' weeks asked for lately; older ones fall out. */
const ANSWERS_KEPT = 16;

/**
 * The vehicle area's figures under the version of the listings and the time window they cover (part of the key).
 * At 100,000 listings the statistics took 50-120 ms to compute.
 */
export const vehicleFiguresCache = (strapi: Core.Strapi) => versionedCache(strapi, [VEHICLE_LISTINGS_DATA], { kept: ANSWERS_KEPT });
