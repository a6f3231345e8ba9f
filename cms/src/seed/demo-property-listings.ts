import type { Core } from '@strapi/strapi';
import { listingAmenities, regionValue, type EnergyLabel, type ListingFacility, type PropertyListingType, type PropertyType } from '@platform/shared';
import { PROPERTY_LISTINGS_TABLE } from '../listings/property-listings-table';
import { insertPropertyListings, type PropertyListingRecord } from '../listings/property-listings-writes';
import { drawsFrom, seededRandom } from './seeded-random';

/**
 * Sample property listings for the demo (documented as sample data): the ten cities of the listing wizard, with
 * Oslo's, Bergen's, Trondheim's and Stavanger's districts, asking prices per m² near each place's level, mostly for
 * sale with some for rent, published over the last twelve months, some of them sold. Each has facilities of the
 * wizard's list that agree with its title and type, parking spaces and the chips derived from them, and no seller
 * (user_id null: a sample cannot be contacted). Deterministic: the same count gives the same listings, dated back
 * from the moment of seeding.
 */
export const DEMO_PROPERTY_LISTING_COUNT = 6_000;

const DAY_MS = 86_400_000;

/** A district: its name, its price level against the city's, its share of the city's listings, streets and postcodes. */
type District = readonly [name: string, priceFactor: number, weight: number, streets: readonly string[], postalCodes: readonly string[]];

interface CityPlan {
  city: string;
  county: string;
  /** The municipality's name in the region tree. */
  municipality: string;
  /** The city's share of all listings. */
  weight: number;
  /** Asking price per m² of a typical flat, in kroner. */
  pricePerSqm: number;
  /** Monthly rent per m² of a typical flat, in kroner. */
  rentPerSqm: number;
  /** Monthly rent of a room. */
  roomRent: readonly [number, number];
  streets: readonly string[];
  postalCodes: readonly string[];
  districts?: readonly District[];
}

const CITIES: readonly CityPlan[] = [
  {
    city: 'Oslo',
    county: 'Oslo',
    municipality: 'Oslo',
    weight: 30,
    pricePerSqm: 92_000,
    rentPerSqm: 330,
    roomRent: [6_000, 9_500],
    streets: [],
    postalCodes: [],
    districts: [
      ['Gamle Oslo', 1.0, 8, ['Tøyengata', 'Schweigaards gate', 'Kampengata'], ['0190', '0557', '0650']],
      ['Grünerløkka', 1.1, 9, ['Thorvald Meyers gate', 'Markveien', 'Toftes gate'], ['0552', '0555', '0556']],
      ['Sagene', 1.08, 6, ['Sandakerveien', 'Kierschows gate', 'Bentsebrugata'], ['0461', '0467', '0479']],
      ['St. Hanshaugen', 1.2, 7, ['Ullevålsveien', 'Pilestredet', 'Welhavens gate'], ['0165', '0170', '0358']],
      ['Frogner', 1.35, 9, ['Bygdøy allé', 'Frognerveien', 'Niels Juels gate'], ['0262', '0263', '0268']],
      ['Ullern', 1.15, 5, ['Ullernchausseen', 'Hoffsveien', 'Lilleakerveien'], ['0280', '0283', '0284']],
      ['Vestre Aker', 1.15, 6, ['Slemdalsveien', 'Holmenveien', 'Vinderen allé'], ['0370', '0373', '0375']],
      ['Nordre Aker', 1.08, 6, ['Kjelsåsveien', 'Maridalsveien', 'Tåsenveien'], ['0850', '0858', '0875']],
      ['Bjerke', 0.82, 5, ['Refstadveien', 'Økernveien', 'Årvollveien'], ['0585', '0588', '0590']],
      ['Grorud', 0.62, 4, ['Ammerudveien', 'Grorudveien', 'Kalbakkveien'], ['0955', '0962', '0964']],
      ['Stovner', 0.6, 4, ['Fossumveien', 'Stovnerveien', 'Vestlisvingen'], ['0980', '0982', '0985']],
      ['Alna', 0.68, 5, ['Trosterudveien', 'Furusetveien', 'Tvetenveien'], ['0668', '0671', '1051']],
      ['Østensjø', 0.88, 6, ['Østensjøveien', 'Bølerlia', 'Skøyenåsen'], ['0661', '0681', '0687']],
      ['Nordstrand', 0.95, 6, ['Ekebergveien', 'Nordstrandveien', 'Ljabruveien'], ['1150', '1152', '1166']],
      ['Søndre Nordstrand', 0.6, 4, ['Bjørndalsskogen', 'Holmliaveien', 'Mortensrudveien'], ['1253', '1254', '1274']],
    ],
  },
  {
    city: 'Bergen',
    county: 'Vestland',
    municipality: 'Bergen',
    weight: 14,
    pricePerSqm: 57_000,
    rentPerSqm: 250,
    roomRent: [5_000, 7_500],
    streets: [],
    postalCodes: [],
    districts: [
      ['Bergenhus', 1.2, 9, ['Nygårdsgaten', 'Kong Oscars gate', 'Sandviksveien'], ['5015', '5017', '5035']],
      ['Årstad', 1.05, 7, ['Inndalsveien', 'Fjøsangerveien', 'Kronstadveien'], ['5058', '5063', '5068']],
      ['Fana', 0.95, 7, ['Nesttunbrekka', 'Fanaveien', 'Hordnesveien'], ['5221', '5232', '5243']],
      ['Ytrebygda', 0.9, 4, ['Sandslimarka', 'Kokstadvegen', 'Blomsterdalen'], ['5254', '5257', '5258']],
      ['Laksevåg', 0.85, 5, ['Damsgårdsveien', 'Kringsjåveien', 'Olsvikåsen'], ['5160', '5162', '5165']],
      ['Fyllingsdalen', 0.85, 5, ['Folke Bernadottes vei', 'Dag Hammarskjølds vei', 'Sjøkrigsskoleveien'], ['5143', '5144', '5147']],
      ['Åsane', 0.85, 6, ['Åsamyrane', 'Hesthaugvegen', 'Tertnesveien'], ['5116', '5118', '5124']],
      ['Arna', 0.7, 3, ['Arnatveitvegen', 'Gaupåsvegen', 'Ådnavegen'], ['5262', '5264', '5265']],
    ],
  },
  {
    city: 'Trondheim',
    county: 'Trøndelag',
    municipality: 'Trondheim',
    weight: 11,
    pricePerSqm: 56_000,
    rentPerSqm: 240,
    roomRent: [5_000, 7_000],
    streets: [],
    postalCodes: [],
    districts: [
      ['Midtbyen', 1.2, 8, ['Olav Tryggvasons gate', 'Kjøpmannsgata', 'Munkegata'], ['7011', '7013', '7015']],
      ['Østbyen', 1.0, 7, ['Innherredsveien', 'Lademoen', 'Jonsvannsveien'], ['7041', '7042', '7044']],
      ['Lerkendal', 1.0, 7, ['Klæbuveien', 'Elgeseter gate', 'Moholt allé'], ['7030', '7031', '7050']],
      ['Heimdal', 0.82, 5, ['Heimdalsvegen', 'Kattemskogen', 'Saupstadringen'], ['7078', '7079', '7080']],
    ],
  },
  {
    city: 'Stavanger',
    county: 'Rogaland',
    municipality: 'Stavanger',
    weight: 9,
    pricePerSqm: 50_000,
    rentPerSqm: 225,
    roomRent: [5_000, 7_000],
    streets: [],
    postalCodes: [],
    districts: [
      ['Eiganes og Våland', 1.2, 8, ['Eiganesveien', 'Våland', 'Kongsgårdbakken'], ['4009', '4010', '4011']],
      ['Storhaug', 1.05, 6, ['Pedersgata', 'Storhaugveien', 'Lervigsveien'], ['4013', '4014', '4016']],
      ['Hillevåg', 1.0, 6, ['Hillevågsveien', 'Auglendsdalen', 'Bjergsted'], ['4016', '4017', '4019']],
      ['Tasta', 0.92, 5, ['Tastaveden', 'Randabergveien', 'Tastarustå'], ['4020', '4027', '4028']],
      ['Hundvåg', 0.9, 4, ['Hundvågveien', 'Buøyveien', 'Skeibrokveien'], ['4085', '4086', '4087']],
      ['Madla', 0.92, 5, ['Madlaveien', 'Revheimsveien', 'Madlamarkveien'], ['4041', '4042', '4044']],
      ['Hinna', 0.95, 5, ['Hinnasvingene', 'Gauselveien', 'Jåttåvågveien'], ['4020', '4021', '4022']],
      ['Finnøy', 0.6, 1, ['Judabergveien', 'Hesbyveien'], ['4160']],
      ['Rennesøy', 0.6, 1, ['Vikevågveien', 'Sokn'], ['4150']],
    ],
  },
  {
    city: 'Drammen',
    county: 'Buskerud',
    municipality: 'Drammen',
    weight: 6,
    pricePerSqm: 44_000,
    rentPerSqm: 200,
    roomRent: [4_500, 6_500],
    streets: ['Bragernes torg', 'Tollbugata', 'Konnerudgata', 'Strømsøgata', 'Austadveien', 'Rosenkrantz gate'],
    postalCodes: ['3015', '3017', '3019', '3024', '3036', '3041'],
  },
  {
    city: 'Fredrikstad',
    county: 'Østfold',
    municipality: 'Fredrikstad',
    weight: 5,
    pricePerSqm: 38_000,
    rentPerSqm: 185,
    roomRent: [4_000, 6_000],
    streets: ['Nygaardsgata', 'Kirkegata', 'Gamlebyen', 'Glemmengata', 'Torsnesveien', 'Kråkerøyveien'],
    postalCodes: ['1606', '1607', '1608', '1613', '1630', '1640'],
  },
  {
    city: 'Kristiansand',
    county: 'Agder',
    municipality: 'Kristiansand',
    weight: 6,
    pricePerSqm: 42_000,
    rentPerSqm: 195,
    roomRent: [4_500, 6_500],
    streets: ['Markens gate', 'Dronningens gate', 'Tordenskjolds gate', 'Lundsiden', 'Vågsbygdveien', 'Gimleveien'],
    postalCodes: ['4608', '4610', '4612', '4622', '4630', '4635'],
  },
  {
    city: 'Tromsø',
    county: 'Troms',
    municipality: 'Tromsø',
    weight: 5,
    pricePerSqm: 50_000,
    rentPerSqm: 230,
    roomRent: [5_000, 7_000],
    streets: ['Storgata', 'Grønnegata', 'Mellomvegen', 'Kvaløyvegen', 'Hansine Hansens veg', 'Elvestrandvegen'],
    postalCodes: ['9008', '9009', '9010', '9012', '9016', '9024'],
  },
  {
    city: 'Bodø',
    county: 'Nordland',
    municipality: 'Bodø',
    weight: 4,
    pricePerSqm: 46_000,
    rentPerSqm: 210,
    roomRent: [4_500, 6_500],
    streets: ['Storgata', 'Sjøgata', 'Kongens gate', 'Hålogalandsgata', 'Rønvikveien', 'Mørkvedbukta'],
    postalCodes: ['8003', '8006', '8008', '8011', '8016', '8041'],
  },
  {
    city: 'Ålesund',
    county: 'Møre og Romsdal',
    municipality: 'Ålesund',
    weight: 4,
    pricePerSqm: 41_000,
    rentPerSqm: 190,
    roomRent: [4_500, 6_000],
    streets: ['Kongens gate', 'Apotekergata', 'Borgundvegen', 'Moaveien', 'Nørvegata', 'Larsgårdsvegen'],
    postalCodes: ['6002', '6003', '6008', '6012', '6018', '6030'],
  },
];

interface TypePlan {
  /** Asking price per m² against a flat's. */
  priceFactor: number;
  area: readonly [number, number];
  plot: readonly [number, number] | null;
  built: readonly [number, number];
  title: { no: string; en: string };
}

const TYPES: Record<PropertyType, TypePlan> = {
  apartment: { priceFactor: 1, area: [32, 120], plot: null, built: [1895, 2025], title: { no: 'Leilighet', en: 'Apartment' } },
  house: { priceFactor: 0.8, area: [110, 260], plot: [450, 1_400], built: [1930, 2025], title: { no: 'Enebolig', en: 'Detached house' } },
  townhouse: { priceFactor: 0.88, area: [85, 150], plot: [120, 400], built: [1965, 2025], title: { no: 'Rekkehus', en: 'Townhouse' } },
  cabin: { priceFactor: 0.55, area: [45, 120], plot: [500, 2_500], built: [1960, 2024], title: { no: 'Hytte', en: 'Cabin' } },
  room: { priceFactor: 1.1, area: [10, 24], plot: null, built: [1900, 2020], title: { no: 'Hybel', en: 'Room' } },
  commercial: { priceFactor: 0.5, area: [80, 600], plot: null, built: [1950, 2024], title: { no: 'Næringslokale', en: 'Commercial premises' } },
};

const TYPE_MIX: Record<PropertyListingType, ReadonlyArray<readonly [PropertyType, number]>> = {
  sale: [
    ['apartment', 58],
    ['house', 17],
    ['townhouse', 12],
    ['cabin', 5],
    ['commercial', 6],
    ['room', 2],
  ],
  rent: [
    ['apartment', 58],
    ['room', 30],
    ['house', 6],
    ['townhouse', 6],
  ],
  sublet: [
    ['apartment', 60],
    ['room', 40],
  ],
};

const LISTING_MIX: ReadonlyArray<readonly [PropertyListingType, number]> = [
  ['sale', 82],
  ['rent', 14],
  ['sublet', 4],
];

const FEATURES: Record<'flat' | 'house' | 'cabin', ReadonlyArray<{ no: string; en: string }>> = {
  flat: [
    { no: 'med balkong', en: 'with balcony' },
    { no: 'med heis', en: 'with lift' },
    { no: 'med utsikt', en: 'with a view' },
    { no: 'nær sentrum', en: 'near the centre' },
    { no: 'med garasjeplass', en: 'with parking' },
    { no: 'i rolig gate', en: 'on a quiet street' },
  ],
  house: [
    { no: 'med garasje', en: 'with garage' },
    { no: 'i rolig boligfelt', en: 'in a quiet neighbourhood' },
    { no: 'med stor hage', en: 'with a large garden' },
    { no: 'med solrik terrasse', en: 'with a sunny terrace' },
  ],
  cabin: [
    { no: 'ved sjøen', en: 'by the sea' },
    { no: 'med fjellutsikt', en: 'with mountain views' },
    { no: 'med egen brygge', en: 'with its own jetty' },
  ],
};

function energyLabel(built: number, draw: ReturnType<typeof drawsFrom>): EnergyLabel | null {
  if (draw.chance(0.12)) return null;
  if (built >= 2018) return draw.pick(['A', 'B'] as const);
  if (built >= 2000) return draw.pick(['B', 'C', 'C', 'D'] as const);
  if (built >= 1970) return draw.pick(['C', 'D', 'E', 'E', 'F'] as const);
  return draw.pick(['D', 'E', 'F', 'F', 'G'] as const);
}

function bedroomsFor(type: PropertyType, area: number, draw: ReturnType<typeof drawsFrom>): number {
  if (type === 'commercial') return 0;
  if (type === 'room') return 1;
  if (type === 'apartment') return Math.max(1, Math.min(4, Math.floor(area / 27)));
  return draw.whole(2, type === 'house' ? 5 : 4);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

type Draw = ReturnType<typeof drawsFrom>;

/** How likely each facility is for a kind of home, besides what its title promises. */
const FACILITY_CHANCES: Record<'flat' | 'house' | 'cabin' | 'room' | 'commercial', ReadonlyArray<readonly [ListingFacility, number]>> = {
  flat: [
    ['Balkong', 0.55],
    ['Terrasse', 0.1],
    ['Garage', 0.15],
    ['Oppvarming', 0.5],
    ['Kjeller', 0.3],
    ['Soverom', 1],
    ['Bad', 1],
    ['Kjøkken', 1],
    ['Stue', 1],
    ['Vaskerom', 0.2],
    ['Bod', 0.8],
  ],
  house: [
    ['Hage', 0.85],
    ['Terrasse', 0.6],
    ['Balkong', 0.3],
    ['Garage', 0.5],
    ['Carport', 0.2],
    ['Oppvarming', 0.7],
    ['Kjeller', 0.55],
    ['Soverom', 1],
    ['Bad', 1],
    ['Kjøkken', 1],
    ['Stue', 1],
    ['Kontor', 0.35],
    ['Vaskerom', 0.7],
    ['Bod', 0.6],
    ['Fyrrom', 0.15],
  ],
  cabin: [
    ['Terrasse', 0.75],
    ['Hage', 0.2],
    ['Oppvarming', 0.6],
    ['Soverom', 1],
    ['Bad', 0.7],
    ['Kjøkken', 1],
    ['Stue', 1],
    ['Bod', 0.5],
  ],
  room: [
    ['Kjøkken', 0.6],
    ['Bad', 0.5],
    ['Vaskerom', 0.3],
    ['Bod', 0.2],
  ],
  commercial: [
    ['Kontor', 0.9],
    ['Kjøkken', 0.4],
    ['Bad', 0.8],
    ['Oppvarming', 0.6],
    ['Garage', 0.15],
    ['Bod', 0.4],
  ],
};

/** What a title's feature promises, as a facility. */
const FEATURE_FACILITY: Record<string, ListingFacility> = {
  'med balkong': 'Balkong',
  'med garasjeplass': 'Garage',
  'med garasje': 'Garage',
  'med stor hage': 'Hage',
  'med solrik terrasse': 'Terrasse',
};

/** A listing's facilities (in the wizard's order), parking spaces and the chip columns derived from them. */
function facilitiesFor(type: PropertyType, feature: string, draw: Draw) {
  const kind = type === 'apartment' ? 'flat' : type === 'townhouse' ? 'house' : type;
  const promised = FEATURE_FACILITY[feature];
  const facilities = FACILITY_CHANCES[kind]
    .filter(([facility, chance]) => facility === promised || draw.chance(chance))
    .map(([facility]) => facility);
  if (promised && !facilities.includes(promised)) facilities.unshift(promised);
  const covered = facilities.includes('Garage') || facilities.includes('Carport');
  const parkingSpaces = covered ? (kind === 'house' ? draw.whole(1, 2) : 1) : kind === 'house' || kind === 'cabin' ? (draw.chance(0.5) ? 1 : 0) : 0;
  const chips = listingAmenities(facilities, parkingSpaces);
  return {
    facilities,
    parking_spaces: parkingSpaces,
    has_parking: chips.parking,
    has_balcony: chips.balcony,
    has_garden: chips.garden,
  };
}

/** `count` listings, published over the year before `now`. */
export function demoPropertyListingRows(count: number, now: Date = new Date()): PropertyListingRecord[] {
  const draw = drawsFrom(seededRandom(20_250_601));
  // The facilities draw from a sequence of their own, so the listings' other facts stay as they were before them.
  const facilityDraw = drawsFrom(seededRandom(20_250_602));
  const cities = CITIES.map((plan) => [plan, plan.weight] as const);
  const rows: PropertyListingRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const plan = draw.weighted(cities);
    const district = plan.districts ? draw.weighted(plan.districts.map((d) => [d, d[2]] as const)) : null;
    const [place, districtFactor, , streets, postalCodes] = district ?? [plan.city, 1, 0, plan.streets, plan.postalCodes];
    const listingType = draw.weighted(LISTING_MIX);
    const type = draw.weighted(TYPE_MIX[listingType]);
    const typePlan = TYPES[type];
    const area = draw.whole(...typePlan.area);
    const built = draw.whole(...typePlan.built);
    const bedrooms = bedroomsFor(type, area, draw);
    const noise = draw.between(0.85, 1.15);
    const newBuild = built >= 2020 ? 1.12 : 1;
    let price: number | null;
    if (listingType === 'sale') {
      price = roundTo(area * plan.pricePerSqm * districtFactor * typePlan.priceFactor * newBuild * noise, 10_000);
      // Some sellers ask for offers instead of naming a price, commercial ones most often.
      if (draw.chance(type === 'commercial' ? 0.3 : 0.03)) price = null;
    } else if (type === 'room') {
      price = roundTo(draw.between(...plan.roomRent) * (listingType === 'sublet' ? 0.95 : 1), 100);
    } else {
      price = roundTo(area * plan.rentPerSqm * districtFactor ** 0.5 * (type === 'apartment' ? 1 : 0.8) * noise, 100);
    }
    const listedAt = new Date(now.getTime() - draw.between(0, 365) * DAY_MS);
    const ageDays = (now.getTime() - listedAt.getTime()) / DAY_MS;
    // Sales in the big cities go faster; a sold listing stays in the table with its date of sale.
    const soldChance = ['Oslo', 'Bergen', 'Trondheim'].includes(plan.city) ? 0.62 : 0.48;
    const soldAfterDays = draw.between(7, 75);
    const sold = listingType === 'sale' && draw.chance(soldChance) && soldAfterDays < ageDays;
    const feature = draw.pick(FEATURES[type === 'cabin' ? 'cabin' : type === 'house' || type === 'townhouse' ? 'house' : 'flat']);
    const locationLabel = district ? `${place}, ${plan.city}` : plan.city;
    const rooms = bedrooms + 1;
    const titleNo = `${type === 'apartment' ? `${rooms}-roms leilighet` : typePlan.title.no} ${feature.no} – ${locationLabel}`;
    const titleEn = `${type === 'apartment' ? `${rooms}-room apartment` : typePlan.title.en} ${feature.en} – ${locationLabel}`;
    const plot = typePlan.plot ? draw.whole(...typePlan.plot) : null;
    const bathrooms = type === 'house' ? draw.whole(2, 3) : type === 'townhouse' || (type === 'apartment' && area > 100) ? 2 : 1;
    const energy = energyLabel(built, draw);
    const location = district ? regionValue(plan.county, plan.municipality, district[0]) : regionValue(plan.county, plan.municipality);
    rows.push({
      finn_code: String(310_000_000 + i * 97),
      title: listingType === 'sublet' ? `Fremleie: ${titleNo}` : listingType === 'rent' ? `Til leie: ${titleNo}` : titleNo,
      title_en: listingType === 'sublet' ? `Sublet: ${titleEn}` : listingType === 'rent' ? `For rent: ${titleEn}` : titleEn,
      property_type: type,
      listing_type: listingType,
      address: `${draw.pick(streets)} ${draw.whole(1, 120)}`,
      postal_code: draw.pick(postalCodes),
      city: plan.city,
      location,
      location_label: locationLabel,
      price,
      living_area: area,
      plot_area: plot,
      bedrooms,
      bathrooms,
      built,
      energy_label: energy,
      views: Math.round(draw.between(80, 900) * (1 + Math.min(ageDays, 60) / 15)),
      listed_at: listedAt,
      sold_at: sold ? new Date(listedAt.getTime() + soldAfterDays * DAY_MS) : null,
      description:
        `${titleNo}. ${area} m² bruksareal${plot ? `, tomt ${plot} m²` : ''}, ${bedrooms} soverom og ${bathrooms} bad. ` +
        `Bygget ${built}.${energy ? ` Energimerke ${energy}.` : ''} Eksempelannonse (demodata).`,
      user_id: null,
      status: 'published',
      neighborhood: district ? place : null,
      ...facilitiesFor(type, feature.no, facilityDraw),
    });
  }
  return rows;
}

/** The sample listings, only into an empty table; SEED_PROPERTY_LISTINGS sets how many (0: none). */
export async function ensureDemoPropertyListings(strapi: Core.Strapi): Promise<void> {
  const wanted = Number(process.env.SEED_PROPERTY_LISTINGS ?? DEMO_PROPERTY_LISTING_COUNT);
  if (!(wanted > 0)) return;
  const knex = strapi.db.connection;
  if (await knex(PROPERTY_LISTINGS_TABLE).first('id')) return;
  await insertPropertyListings(knex, demoPropertyListingRows(wanted));
}
