import { errors } from '@strapi/utils';
import { findCar, findRegion, validateVehicleSearch } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The catalogue and region values a search filter may name. */
const LOOKUPS = { knownCar: (value: string) => findCar(value) !== undefined, knownRegion: (value: string) => findRegion(value) !== undefined };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/data/vehicles/listings/ { searchQuery, selected*, page, pageSize, sort, filters } → { data: { listings, total, page, pageSize } } */
  async search(ctx: Ctx) {
    const checked = validateVehicleSearch(ctx.request.body, LOOKUPS);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    ctx.body = { data: await service(strapi, 'vehicleData').search(checked.value) };
  },

  /** GET /api/data/vehicles/overview → VehicleOverview */
  async overview(ctx: Ctx) {
    ctx.body = await service(strapi, 'vehicleData').overview();
  },

  /** GET /api/data/vehicles/statistics → VehicleStatistics */
  async statistics(ctx: Ctx) {
    ctx.body = await service(strapi, 'vehicleData').statistics();
  },
});
