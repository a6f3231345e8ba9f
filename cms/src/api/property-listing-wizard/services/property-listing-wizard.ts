import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  PRICING_COMPARABLES_MAX,
  REGION_TREE,
  composeListingDescription,
  composeListingTitle,
  fallbackPriceEstimate,
  listingAmenities,
  listingPlaceLabel,
  medianPriceEstimate,
  regionValue,
  type AiPricingAnswer,
  type PropertyListingDraft,
  type PropertyListingImage,
  type RegisterAnswer,
} from '@platform/shared';
import { PROPERTY_LISTINGS_TABLE } from '../../../listings/property-listings-table';
import { insertUserListing } from '../../../listings/property-listings-writes';
import { findRegisterEntry } from '../../../listings/property-register-table';

/** The region tree's municipalities by name ('Tromsø' → its node), for a listing's `location`. */
const MUNICIPALITIES = new Map(
  (REGION_TREE.children ?? []).flatMap((county) =>
    (county.children ?? []).map((municipality) => [municipality.name ?? municipality.label, { county, municipality }] as const),
  ),
);

/**
 * A listing's place in the region tree ('vestland,bergen', or with a district the neighbourhood names:
 * 'oslo,oslo,frogner'), the city's name lowercased if the tree does not have it.
 */
export function listingLocation(city: string, neighborhood: string): string {
  const found = MUNICIPALITIES.get(city);
  if (!found) return regionValue(city);
  const wanted = neighborhood.toLocaleLowerCase('nb');
  const district = wanted ? found.municipality.children?.find((node) => node.label.toLocaleLowerCase('nb') === wanted) : undefined;
  const countyName = found.county.label;
  const municipalityName = found.municipality.name ?? found.municipality.label;
  return district ? regionValue(countyName, municipalityName, district.label) : regionValue(countyName, municipalityName);
}

/** A new 9-digit listing code (the first digit not 0). */
const newFinnCode = () => String(crypto.randomInt(100_000_000, 1_000_000_000));

/** The listing wizard's server side: publishing a draft, the composed description, the price estimate, the register. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  return {
    /** Stores the draft as the user's published listing with its stored images; answers its listing code. */
    async publish(userId: number, draft: PropertyListingDraft, images: readonly PropertyListingImage[]): Promise<string> {
      const register = await findRegisterEntry(knex(), draft.address, draft.postalCode);
      const amenities = listingAmenities(draft.features, draft.parkingSpaces);
      const description =
        draft.description || (draft.useAIDescription ? composeListingDescription(draft, 'no', { plotArea: register?.plot_area ?? null }) : '');
      return insertUserListing(
        knex(),
        {
          title: composeListingTitle(draft, 'no'),
          title_en: composeListingTitle(draft, 'en'),
          property_type: draft.propertyType,
          listing_type: draft.listingType,
          address: draft.address,
          postal_code: draft.postalCode,
          city: draft.city,
          location: listingLocation(draft.city, draft.neighborhood),
          location_label: listingPlaceLabel(draft),
          price: draft.price,
          living_area: draft.squareMeters,
          // The register's plot area when the seller let the wizard use it and the address is there.
          plot_area: draft.useMatrikkelData ? (register?.plot_area ?? null) : null,
          bedrooms: draft.bedrooms,
          bathrooms: draft.bathrooms,
          built: draft.yearBuilt,
          energy_label: null,
          views: 0,
          listed_at: new Date(),
          sold_at: null,
          description,
          user_id: userId,
          status: 'published',
          neighborhood: draft.neighborhood || null,
          parking_spaces: draft.parkingSpaces,
          facilities: draft.features,
          images,
          has_parking: amenities.parking,
          has_balcony: amenities.balcony,
          has_garden: amenities.garden,
          contact_name: draft.contactName,
          contact_email: draft.contactEmail,
          contact_phone: draft.contactPhone || null,
        },
        newFinnCode,
      );
    },

    /**
     * The median price per m² of the published listings of the same city, property type and listing type with a
     * price, the PRICING_COMPARABLES_MAX nearest in living area, times the draft's area; the fallback with too few.
     */
    async pricing(draft: Pick<PropertyListingDraft, 'city' | 'propertyType' | 'listingType' | 'squareMeters'>): Promise<AiPricingAnswer> {
      const rows: Array<{ price: number | string; living_area: number | string }> = await knex()(PROPERTY_LISTINGS_TABLE)
        .select('price', 'living_area')
        .where({ city: draft.city, property_type: draft.propertyType, listing_type: draft.listingType, status: 'published' })
        .whereNotNull('price')
        .orderByRaw('abs(living_area - ?)', [draft.squareMeters])
        .orderBy('id')
        .limit(PRICING_COMPARABLES_MAX);
      const perSqm = rows.map((row) => Number(row.price) / Number(row.living_area));
      const estimate = medianPriceEstimate(perSqm, draft.squareMeters, draft.listingType);
      if (!estimate) return { ...fallbackPriceEstimate(draft.squareMeters, draft.listingType), basis: null, fallback: true };
      return { ...estimate, basis: { count: rows.length, city: draft.city, propertyType: draft.propertyType }, fallback: false };
    },

    /** The address register sample's entry for the address and postal code, or null. */
    async register(address: string, postalCode: string): Promise<RegisterAnswer | null> {
      const row = await findRegisterEntry(knex(), address, postalCode);
      if (!row) return null;
      return {
        address: row.address,
        postalCode: row.postal_code,
        city: row.city,
        yearBuilt: row.year_built,
        squareMeters: row.living_area,
        plotArea: row.plot_area,
      };
    },
  };
};
