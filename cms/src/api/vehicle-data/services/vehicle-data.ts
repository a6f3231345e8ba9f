import type { Core } from '@strapi/strapi';
import type { VehicleOverview, VehicleSearchAnswer, VehicleSearchQuery, VehicleStatistics } from '@platform/shared';
import { readConnection } from '../../../read-connection';
import { firstWeekShown, overviewSince, vehicleOverview, vehicleStatistics } from '../../../listings/vehicle-figures';
import { vehicleFiguresCache } from '../../../listings/vehicle-figures-cache';
import { searchVehicleListings, type VehicleStore } from '../../../listings/vehicle-search';

/** The vehicle analytics area's data: the listing search and the overview and statistics figures. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const store = (): VehicleStore => ({
    knex: strapi.db.connection,
    reader: readConnection(strapi),
    client: strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite',
  });
  const cached = vehicleFiguresCache(strapi);

  return {
    search(query: VehicleSearchQuery): Promise<VehicleSearchAnswer['data']> {
      return searchVehicleListings(store(), query);
    },

    /** The overview cards, computed anew when the listings or the minute change. */
    overview(now: Date = new Date()): Promise<VehicleOverview> {
      return cached(`overview|${overviewSince(now).getTime()}`, () => vehicleOverview(store(), now));
    },

    /** The statistics charts, computed anew when the listings or the week change. */
    statistics(now: Date = new Date()): Promise<VehicleStatistics> {
      return cached(`statistics|${firstWeekShown(now)}`, () => vehicleStatistics(store(), now));
    },
  };
};
