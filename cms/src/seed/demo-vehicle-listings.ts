import type { Core } from '@strapi/strapi';
import { REGION_TREE, regionLabelPath, type FuelType, type RegionNode, type Transmission } from '@platform/shared';
import { insertVehicleListings, type VehicleListingRow } from '../listings/vehicle-listings-writes';
import { VEHICLE_LISTINGS_TABLE } from '../listings/vehicle-listings-table';
import { seededRandom } from './seeded-random';
import { BRAND_FACTS, MUNICIPALITY_WEIGHTS, OTHER_MUNICIPALITY_WEIGHT, type BrandFacts, type ModelFacts } from './demo-vehicle-models';

/**
 * Sample vehicle listings for the demo and the benchmark (SEED_VEHICLE_LISTINGS, 20,000 by default). Deterministic:
 * listing i is always the same car at the same place and price; only its publication date moves with the day the
 * seed runs (spread over the 12 months before it).
 */
export const DEMO_VEHICLE_COUNT = 20_000;

const FIRST_YEAR = 2005;
const LAST_YEAR = 2026;
/** The year the cars' ages are counted from, fixed so that the rows do not change with the seed's date. */
const AGE_REFERENCE_YEAR = 2026;
const KM_PER_YEAR = 13_000;
const MISSING_PRICE_SHARE = 0.06;
const LISTED_SPAN_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * Draws items by weight: the running totals once, then a binary search per draw (a walk through the 400 places for
 * every listing took most of the seed's time).
 */
function weighted<T>(items: readonly T[], weight: (item: T) => number): (random: () => number) => T {
  const totals: number[] = [];
  let sum = 0;
  for (const item of items) totals.push((sum += weight(item)));
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle] > target) high = middle;
      else low = middle + 1;
    }
    return items[low];
  };
}

/** Listings per model year from FIRST_YEAR to LAST_YEAR: few of the oldest, most of five to eight years old. */
const YEAR_WEIGHTS = [1, 1.5, 2, 2.5, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7, 7.5, 7.5, 7.5, 7, 6, 5, 4, 1.5];
const YEARS = YEAR_WEIGHTS.map((_, i) => FIRST_YEAR + i);

type Drive = keyof BrandFacts['share'];
/** Share of each drive among the cars of a model year (anchor years; the years between are interpolated). */
const DRIVE_SHARES: Array<[number, Record<Exclude<Drive, 'h2'>, number>]> = [
  [2005, { ice: 98, hybrid: 2, plugin: 0, ev: 0 }],
  [2010, { ice: 94, hybrid: 5, plugin: 0, ev: 1 }],
  [2013, { ice: 83, hybrid: 6, plugin: 1, ev: 10 }],
  [2015, { ice: 68, hybrid: 8, plugin: 6, ev: 18 }],
  [2017, { ice: 50, hybrid: 12, plugin: 12, ev: 26 }],
  [2019, { ice: 30, hybrid: 12, plugin: 18, ev: 40 }],
  [2021, { ice: 15, hybrid: 10, plugin: 15, ev: 60 }],
  [2023, { ice: 7, hybrid: 6, plugin: 7, ev: 80 }],
  [2026, { ice: 3, hybrid: 4, plugin: 3, ev: 90 }],
];
/** Of petrol and diesel, the diesel share by model year: most until 2015, few since. */
const DIESEL_SHARES: Array<[number, number]> = [
  [2005, 0.5],
  [2010, 0.58],
  [2015, 0.55],
  [2018, 0.35],
  [2021, 0.2],
  [2026, 0.05],
];
const HYDROGEN_SHARE = 0.002;

function interpolate(anchors: Array<[number, number]>, year: number): number {
  const after = anchors.findIndex(([anchor]) => anchor >= year);
  if (after <= 0) return anchors[Math.max(after, 0)][1];
  const [y0, v0] = anchors[after - 1];
  const [y1, v1] = anchors[after];
  return v0 + ((v1 - v0) * (year - y0)) / (y1 - y0);
}

const driveShare = (year: number, drive: Exclude<Drive, 'h2'>) =>
  interpolate(
    DRIVE_SHARES.map(([anchor, shares]) => [anchor, shares[drive]]),
    year,
  );
const pickYear = weighted(YEARS, (year) => YEAR_WEIGHTS[year - FIRST_YEAR]);
const DRIVES = ['ice', 'hybrid', 'plugin', 'ev'] as const;
const pickDrive = new Map(YEARS.map((year) => [year, weighted(DRIVES, (drive) => driveShare(year, drive))]));

/** Which drives a model offers in a year. */
function offers(model: ModelFacts, year: number, drive: Drive): boolean {
  if (year < model.from || year > model.to) return false;
  if (drive === 'h2') return model.drive === 'h2';
  if (drive === 'ev') return model.drive === 'ev' || (model.electricFrom !== undefined && year >= model.electricFrom);
  if (drive === 'ice') return model.drive === 'ice';
  return model.drive === 'ice' || model.drive === 'hybrid';
}

interface Candidate {
  brand: BrandFacts;
  /** The brand's models of the catalogue on sale that year with that drive, and those out of the catalogue. */
  listed: ModelFacts[];
  others: ModelFacts[];
}

/** For each year and drive: a draw of the brands that offered one (by their share), with their models that did. */
const CANDIDATES = new Map<string, ((random: () => number) => Candidate) | null>();
function brandDraw(year: number, drive: Drive): ((random: () => number) => Candidate) | null {
  const key = `${year}:${drive}`;
  if (!CANDIDATES.has(key)) {
    const found = BRAND_FACTS.filter((brand) => (brand.share[drive] ?? 0) > 0)
      .map((brand) => ({
        brand,
        listed: brand.models.filter((model) => offers(model, year, drive)),
        others: brand.others.filter((model) => offers(model, year, drive)),
      }))
      .filter((candidate) => candidate.listed.length + candidate.others.length > 0);
    CANDIDATES.set(key, found.length ? weighted(found, (candidate) => candidate.brand.share[drive] ?? 0) : null);
  }
  return CANDIDATES.get(key) ?? null;
}

/** Mostly a model of the catalogue; now and then (3 in 100) one out of it, where the brand has any. */
function chooseModel(random: () => number, { listed, others }: Candidate): ModelFacts {
  if (others.length && (listed.length === 0 || random() < 0.03)) return others[Math.floor(random() * others.length)];
  return listed[Math.floor(random() * listed.length)];
}

function chooseFuel(random: () => number, drive: Drive, year: number): FuelType {
  if (drive === 'ev') return 'Elektrisk';
  if (drive === 'h2') return 'Hydrogen';
  if (drive === 'hybrid') return 'Hybrid';
  if (drive === 'plugin') return 'Ladbar hybrid';
  return random() < interpolate(DIESEL_SHARES, year) ? 'Diesel' : 'Bensin';
}

const PREMIUM = new Set(['Audi', 'BMW', 'Mercedes-Benz', 'Volvo', 'Porsche', 'Land Rover', 'Jaguar', 'Lexus', 'Polestar', 'Tesla']);

/** Electric and hybrid cars have no clutch; petrol and diesel ones are ever more often automatic. */
function chooseTransmission(random: () => number, fuel: FuelType, year: number, brand: string, van: boolean): Transmission {
  if (fuel !== 'Bensin' && fuel !== 'Diesel') return 'Automat';
  const automatic = Math.min(0.95, 0.2 + (year - FIRST_YEAR) * 0.035 + (PREMIUM.has(brand) ? 0.25 : 0) - (van ? 0.15 : 0));
  return random() < automatic ? 'Automat' : 'Manuell';
}

/** Normal-ish spread around 1 (the mean of three uniforms), between 1 - width and 1 + width. */
const spread = (random: () => number, width: number) => 1 + width * ((random() + random() + random()) / 1.5 - 1);

function mileageOf(random: () => number, age: number, fuel: FuelType, van: boolean): number {
  const perYear = KM_PER_YEAR * (van ? 1.4 : 1) * (fuel === 'Elektrisk' ? 0.9 : 1);
  const km = age <= 0 ? random() * 8_000 : age * perYear * spread(random, 0.55);
  return Math.max(0, Math.round(km / 100) * 100);
}

const BODY_PRICE: Record<string, number> = {
  SUV: 1.15,
  Stasjonsvogn: 1.05,
  'Kombi 5-dørs': 0.85,
  Sedan: 1.05,
  Flerbruksbil: 1,
  Coupé: 1.1,
  Cabriolet: 1.1,
  Varebil: 0.9,
};

/** The brand's price new for the body type, less about 12 % a year and more for a high mileage; whole thousands. */
function priceOf(random: () => number, brand: BrandFacts, model: ModelFacts, age: number, mileage: number, fuel: FuelType): number | null {
  if (random() < MISSING_PRICE_SHARE) return null;
  const expectedKm = Math.max(age, 0.5) * KM_PER_YEAR;
  const mileageFactor = Math.min(1.12, Math.max(0.7, 1 - (mileage - expectedKm) / 400_000));
  // Early electric cars lost value faster (short range, old batteries).
  const earlyElectric = fuel === 'Elektrisk' && age > 6 ? 0.75 : 1;
  const value = brand.basePrice * BODY_PRICE[model.body] * 0.88 ** Math.max(age, 0) * mileageFactor * earlyElectric * spread(random, 0.15);
  return Math.max(15_000, Math.round(value / 1_000) * 1_000);
}

interface Place {
  value: string;
  label: string;
  county: string;
  weight: number;
}

/** 'Bergen, Vestland'; a district 'Fana, Bergen, Vestland'; Oslo's own name once ('Frogner, Oslo'). */
function placeLabel(value: string): string {
  const names = regionLabelPath(value).reverse();
  return names.filter((name, i) => name !== names[i - 1]).join(', ');
}

/** Every municipality of every county (its districts, where it has them), weighted by how many live there. */
const PLACES: readonly Place[] = (REGION_TREE.children ?? [])
  .filter((county) => county.kind === 'county')
  .flatMap((county) =>
    (county.children ?? []).flatMap((municipality: RegionNode) => {
      const weight = MUNICIPALITY_WEIGHTS[municipality.name ?? municipality.label] ?? OTHER_MUNICIPALITY_WEIGHT;
      const spots = municipality.children?.length ? municipality.children : [municipality];
      return spots.map((spot) => ({ value: spot.value, label: placeLabel(spot.value), county: county.label, weight: weight / spots.length }));
    }),
  );
const pickPlace = weighted(PLACES, (place) => place.weight);

/** Listing `index` of the sample set, published within the year before `now`. */
export function demoVehicleListing(index: number, now: Date): VehicleListingRow {
  // A generator per listing, so that any range of the set can be made alone (the benchmark adds to the demo's).
  const random = seededRandom(0x5eed_0000 + index * 2_654_435_761);
  const year = pickYear(random);
  let drive: Drive = random() < HYDROGEN_SHARE && year >= 2016 ? 'h2' : (pickDrive.get(year) as (random: () => number) => Drive)(random);
  let draw = brandDraw(year, drive);
  if (!draw) {
    // A drive no brand offered that year (electric in 2005): petrol or diesel instead, which every year has.
    drive = 'ice';
    draw = brandDraw(year, drive) as (random: () => number) => Candidate;
  }
  const candidate = draw(random);
  const model = chooseModel(random, candidate);
  const fuel = chooseFuel(random, drive, year);
  const van = model.body === 'Varebil';
  const age = AGE_REFERENCE_YEAR - year + random() * 0.9;
  const mileage = mileageOf(random, year >= LAST_YEAR ? 0 : age, fuel, van);
  const place = pickPlace(random);
  // Somewhat more listings lately than a year ago.
  const daysAgo = LISTED_SPAN_DAYS * random() ** 1.15;
  return {
    brand: candidate.brand.brand,
    model: model.model,
    year,
    mileage,
    location: place.value,
    location_label: place.label,
    county: place.county,
    fuel_type: fuel,
    transmission: chooseTransmission(random, fuel, year, candidate.brand.brand, van),
    body_type: model.body,
    price: priceOf(random, candidate.brand, model, age, mileage, fuel),
    listed_at: new Date(now.getTime() - Math.floor(daysAgo * DAY_MS)),
  };
}

/** Listings `from` up to `to` (not included) of the sample set. */
export function demoVehicleListings(from: number, to: number, now: Date = new Date()): VehicleListingRow[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => demoVehicleListing(from + i, now));
}

/** The sample listings of the demo, only into an empty table, in one transaction (all of them or none). */
export async function ensureDemoVehicleListings(strapi: Core.Strapi): Promise<void> {
  const wanted = Number(process.env.SEED_VEHICLE_LISTINGS ?? DEMO_VEHICLE_COUNT);
  if (!(wanted > 0)) return;
  const knex = strapi.db.connection;
  if (await knex(VEHICLE_LISTINGS_TABLE).first('id')) return;
  await insertVehicleListings(knex, demoVehicleListings(0, wanted));
}
