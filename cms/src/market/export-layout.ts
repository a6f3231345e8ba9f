import { formatDateTime, formatNok, type AccessLocale, type MarketData, type MarketSummary } from '@platform/shared';

/** The four tables of MarketData, in the order the page and the files show them. */
export const MARKET_TABLES = ['topLocations', 'propertyTypes', 'topBrands', 'categories'] as const;
export type MarketTable = (typeof MARKET_TABLES)[number];

export const SUMMARY_FIGURES = [
  'total_listings',
  'new_listings',
  'avg_price',
  'median_price',
  'min_price',
  'max_price',
  'listings_change_pct',
  'price_change_pct',
] as const satisfies ReadonlyArray<keyof MarketSummary>;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

/** What kind of number a figure or column is: how both files write it. */
export type FigureKind = 'count' | 'nok' | 'percent' | 'text';

export const FIGURE_KINDS: Record<SummaryFigure, FigureKind> = {
  total_listings: 'count',
  new_listings: 'count',
  avg_price: 'nok',
  median_price: 'nok',
  min_price: 'nok',
  max_price: 'nok',
  listings_change_pct: 'percent',
  price_change_pct: 'percent',
};

interface TableColumn {
  key: string;
  kind: FigureKind;
}

/** Each table's columns: the row's fields in order. */
export const TABLE_COLUMNS: Record<MarketTable, TableColumn[]> = {
  topLocations: [
    { key: 'location', kind: 'text' },
    { key: 'count', kind: 'count' },
    { key: 'avg_price', kind: 'nok' },
  ],
  propertyTypes: [
    { key: 'type', kind: 'text' },
    { key: 'count', kind: 'count' },
    { key: 'avg_price', kind: 'nok' },
  ],
  topBrands: [
    { key: 'brand', kind: 'text' },
    { key: 'count', kind: 'count' },
    { key: 'new_listings', kind: 'count' },
    { key: 'avg_price', kind: 'nok' },
  ],
  categories: [
    { key: 'category', kind: 'text' },
    { key: 'count', kind: 'count' },
    { key: 'avg_price', kind: 'nok' },
  ],
};

export function tableRows(data: MarketData, table: MarketTable): Array<Record<string, string | number | null>> {
  const rows = table === 'topLocations' || table === 'propertyTypes' ? data.property[table] : data.auto[table];
  return rows as unknown as Array<Record<string, string | number | null>>;
}

interface ExportTexts {
  title: string;
  lastUpdated: string;
  period: (days: number) => string;
  summaryHeader: [string, string, string];
  figures: Record<SummaryFigure, string>;
  tables: Record<MarketTable, { title: string; sheet: string; columns: string[] }>;
  summarySheet: string;
  page: (page: number, pages: number) => string;
  time: (iso: string) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
}

const englishTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
const numberFormat = { no: new Intl.NumberFormat('nb-NO'), en: new Intl.NumberFormat('en-GB') };
const percentFormat = {
  no: new Intl.NumberFormat('nb-NO', { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1, signDisplay: 'exceptZero' }),
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1, signDisplay: 'exceptZero' }),
};

/** The files' words in the asked language; amounts in kroner are written the Norwegian way in both. */
export const EXPORT_TEXTS: Record<AccessLocale, ExportTexts> = {
  no: {
    title: 'Markedsinnsikt',
    lastUpdated: 'Sist oppdatert',
    period: (days) => `Siste ${days} dager sammenlignet med de ${days} dagene før. Boligtallene gjelder salgsannonser.`,
    summaryHeader: ['Nøkkeltall', 'Bolig (salg)', 'Bil'],
    figures: {
      total_listings: 'Annonser på markedet',
      new_listings: 'Nye annonser i perioden',
      avg_price: 'Gjennomsnittspris',
      median_price: 'Medianpris',
      min_price: 'Laveste pris',
      max_price: 'Høyeste pris',
      listings_change_pct: 'Endring i nye annonser',
      price_change_pct: 'Endring i gjennomsnittspris',
    },
    tables: {
      topLocations: { title: 'Mest annonserte steder', sheet: 'Steder', columns: ['Sted', 'Annonser', 'Snittpris'] },
      propertyTypes: { title: 'Boligtyper', sheet: 'Boligtyper', columns: ['Boligtype', 'Annonser', 'Snittpris'] },
      topBrands: { title: 'Mest annonserte bilmerker', sheet: 'Bilmerker', columns: ['Merke', 'Annonser', 'Nye i perioden', 'Snittpris'] },
      categories: { title: 'Bilkategorier', sheet: 'Kategorier', columns: ['Karosseri', 'Annonser', 'Snittpris'] },
    },
    summarySheet: 'Sammendrag',
    page: (page, pages) => `Side ${page} av ${pages}`,
    time: (iso) => formatDateTime(iso),
    count: (value) => numberFormat.no.format(value),
    percent: (value) => percentFormat.no.format(value / 100),
  },
  en: {
    title: 'Market Intelligence',
    lastUpdated: 'Last updated',
    period: (days) => `The last ${days} days compared with the ${days} days before. Property figures are for sale listings.`,
    summaryHeader: ['Figure', 'Property (sale)', 'Cars'],
    figures: {
      total_listings: 'Listings on the market',
      new_listings: 'New listings in the period',
      avg_price: 'Average price',
      median_price: 'Median price',
      min_price: 'Lowest price',
      max_price: 'Highest price',
      listings_change_pct: 'Change in new listings',
      price_change_pct: 'Change in average price',
    },
    tables: {
      topLocations: { title: 'Top locations', sheet: 'Locations', columns: ['Location', 'Listings', 'Average price'] },
      propertyTypes: { title: 'Property types', sheet: 'Property types', columns: ['Property type', 'Listings', 'Average price'] },
      topBrands: { title: 'Top car brands', sheet: 'Brands', columns: ['Brand', 'Listings', 'New in period', 'Average price'] },
      categories: { title: 'Car categories', sheet: 'Categories', columns: ['Body type', 'Listings', 'Average price'] },
    },
    summarySheet: 'Summary',
    page: (page, pages) => `Page ${page} of ${pages}`,
    time: (iso) => englishTime.format(new Date(iso)),
    count: (value) => numberFormat.en.format(value),
    percent: (value) => percentFormat.en.format(value / 100),
  },
};

/** A figure as the PDF writes it; a missing one is a dash. */
export function figureText(texts: ExportTexts, kind: FigureKind, value: string | number | null): string {
  if (value === null || value === undefined) return '–';
  if (kind === 'text') return String(value);
  if (kind === 'nok') return formatNok(Number(value));
  if (kind === 'percent') return texts.percent(Number(value));
  return texts.count(Number(value));
}
