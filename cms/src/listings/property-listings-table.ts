import type { Core } from '@strapi/strapi';
import { ENERGY_LABELS, PROPERTY_LISTING_TYPES, PROPERTY_TYPES } from '@platform/shared';
import { addColumnsOnce, createTableOnce } from '../create-table-once';

export const PROPERTY_LISTINGS_TABLE = 'property_listings';
/** The data version every write to the table raises (see data-versions.ts). */
export const PROPERTY_LISTINGS_DATA = 'property_listings';

/**
 * The platform's property listings: what the market page summarises and the property-listings product will show,
 * create and edit. The database itself refuses an unknown type, a negative price or an empty living area.
 */
export async function ensurePropertyListingsTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, PROPERTY_LISTINGS_TABLE, (t) => {
    t.increments('id').primary();
    t.string('finn_code', 20).notNullable().unique('property_listings_finn_code_uq');
    t.string('title', 200).notNullable();
    t.string('title_en', 200).nullable();
    t.string('property_type', 20)
      .notNullable()
      .checkIn([...PROPERTY_TYPES], 'property_listings_type_check');
    t.string('listing_type', 10)
      .notNullable()
      .checkIn([...PROPERTY_LISTING_TYPES], 'property_listings_listing_type_check');
    t.string('address', 200).notNullable();
    t.string('postal_code', 4).notNullable();
    t.string('city', 60).notNullable();
    t.string('location', 200).notNullable();
    t.string('location_label', 200).notNullable();
    // Whole kroner: the asking price of a sale, the monthly rent of a rent or sublet listing.
    t.integer('price').nullable().checkPositive('property_listings_price_check');
    t.integer('living_area').notNullable().checkPositive('property_listings_living_area_check');
    t.integer('plot_area').nullable();
    t.integer('bedrooms').notNullable().defaultTo(0);
    t.integer('bathrooms').notNullable().defaultTo(0);
    t.integer('built').nullable();
    t.string('energy_label', 1)
      .nullable()
      .checkIn([...ENERGY_LABELS], 'property_listings_energy_label_check');
    t.integer('views').notNullable().defaultTo(0);
    t.timestamp('listed_at', { useTz: true }).notNullable();
    t.timestamp('sold_at', { useTz: true }).nullable();
    t.text('description').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    // The market summary reads sale listings by date; the listings pages filter by city, place, type and price.
    t.index(['listing_type', 'listed_at'], 'property_listings_listing_type_listed_idx');
    t.index(['city', 'listing_type', 'price'], 'property_listings_city_idx');
    t.index(['location'], 'property_listings_location_idx');
    t.index(['property_type', 'listing_type'], 'property_listings_type_idx');
  });
  // What the listings product and its wizard added: the seller (null for the seeded samples), publishing, the
  // wizard's facts, the images, and the chips as columns so the search filters on them with the other filters.
  await addColumnsOnce(knex, PROPERTY_LISTINGS_TABLE, {
    user_id: (t) => t.integer('user_id').nullable().index('property_listings_user_idx'),
    status: (t) => t.string('status', 12).notNullable().defaultTo('published'),
    neighborhood: (t) => t.string('neighborhood', 100).nullable(),
    parking_spaces: (t) => t.integer('parking_spaces').notNullable().defaultTo(0),
    // JSON lists: the §9 facility names; the images as [{ url, card }] (the full image and its card rendition).
    facilities: (t) => t.text('facilities').notNullable().defaultTo('[]'),
    images: (t) => t.text('images').notNullable().defaultTo('[]'),
    has_parking: (t) => t.boolean('has_parking').notNullable().defaultTo(false),
    has_balcony: (t) => t.boolean('has_balcony').notNullable().defaultTo(false),
    has_garden: (t) => t.boolean('has_garden').notNullable().defaultTo(false),
    contact_name: (t) => t.string('contact_name', 100).nullable(),
    contact_email: (t) => t.string('contact_email', 254).nullable(),
    contact_phone: (t) => t.string('contact_phone', 30).nullable(),
  });
}
