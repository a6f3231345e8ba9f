import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import PDFParser from 'pdf2json';
import type { PropertyListingInput, PropertyListingType, PropertyType, VehicleBodyType } from '@platform/shared';
import type { VehicleListingRow } from '../src/listings/vehicle-listings-writes';
import { server } from './api-client';

const DAY_MS = 86_400_000;
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * A connection of the test's own to the run's database: fixtures are written through the platform's write
 * functions, as another app process would write them, so the server learns of them only from the data versions.
 */
export async function withListingStore<T>(work: (knex: Knex) => Promise<T>): Promise<T> {
  const knex =
    server.client === 'postgres'
      ? knexFactory({ client: 'pg', connection: server.databaseUrl, pool: { min: 0, max: 1 } })
      : knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(__dirname, '..', server.databaseFile) }, useNullAsDefault: true });
  try {
    return await work(knex);
  } finally {
    await knex.destroy();
  }
}

interface PropertyFixture {
  type?: PropertyType;
  listing?: PropertyListingType;
  place: string;
  price: number | null;
  listedDaysAgo: number;
  soldDaysAgo?: number;
}

let finnCode = 900_000_000;

export function propertyRow(now: Date, fixture: PropertyFixture): PropertyListingInput {
  finnCode += 1;
  return {
    finn_code: String(finnCode),
    title: `Testannonse ${finnCode}`,
    title_en: null,
    property_type: fixture.type ?? 'apartment',
    listing_type: fixture.listing ?? 'sale',
    address: 'Testveien 1',
    postal_code: '0001',
    city: fixture.place.split(', ').pop() as string,
    location: 'oslo,oslo',
    location_label: fixture.place,
    price: fixture.price,
    living_area: 70,
    plot_area: null,
    bedrooms: 2,
    bathrooms: 1,
    built: 2000,
    energy_label: null,
    views: 0,
    listed_at: daysAgo(now, fixture.listedDaysAgo),
    sold_at: fixture.soldDaysAgo === undefined ? null : daysAgo(now, fixture.soldDaysAgo),
    description: 'Testannonse.',
  };
}

/**
 * Property listings dated against `now`; the figures the tests expect are worked out by hand beside each group.
 * The period of 30 days holds five sale listings (one without a price, one sold since); the 30 days before hold
 * three; older ones are on the market still; rent and sublet listings count nowhere.
 */
export function propertyFixture(now: Date): PropertyListingInput[] {
  const rows: PropertyFixture[] = [
    // In the period.
    { place: 'Frogner, Oslo', price: 6_000_000, listedDaysAgo: 2 },
    { place: 'Frogner, Oslo', price: 5_000_000, listedDaysAgo: 10 },
    { type: 'house', place: 'Fana, Bergen', price: 8_000_000, listedDaysAgo: 20 },
    { place: 'Midtbyen, Trondheim', price: null, listedDaysAgo: 5 },
    { place: 'Ålesund', price: 3_500_000, listedDaysAgo: 15, soldDaysAgo: 2 },
    // In the previous period.
    { type: 'townhouse', place: 'Frogner, Oslo', price: 4_000_000, listedDaysAgo: 40 },
    { place: 'Fana, Bergen', price: 3_000_000, listedDaysAgo: 45, soldDaysAgo: 5 },
    { type: 'house', place: 'Drammen', price: 7_000_000, listedDaysAgo: 50, soldDaysAgo: 20 },
    // Older, still on the market.
    { type: 'cabin', place: 'Drammen', price: 2_000_000, listedDaysAgo: 100 },
    { place: 'Tromsø', price: 3_000_000, listedDaysAgo: 110 },
    { type: 'house', place: 'Bodø', price: 4_000_000, listedDaysAgo: 120 },
    { place: 'Østensjø, Oslo', price: 5_000_000, listedDaysAgo: 130 },
    { place: 'Østensjø, Oslo', price: 6_000_000, listedDaysAgo: 140 },
    { place: 'Ålesund', price: 2_500_000, listedDaysAgo: 150 },
    { type: 'house', place: 'Ålesund', price: 3_500_000, listedDaysAgo: 160 },
    { type: 'commercial', place: 'Kristiansand', price: null, listedDaysAgo: 170 },
    { type: 'townhouse', place: 'Storhaug, Stavanger', price: 4_500_000, listedDaysAgo: 180 },
    { type: 'house', place: 'Fredrikstad', price: 3_800_000, listedDaysAgo: 190 },
    // Rents are kroner per month: never part of the figures.
    { listing: 'rent', place: 'Frogner, Oslo', price: 20_000, listedDaysAgo: 3 },
    { listing: 'sublet', type: 'room', place: 'Drammen', price: 6_000, listedDaysAgo: 4 },
    { listing: 'rent', type: 'room', place: 'Bodø', price: 5_000, listedDaysAgo: 200 },
  ];
  return rows.map((row) => propertyRow(now, row));
}

interface VehicleFixture {
  brand: string;
  model: string;
  body: VehicleBodyType;
  price: number | null;
  listedDaysAgo: number;
}

export function vehicleRow(now: Date, fixture: VehicleFixture): VehicleListingRow {
  return {
    brand: fixture.brand,
    model: fixture.model,
    year: 2020,
    mileage: 50_000,
    location: 'oslo,oslo',
    location_label: 'Oslo',
    county: 'Oslo',
    fuel_type: 'Bensin',
    transmission: 'Automat',
    body_type: fixture.body,
    price: fixture.price,
    listed_at: daysAgo(now, fixture.listedDaysAgo),
  };
}

/** Five vehicle listings in the period (one without a price), two in the previous one, twelve older; 14 brands. */
export function vehicleFixture(now: Date): VehicleListingRow[] {
  const rows: VehicleFixture[] = [
    { brand: 'Tesla', model: 'Model Y', body: 'SUV', price: 450_000, listedDaysAgo: 3 },
    { brand: 'Tesla', model: 'Model 3', body: 'Sedan', price: 350_000, listedDaysAgo: 12 },
    { brand: 'Volkswagen', model: 'Golf', body: 'Kombi 5-dørs', price: 250_000, listedDaysAgo: 8 },
    { brand: 'Volvo', model: 'XC60', body: 'SUV', price: null, listedDaysAgo: 20 },
    { brand: 'Toyota', model: 'RAV4', body: 'SUV', price: 400_000, listedDaysAgo: 25 },
    { brand: 'Tesla', model: 'Model Y', body: 'SUV', price: 500_000, listedDaysAgo: 35 },
    { brand: 'Volkswagen', model: 'Passat', body: 'Stasjonsvogn', price: 300_000, listedDaysAgo: 50 },
    { brand: 'Volvo', model: 'V90', body: 'Stasjonsvogn', price: 550_000, listedDaysAgo: 90 },
    { brand: 'Audi', model: 'A4', body: 'Sedan', price: 320_000, listedDaysAgo: 100 },
    { brand: 'BMW', model: 'X5', body: 'SUV', price: 700_000, listedDaysAgo: 120 },
    { brand: 'Ford', model: 'Transit', body: 'Varebil', price: 280_000, listedDaysAgo: 150 },
    { brand: 'Skoda', model: 'Octavia', body: 'Stasjonsvogn', price: 210_000, listedDaysAgo: 160 },
    { brand: 'Peugeot', model: '208', body: 'Kombi 5-dørs', price: 150_000, listedDaysAgo: 170 },
    { brand: 'Nissan', model: 'Leaf', body: 'Kombi 5-dørs', price: 120_000, listedDaysAgo: 180 },
    { brand: 'Mercedes-Benz', model: 'C-Klasse', body: 'Sedan', price: 480_000, listedDaysAgo: 190 },
    { brand: 'Kia', model: 'Niro', body: 'SUV', price: 330_000, listedDaysAgo: 200 },
    { brand: 'Hyundai', model: 'Ioniq 5', body: 'SUV', price: 420_000, listedDaysAgo: 210 },
    { brand: 'Mazda', model: 'MX-5', body: 'Cabriolet', price: 260_000, listedDaysAgo: 220 },
    { brand: 'Ford', model: 'Mustang', body: 'Coupé', price: 600_000, listedDaysAgo: 230 },
  ];
  return rows.map((row) => vehicleRow(now, row));
}

/** A supertest parser that keeps a binary answer (a PDF, a workbook) as a Buffer. */
export function binary(res: unknown, done: (error: Error | null, body: Buffer) => void): void {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The text of every page of a PDF, each line as the reader sees it, spaces made plain. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const parser = new PDFParser(null, true);
    parser.on('pdfParser_dataError', (error) => reject('parserError' in error ? error.parserError : error));
    parser.on('pdfParser_dataReady', () =>
      resolve(
        parser
          .getRawTextContent()
          .replace(/[\u00a0\u202f]/g, ' ')
          .replace(/\r\n/g, '\n'),
      ),
    );
    parser.parseBuffer(pdf);
  });
}
