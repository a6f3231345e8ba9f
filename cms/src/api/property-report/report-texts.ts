import { formatDate, formatNok, type AccessLocale, type DemandLevel, type InventoryLevel } from '@platform/shared';

/** The figures of the key-figures table, in order. */
export const KEY_FIGURES = [
  'pricePerSqm',
  'trendPct',
  'listings',
  'daysOnMarket',
  'sold90d',
  'monthsOfSupply',
  'inventoryLevel',
  'viewsPerDay',
  'buyerDemand',
  'rentPerSqm',
  'grossYieldPct',
] as const;
export type KeyFigure = (typeof KEY_FIGURES)[number];

export interface ReportTexts {
  date: (at: Date) => string;
  dateLabel: string;
  source: string;
  page: (page: number, pages: number) => string;
  and: string;
  noData: string;
  figure: string;
  figures: Record<KeyFigure, string>;
  inventory: Record<InventoryLevel, string>;
  demand: Record<DemandLevel, string>;
  formulasTitle: string;
  formulaNames: Record<'pricePerSqm' | 'trendPct' | 'listings' | 'daysOnMarket' | 'inventoryLevel' | 'buyerDemand' | 'grossYieldPct', string>;
  seriesColumns: [string, string, string, string, string];
  seriesOf: (area: string) => string;
  typeColumns: [string, string, string];
  rentIntro: string;
  yieldByTypeTitle: string;
  yieldByTypeColumns: [string, string, string, string];
  yieldByTypeNote: string;
  noTypeData: string;
  exampleTitle: string;
  example: {
    price: string;
    equity: string;
    loan: string;
    interestRate: string;
    rent: string;
    interest: string;
    net: string;
    note: string;
  };
  predictionColumns: [string, string, string];
  forecast: string;
  slope: (perMonth: string) => string;
  predictionNote: string;
  listingColumns: [string, string, string, string];
  noListings: string;
  month: (month: string) => string;
  count: (value: number) => string;
  decimal: (value: number) => string;
  percent: (value: number) => string;
  signedPercent: (value: number) => string;
  /** An interest rate as given (4,75 %). */
  rate: (value: number) => string;
}

const number = { no: new Intl.NumberFormat('nb-NO'), en: new Intl.NumberFormat('en-GB') };
const decimal = {
  no: new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
const percentOptions = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
const percent = { no: new Intl.NumberFormat('nb-NO', percentOptions), en: new Intl.NumberFormat('en-GB', percentOptions) };
const rate = {
  no: new Intl.NumberFormat('nb-NO', { style: 'percent', maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 }),
};
const signedPercent = {
  no: new Intl.NumberFormat('nb-NO', { ...percentOptions, signDisplay: 'exceptZero' }),
  en: new Intl.NumberFormat('en-GB', { ...percentOptions, signDisplay: 'exceptZero' }),
};
// A series month ('2026-11') is a calendar month, not an instant: read and written in UTC.
const monthName = {
  no: new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Oslo' });
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

const formats = (locale: AccessLocale) => ({
  month: (month: string) => monthName[locale].format(monthDate(month)),
  count: (value: number) => number[locale].format(value),
  decimal: (value: number) => decimal[locale].format(value),
  percent: (value: number) => percent[locale].format(value / 100),
  signedPercent: (value: number) => signedPercent[locale].format(value / 100),
  rate: (value: number) => rate[locale].format(value / 100),
});

/** Kroner are written the Norwegian way in both languages, without decimals. */
export const nok = (value: number) => formatNok(value);
export const nokPerSqm = (value: number) => `${formatNok(value)}/m²`;

export const REPORT_TEXTS: Record<AccessLocale, ReportTexts> = {
  no: {
    date: (at) => formatDate(at),
    dateLabel: 'Dato',
    source: 'Tallene er beregnet fra eiendomsannonsene på plattformen.',
    page: (page, pages) => `Side ${page} av ${pages}`,
    and: 'og',
    noData: 'Ikke nok data',
    figure: 'Nøkkeltall',
    figures: {
      pricePerSqm: 'Kvadratmeterpris (median)',
      trendPct: 'Prisutvikling (90 dager)',
      listings: 'Boliger til salgs',
      daysOnMarket: 'Liggetid (median, dager)',
      sold90d: 'Solgt siste 90 dager',
      monthsOfSupply: 'Måneder med tilbud',
      inventoryLevel: 'Tilbudsnivå',
      viewsPerDay: 'Visninger per dag',
      buyerDemand: 'Kjøperinteresse',
      rentPerSqm: 'Månedsleie per m² (median)',
      grossYieldPct: 'Brutto avkastning',
    },
    inventory: { low: 'Lavt (selgers marked)', balanced: 'Balansert', high: 'Høyt (kjøpers marked)' },
    demand: { low: 'Lav', medium: 'Middels', high: 'Høy' },
    formulasTitle: 'Slik er tallene regnet ut',
    formulaNames: {
      pricePerSqm: 'Kvadratmeterpris',
      trendPct: 'Prisutvikling',
      listings: 'Boliger til salgs',
      daysOnMarket: 'Liggetid',
      inventoryLevel: 'Tilbudsnivå',
      buyerDemand: 'Kjøperinteresse',
      grossYieldPct: 'Brutto avkastning',
    },
    seriesColumns: ['Måned', 'Kvadratmeterpris', 'Nye annonser', 'Solgt', 'Liggetid (dager)'],
    seriesOf: (area) => `Utvikling måned for måned: ${area}`,
    typeColumns: ['Boligtype', 'Til salgs', 'Kvadratmeterpris'],
    rentIntro: 'Leie per m² er medianen av leieannonsene for boliger siste 12 måneder.',
    yieldByTypeTitle: 'Avkastning per boligtype',
    yieldByTypeColumns: ['Boligtype', 'Til salgs', 'Kvadratmeterpris', 'Brutto avkastning'],
    yieldByTypeNote: 'Per boligtype regnes avkastningen med områdets median månedsleie per m² mot boligtypens kvadratmeterpris.',
    noTypeData: 'Ingen boligtyper med både pris og leie i området.',
    exampleTitle: 'Regneeksempel: leilighet på 60 m²',
    example: {
      price: 'Kjøpesum (60 m² × kvadratmeterpris)',
      equity: 'Egenkapital (25 %)',
      loan: 'Lån (75 %)',
      interestRate: 'Rente',
      rent: 'Månedsleie (60 m² × leie per m²)',
      interest: 'Renter per måned',
      net: 'Netto per måned før kostnader',
      note: 'Før avdrag, felleskostnader, kommunale avgifter, vedlikehold og skatt.',
    },
    predictionColumns: ['Måned', 'Prisantydning per m²', 'Lineær trend'],
    forecast: 'prognose',
    slope: (perMonth) => `Trenden endrer kvadratmeterprisen med ${perMonth} per måned.`,
    predictionNote:
      'Prognosen er en lineær framskriving (minste kvadraters metode) av median prisantydning per m² de siste 12 månedene, 6 måneder fram. Den bygger på prisantydninger, ikke salgspriser, og er ingen verdivurdering.',
    listingColumns: ['Adresse', 'Pris', 'm²', 'Kvadratmeterpris'],
    noListings: 'Ingen boliger til salgs i området nå.',
    ...formats('no'),
  },
  en: {
    date: (at) => englishDate.format(at),
    dateLabel: 'Date',
    source: "The figures are computed from the platform's property listings.",
    page: (page, pages) => `Page ${page} of ${pages}`,
    and: 'and',
    noData: 'Not enough data',
    figure: 'Key figure',
    figures: {
      pricePerSqm: 'Price per m² (median)',
      trendPct: 'Price trend (90 days)',
      listings: 'Homes for sale',
      daysOnMarket: 'Days on market (median)',
      sold90d: 'Sold in the last 90 days',
      monthsOfSupply: 'Months of supply',
      inventoryLevel: 'Inventory level',
      viewsPerDay: 'Views per day',
      buyerDemand: 'Buyer demand',
      rentPerSqm: 'Monthly rent per m² (median)',
      grossYieldPct: 'Gross yield',
    },
    inventory: { low: "Low (sellers' market)", balanced: 'Balanced', high: "High (buyers' market)" },
    demand: { low: 'Low', medium: 'Medium', high: 'High' },
    formulasTitle: 'How the figures are computed',
    formulaNames: {
      pricePerSqm: 'Price per m²',
      trendPct: 'Price trend',
      listings: 'Homes for sale',
      daysOnMarket: 'Days on market',
      inventoryLevel: 'Inventory level',
      buyerDemand: 'Buyer demand',
      grossYieldPct: 'Gross yield',
    },
    seriesColumns: ['Month', 'Price per m²', 'New listings', 'Sold', 'Days on market'],
    seriesOf: (area) => `Month by month: ${area}`,
    typeColumns: ['Property type', 'For sale', 'Price per m²'],
    rentIntro: 'Rent per m² is the median of the rent listings of homes in the last 12 months.',
    yieldByTypeTitle: 'Yield by property type',
    yieldByTypeColumns: ['Property type', 'For sale', 'Price per m²', 'Gross yield'],
    yieldByTypeNote: "By property type, the yield uses the area's median monthly rent per m² against the type's price per m².",
    noTypeData: 'No property type in the area has both a price and a rent.',
    exampleTitle: 'Worked example: a 60 m² flat',
    example: {
      price: 'Purchase price (60 m² × price per m²)',
      equity: 'Equity (25 %)',
      loan: 'Loan (75 %)',
      interestRate: 'Interest rate',
      rent: 'Monthly rent (60 m² × rent per m²)',
      interest: 'Interest per month',
      net: 'Net per month before costs',
      note: 'Before repayments, common costs, municipal fees, maintenance and tax.',
    },
    predictionColumns: ['Month', 'Asking price per m²', 'Linear trend'],
    forecast: 'forecast',
    slope: (perMonth) => `The trend changes the price per m² by ${perMonth} a month.`,
    predictionNote:
      'The forecast is a linear extrapolation (least squares) of the median asking price per m² of the last 12 months, 6 months ahead. It rests on asking prices, not sale prices, and is not a valuation.',
    listingColumns: ['Address', 'Price', 'm²', 'Price per m²'],
    noListings: 'No homes for sale in the area now.',
    ...formats('en'),
  },
};
