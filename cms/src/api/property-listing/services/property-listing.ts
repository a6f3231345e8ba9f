import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import {
  PROPERTY_CITIES,
  PROPERTY_LISTING_MESSAGES,
  PROPERTY_TYPES,
  grossYieldOf,
  listingAmenities,
  medianOf,
  rentEstimate,
  type MyPropertyListingCard,
  type PropertyInsightRow,
  type PropertyInsights,
  type PropertyListingCard,
  type PropertyListingDetail,
  type PropertyListingEdit,
  type PropertyListingPage,
  type PropertyListingQuery,
  type PropertyListingStatus,
  type PropertyType,
  type SellerContact,
} from '@platform/shared';
import { PROPERTY_LISTINGS_DATA, PROPERTY_LISTINGS_TABLE } from '../../../listings/property-listings-table';
import {
  countPropertyListingView,
  deletePropertyListing,
  updatePropertyListing,
  type PropertyListingRecord,
} from '../../../listings/property-listings-writes';
import { SAVED_PROPERTY_LISTINGS_TABLE } from '../../../listings/saved-property-listings-table';
import { versionedCache } from '../../../listings/versioned-cache';
import { httpError } from '../../../http-error';
import { publicUrl } from '../../account/public-url';
import { service } from '../../../services';
import { CARD_COLUMNS, cardOf, isoOf, jsonList, myCardOf, numberOrNull, type ListingRow } from '../listing-rows';
import { filteredListings, listingOrder } from '../listing-search';
import { sellerContactMail } from '../seller-contact-mail';

const thisYear = () => new Date().getFullYear();

/** The listings product: search, the listing page with its rent estimate, the city insights, saved and own listings. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const insightsCache = versionedCache(strapi, [PROPERTY_LISTINGS_DATA], { kept: 2 });

  /** Which of the finn codes the user saved. */
  async function savedAmong(userId: number | null, finnCodes: string[]): Promise<Set<string>> {
    if (userId === null || finnCodes.length === 0) return new Set();
    const rows = await knex()(SAVED_PROPERTY_LISTINGS_TABLE).where('user_id', userId).whereIn('finn_code', finnCodes).select('finn_code');
    return new Set(rows.map((row: { finn_code: string }) => row.finn_code));
  }

  /** A listing the caller may see (published, or their own), or 404. */
  async function visibleListing(finnCode: string, userId: number | null): Promise<ListingRow> {
    const row = await knex()(PROPERTY_LISTINGS_TABLE).where('finn_code', finnCode).first();
    if (!row || (row.status !== 'published' && (userId === null || row.user_id !== userId))) {
      throw new errors.NotFoundError(PROPERTY_LISTING_MESSAGES.notFound);
    }
    return row;
  }

  /** The caller's own listing: 404 notFound for an unknown code, 404 notYours for anyone else's. */
  async function ownListing(finnCode: string, userId: number): Promise<ListingRow> {
    const row = await knex()(PROPERTY_LISTINGS_TABLE).where('finn_code', finnCode).first();
    if (!row) throw new errors.NotFoundError(PROPERTY_LISTING_MESSAGES.notFound);
    if (row.user_id === null || Number(row.user_id) !== userId) throw new errors.NotFoundError(PROPERTY_LISTING_MESSAGES.notYours);
    return row;
  }

  /** Monthly rent per m² of the published rent listings of a city and type. */
  async function rentsPerSqm(city: string, propertyType: PropertyType): Promise<number[]> {
    const rows = await knex()(PROPERTY_LISTINGS_TABLE)
      .where({ status: 'published', listing_type: 'rent', city, property_type: propertyType })
      .whereNotNull('price')
      .select('price', 'living_area');
    return rows.map((row: ListingRow) => Number(row.price) / Number(row.living_area));
  }

  async function detailOf(row: ListingRow, userId: number | null): Promise<PropertyListingDetail> {
    const mine = userId !== null && row.user_id !== null && Number(row.user_id) === userId;
    const saved = await savedAmong(userId, [row.finn_code]);
    const card = cardOf(row, saved.has(row.finn_code), thisYear());
    const comparables = card.listingType === 'sale' && card.price !== null ? await rentsPerSqm(card.city, card.propertyType) : [];
    const estimate = rentEstimate(card, comparables);
    const images = jsonList<{ url: string }>(row.images);
    return {
      ...card,
      titleEn: row.title_en ?? null,
      postalCode: row.postal_code,
      neighborhood: row.neighborhood ?? null,
      plotArea: numberOrNull(row.plot_area),
      built: numberOrNull(row.built),
      energyLabel: row.energy_label ?? null,
      parkingSpaces: Number(row.parking_spaces ?? 0),
      facilities: jsonList<string>(row.facilities),
      description: row.description,
      images: images.map((image) => image.url),
      views: Number(row.views),
      soldAt: row.sold_at === null || row.sold_at === undefined ? null : isoOf(row.sold_at),
      ...estimate,
      rentBasis: estimate.estimatedRentalPrice === null ? null : { count: comparables.length, city: card.city, propertyType: card.propertyType },
      mine,
      sample: row.user_id === null || row.user_id === undefined,
      status: row.status,
    };
  }

  async function insights(): Promise<PropertyInsights> {
    const rows = await knex()(PROPERTY_LISTINGS_TABLE)
      .where('status', 'published')
      .whereIn('listing_type', ['sale', 'rent'])
      .whereNotNull('price')
      .select('city', 'property_type', 'listing_type', 'price', 'living_area');
    const groups = new Map<string, { sale: number[]; rent: number[]; rentSqm: number[] }>();
    for (const row of rows as ListingRow[]) {
      const key = `${row.city}|${row.property_type}`;
      const group = groups.get(key) ?? { sale: [], rent: [], rentSqm: [] };
      const price = Number(row.price);
      const area = Number(row.living_area);
      if (row.listing_type === 'sale') group.sale.push(price / area);
      else {
        group.rent.push(price);
        group.rentSqm.push(price / area);
      }
      groups.set(key, group);
    }
    const cityOrder = (city: string) => {
      const index = (PROPERTY_CITIES as readonly string[]).indexOf(city);
      return index < 0 ? PROPERTY_CITIES.length : index;
    };
    const answer: PropertyInsightRow[] = [...groups.entries()].map(([key, group]) => {
      const [city, propertyType] = key.split('|') as [string, PropertyType];
      const sqm = medianOf(group.sale);
      const rentSqm = medianOf(group.rentSqm);
      const rent = medianOf(group.rent);
      return {
        city,
        propertyType,
        sqmPrice: sqm === null ? null : Math.round(sqm),
        monthlyRent: rent === null ? null : Math.round(rent),
        // Per m² on both sides, so the sizes of the homes for sale and for rent do not skew it.
        grossYield: rentSqm === null || sqm === null ? null : grossYieldOf(rentSqm, sqm),
        saleCount: group.sale.length,
        rentCount: group.rent.length,
      };
    });
    answer.sort(
      (a, b) =>
        cityOrder(a.city) - cityOrder(b.city) ||
        a.city.localeCompare(b.city) ||
        PROPERTY_TYPES.indexOf(a.propertyType) - PROPERTY_TYPES.indexOf(b.propertyType),
    );
    return { rows: answer, generatedAt: new Date().toISOString() };
  }

  return {
    async search(query: PropertyListingQuery, userId: number | null): Promise<PropertyListingPage> {
      const year = thisYear();
      const [rows, counted] = await Promise.all([
        filteredListings(knex(), query, year)
          .select(...CARD_COLUMNS)
          .orderByRaw(listingOrder(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        filteredListings(knex(), query, year).count({ total: '*' }).first(),
      ]);
      const saved = await savedAmong(
        userId,
        rows.map((row: ListingRow) => row.finn_code),
      );
      return {
        listings: rows.map((row: ListingRow) => cardOf(row, saved.has(row.finn_code), year)),
        total: Number(counted?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The listing page; a read by anyone but the owner counts a view. */
    async detail(finnCode: string, userId: number | null): Promise<PropertyListingDetail> {
      const row = await visibleListing(finnCode, userId);
      if (userId === null || row.user_id === null || Number(row.user_id) !== userId) {
        await countPropertyListingView(knex(), row.id);
        row.views = Number(row.views) + 1;
      }
      return detailOf(row, userId);
    },

    /** Per city and type, computed anew only when the listings changed. */
    insights(): Promise<PropertyInsights> {
      return insightsCache('insights', insights);
    },

    async savedListings(userId: number): Promise<PropertyListingCard[]> {
      const rows = await knex()(`${PROPERTY_LISTINGS_TABLE} as l`)
        .join(`${SAVED_PROPERTY_LISTINGS_TABLE} as s`, 's.finn_code', 'l.finn_code')
        .where('s.user_id', userId)
        .where((visible) => visible.where('l.status', 'published').orWhere('l.user_id', userId))
        .select(...CARD_COLUMNS.map((column) => `l.${column}`))
        .orderBy([
          { column: 's.saved_at', order: 'desc' },
          { column: 's.id', order: 'desc' },
        ]);
      const year = thisYear();
      return rows.map((row: ListingRow) => cardOf(row, true, year));
    },

    /** Saves a listing the user can see; saving it again changes nothing. */
    async save(userId: number, finnCode: string): Promise<void> {
      await visibleListing(finnCode, userId);
      await knex()(SAVED_PROPERTY_LISTINGS_TABLE)
        .insert({ user_id: userId, finn_code: finnCode, saved_at: new Date() })
        .onConflict(['user_id', 'finn_code'])
        .ignore();
    },

    /** Forgets a saved listing; 404 only for an unknown listing. */
    async unsave(userId: number, finnCode: string): Promise<void> {
      const exists = await knex()(PROPERTY_LISTINGS_TABLE).where('finn_code', finnCode).first('id');
      const deleted = await knex()(SAVED_PROPERTY_LISTINGS_TABLE).where({ user_id: userId, finn_code: finnCode }).delete();
      if (!exists && deleted === 0) throw new errors.NotFoundError(PROPERTY_LISTING_MESSAGES.notFound);
    },

    async myListings(userId: number): Promise<MyPropertyListingCard[]> {
      const rows = await knex()(PROPERTY_LISTINGS_TABLE)
        .where('user_id', userId)
        .select(...CARD_COLUMNS)
        .orderBy([
          { column: 'listed_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      const saved = await savedAmong(
        userId,
        rows.map((row: ListingRow) => row.finn_code),
      );
      const year = thisYear();
      return rows.map((row: ListingRow) => myCardOf(row, saved.has(row.finn_code), year));
    },

    /** The owner's changes; new facilities or parking spaces give new chips by the shared rule. */
    async edit(userId: number, finnCode: string, edit: PropertyListingEdit): Promise<PropertyListingDetail> {
      const row = await ownListing(finnCode, userId);
      const changes: Partial<PropertyListingRecord> = {
        ...(edit.title !== undefined ? { title: edit.title } : {}),
        ...(edit.description !== undefined ? { description: edit.description } : {}),
        ...(edit.price !== undefined ? { price: edit.price } : {}),
        ...(edit.squareMeters !== undefined ? { living_area: edit.squareMeters } : {}),
        ...(edit.bedrooms !== undefined ? { bedrooms: edit.bedrooms } : {}),
        ...(edit.bathrooms !== undefined ? { bathrooms: edit.bathrooms } : {}),
        ...(edit.yearBuilt !== undefined ? { built: edit.yearBuilt } : {}),
        ...(edit.contactName !== undefined ? { contact_name: edit.contactName } : {}),
        ...(edit.contactEmail !== undefined ? { contact_email: edit.contactEmail } : {}),
        ...(edit.contactPhone !== undefined ? { contact_phone: edit.contactPhone || null } : {}),
      };
      if (edit.features !== undefined || edit.parkingSpaces !== undefined) {
        const facilities = edit.features ?? jsonList<string>(row.facilities);
        const parkingSpaces = edit.parkingSpaces ?? Number(row.parking_spaces ?? 0);
        const chips = listingAmenities(facilities, parkingSpaces);
        Object.assign(changes, {
          facilities,
          parking_spaces: parkingSpaces,
          has_parking: chips.parking,
          has_balcony: chips.balcony,
          has_garden: chips.garden,
        });
      }
      await updatePropertyListing(knex(), row.id, changes);
      return detailOf(await ownListing(finnCode, userId), userId);
    },

    async setStatus(userId: number, finnCode: string, status: PropertyListingStatus): Promise<MyPropertyListingCard> {
      const row = await ownListing(finnCode, userId);
      if (row.status !== status) await updatePropertyListing(knex(), row.id, { status });
      const [saved, updated] = await Promise.all([savedAmong(userId, [finnCode]), ownListing(finnCode, userId)]);
      return myCardOf(updated, saved.has(finnCode), thisYear());
    },

    async remove(userId: number, finnCode: string): Promise<void> {
      const row = await ownListing(finnCode, userId);
      await deletePropertyListing(knex(), row.id);
    },

    /**
     * Mails the seller of a published listing at their account's address, with Reply-To the sender: the seller
     * answers from their own mail, and the sender never learns the address unless they do.
     */
    async contact(finnCode: string, contact: SellerContact): Promise<void> {
      const row = await visibleListing(finnCode, null);
      if (row.user_id === null || row.user_id === undefined) throw httpError(409, PROPERTY_LISTING_MESSAGES.sampleNoSeller);
      const owner = await knex()('up_users').where('id', row.user_id).first('email');
      if (!owner?.email) throw httpError(409, PROPERTY_LISTING_MESSAGES.sampleNoSeller);
      const link = `${publicUrl(strapi)}/no/products/property-listings/${encodeURIComponent(row.finn_code)}`;
      await service(strapi, 'mail').send(sellerContactMail(owner.email, { finnCode: row.finn_code, title: row.title }, contact, link));
    },
  };
};
