import { MARKET_MESSAGES, type MarketTab } from '@platform/shared';
import { useLocale, type Locale } from '../../i18n';

type ServerMessageKey = 'invalidEmail' | 'subscribed' | 'mailFailed' | 'rateLimited';

const SERVER_MESSAGES: Record<ServerMessageKey, string> = {
  invalidEmail: MARKET_MESSAGES.invalidEmail,
  subscribed: MARKET_MESSAGES.subscribed,
  mailFailed: MARKET_MESSAGES.mailFailed,
  rateLimited: MARKET_MESSAGES.rateLimited,
};

/** Norwegian texts of the Market Intelligence area: the shape the English ones must match. */
const no = {
  title: 'Markedsinnsikt',
  updated: (when: string) => `Oppdatert ${when}`,
  refresh: 'Oppdater',
  tabs: {
    overview: 'Oversikt',
    property: 'Eiendomsmarkedet',
    auto: 'Bilmarkedet',
    companies: 'Konkurser og foretak',
    health: 'Helsestatistikk',
    education: 'Utdanningsstatistikk',
  } satisfies Record<MarketTab, string>,
  loadFailed: 'Kunne ikke laste data',
  network: 'Får ikke kontakt med serveren.',
  markets: { property: 'Eiendom', auto: 'Bil' },
  period: (days: number) => `Siste ${days} dager`,
  summary: {
    totalListings: 'Annonser totalt',
    newListings: 'Nye annonser',
    avgPrice: 'Gjennomsnittspris',
    medianPrice: 'Medianpris',
    priceRange: 'Prisspenn',
    change: 'mot forrige periode',
  },
  tables: {
    topLocations: 'Mest aktive områder',
    propertyTypes: 'Boligtyper',
    topBrands: 'Største bilmerker',
    categories: 'Kategorier',
    location: 'Område',
    type: 'Type',
    brand: 'Merke',
    category: 'Kategori',
    count: 'Antall',
    newListings: 'Nye annonser',
    avgPrice: 'Snittpris',
  },
  statistics: {
    national: 'Hele landet',
    county: 'Fylke',
    change: (year: number) => `Endring fra ${year}`,
    countyTable: (label: string, year: number) => `${label} per fylke, ${year}`,
    chart: (label: string) => `${label}, hele landet per år`,
    empty: 'Ingen tall er lagret for dette temaet ennå.',
    source: 'Eksempeltall, ikke offisiell statistikk.',
    units: { percent: '%', years: 'år', percentPoints: 'prosentpoeng' },
  },
  actions: {
    pdf: 'Last ned PDF',
    excel: 'Last ned Excel',
    subscribe: 'Abonner på e-post',
    fileName: 'markedsinnsikt',
    downloadFailed: 'Kunne ikke lage filen',
  },
  subscribeDialog: {
    title: 'Abonner på markedsrapporten',
    intro: 'Vi sender markedsrapporten til denne adressen. Du kan melde deg av med lenken i hver e-post.',
    email: 'E-post',
    submit: 'Abonner',
    cancel: 'Avbryt',
  },
  /** The server's answers, keyed by the Norwegian wording it sends. */
  serverMessages: SERVER_MESSAGES,
};

export type MarketTexts = typeof no;

const en: MarketTexts = {
  title: 'Market Intelligence',
  updated: (when: string) => `Updated ${when}`,
  refresh: 'Refresh',
  tabs: {
    overview: 'Overview',
    property: 'Property market',
    auto: 'Auto market',
    companies: 'Bankruptcies and companies',
    health: 'Health statistics',
    education: 'Education statistics',
  },
  loadFailed: 'Failed to load data',
  network: 'Cannot reach the server.',
  markets: { property: 'Property', auto: 'Auto' },
  period: (days: number) => `Last ${days} days`,
  summary: {
    totalListings: 'Total listings',
    newListings: 'New listings',
    avgPrice: 'Average price',
    medianPrice: 'Median price',
    priceRange: 'Price range',
    change: 'against the previous period',
  },
  tables: {
    topLocations: 'Top locations',
    propertyTypes: 'Property types',
    topBrands: 'Top brands',
    categories: 'Categories',
    location: 'Location',
    type: 'Type',
    brand: 'Brand',
    category: 'Category',
    count: 'Count',
    newListings: 'New listings',
    avgPrice: 'Average price',
  },
  statistics: {
    national: 'Norway',
    county: 'County',
    change: (year: number) => `Change from ${year}`,
    countyTable: (label: string, year: number) => `${label} by county, ${year}`,
    chart: (label: string) => `${label}, Norway by year`,
    empty: 'No figures are stored for this topic yet.',
    source: 'Sample figures, not official statistics.',
    units: { percent: '%', years: 'years', percentPoints: 'percentage points' },
  },
  actions: {
    pdf: 'Download PDF',
    excel: 'Download Excel',
    subscribe: 'Subscribe by e-mail',
    fileName: 'market-intelligence',
    downloadFailed: 'Could not make the file',
  },
  subscribeDialog: {
    title: 'Subscribe to the market report',
    intro: 'We send the market report to this address. Every e-mail has a link to unsubscribe.',
    email: 'E-mail',
    submit: 'Subscribe',
    cancel: 'Cancel',
  },
  serverMessages: {
    invalidEmail: 'Enter a valid e-mail address',
    subscribed: 'The subscription is registered. We have sent a confirmation by e-mail.',
    mailFailed: 'The subscription is registered, but the confirmation could not be sent now. Please try again later.',
    rateLimited: 'Too many attempts in a short time. Wait a moment and try again.',
  },
};

const TEXTS: Record<Locale, MarketTexts> = { no, en };

export const marketTexts = (locale: Locale): MarketTexts => TEXTS[locale];

export function useMarketTexts(): MarketTexts {
  return TEXTS[useLocale()];
}

/** A server message in the page's language where it is one of the known answers, its own words otherwise. */
export function marketMessage(message: string, texts: MarketTexts): string {
  const key = (Object.keys(SERVER_MESSAGES) as ServerMessageKey[]).find((name) => SERVER_MESSAGES[name] === message);
  return key ? texts.serverMessages[key] : message;
}
