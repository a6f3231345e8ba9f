import type { Content, TableCell } from 'pdfmake/interfaces';
import {
  PROPERTY_INTEREST_RATE_PCT,
  PROPERTY_REPORT_SECTION_LABELS,
  PROPERTY_STAT_FORMULAS,
  propertyTypeLabel,
  type AccessLocale,
  type AreaDetail,
  type AreaListing,
  type AreaStatistics,
  type PropertyReportSection,
} from '@platform/shared';
import { priceTrend } from './price-trend';
import { KEY_FIGURES, REPORT_TEXTS, nok, nokPerSqm, type KeyFigure, type ReportTexts } from './report-texts';

/** The worked example of the investment figures: a flat of this size, bought with this share of equity. */
export const EXAMPLE_SQM = 60;
export const EXAMPLE_EQUITY = 0.25;

const HEADER_FILL = '#f0f0f0';
type Align = 'left' | 'right';

const header = (labels: readonly string[], align: readonly Align[]): TableCell[] =>
  labels.map((text, i) => ({ text, bold: true, fillColor: HEADER_FILL, alignment: align[i] }));

/** A table with a bold header row: text on the left, figures on the right. */
function table(
  labels: readonly string[],
  rows: Array<Array<string>>,
  align: readonly Align[] = labels.map((_, i) => (i === 0 ? 'left' : 'right')),
): Content {
  const body: TableCell[][] = [header(labels, align), ...rows.map((row) => row.map((text, i) => ({ text, alignment: align[i] })))];
  return {
    table: { headerRows: 1, widths: ['*', ...labels.slice(1).map(() => 'auto')], body },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 8],
  };
}

const heading = (text: string): Content => ({ text, style: 'heading' });
const note = (text: string): Content => ({ text, style: 'note' });

/** A figure as the report writes it; a missing one is a dash. */
export function figureText(t: ReportTexts, figure: KeyFigure, area: AreaStatistics): string {
  const value = area[figure];
  if (value === null) return '–';
  switch (figure) {
    case 'pricePerSqm':
    case 'rentPerSqm':
      return nokPerSqm(value as number);
    case 'trendPct':
      return t.signedPercent(value as number);
    case 'grossYieldPct':
      return t.percent(value as number);
    case 'monthsOfSupply':
    case 'viewsPerDay':
      return t.decimal(value as number);
    case 'inventoryLevel':
      return t.inventory[area.inventoryLevel as NonNullable<AreaStatistics['inventoryLevel']>];
    case 'buyerDemand':
      return t.demand[area.buyerDemand as NonNullable<AreaStatistics['buyerDemand']>];
    default:
      return t.count(value as number);
  }
}

/** The formula of each figure, as the product's page explains it. */
function formulas(t: ReportTexts, locale: AccessLocale): Content {
  const entries = Object.entries(PROPERTY_STAT_FORMULAS) as Array<[keyof typeof PROPERTY_STAT_FORMULAS, Record<AccessLocale, string>]>;
  return {
    stack: [
      { text: t.formulasTitle, style: 'subheading' },
      ...entries.map(([key, text]) => ({ text: [{ text: `${t.formulaNames[key]}: `, bold: true }, text[locale]], style: 'note' })),
    ],
    margin: [0, 4, 0, 0],
  };
}

/** The key figures of one area, or of several side by side, with the formulas under them. */
export function keyFigures(areas: AreaDetail[], locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  const rows = KEY_FIGURES.map((figure) => [t.figures[figure], ...areas.map((area) => figureText(t, figure, area))]);
  return [table([t.figure, ...areas.map((area) => area.label)], rows), formulas(t, locale)];
}

/** The 12 months of an area's series. */
export function monthlySeries(area: AreaDetail, locale: AccessLocale, title?: string): Content[] {
  const t = REPORT_TEXTS[locale];
  const rows = area.series.map((month) => [
    t.month(month.month),
    month.pricePerSqm === null ? '–' : nokPerSqm(month.pricePerSqm),
    t.count(month.newListings),
    t.count(month.sold),
    month.daysOnMarket === null ? '–' : t.count(month.daysOnMarket),
  ]);
  return [...(title ? [{ text: title, style: 'subheading' } as Content] : []), table(t.seriesColumns, rows)];
}

export function propertyTypes(area: AreaDetail, locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  const rows = area.propertyTypes.map((type) => [
    propertyTypeLabel(type.type, locale),
    t.count(type.listings),
    type.pricePerSqm === null ? '–' : nokPerSqm(type.pricePerSqm),
  ]);
  return rows.length ? [table(t.typeColumns, rows)] : [note(t.noListings)];
}

/** Rent per m², gross yield, the yield by property type where both are known, and the worked example. */
export function rentalYield(area: AreaDetail, locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  const figures = table(
    [t.figure, area.label],
    [
      [t.figures.rentPerSqm, figureText(t, 'rentPerSqm', area)],
      [t.figures.pricePerSqm, figureText(t, 'pricePerSqm', area)],
      [t.figures.grossYieldPct, figureText(t, 'grossYieldPct', area)],
    ],
  );
  const rent = area.rentPerSqm;
  const byType = area.propertyTypes.filter((type) => rent !== null && type.pricePerSqm !== null && type.pricePerSqm > 0);
  const typeRows = byType.map((type) => [
    propertyTypeLabel(type.type, locale),
    t.count(type.listings),
    nokPerSqm(type.pricePerSqm as number),
    t.percent(Math.round((((rent as number) * 12) / (type.pricePerSqm as number)) * 1000) / 10),
  ]);
  return [
    figures,
    note(t.rentIntro),
    note(PROPERTY_STAT_FORMULAS.grossYieldPct[locale]),
    { text: t.yieldByTypeTitle, style: 'subheading' },
    ...(typeRows.length ? [table(t.yieldByTypeColumns, typeRows), note(t.yieldByTypeNote)] : [note(t.noTypeData)]),
    ...workedExample(area, locale),
  ];
}

/** A 60 m² flat at the area's median price, 25 % equity, the interest rate of §9 on the loan, let at the median rent. */
function workedExample(area: AreaStatistics, locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  const title: Content = { text: t.exampleTitle, style: 'subheading' };
  if (area.pricePerSqm === null || area.rentPerSqm === null) return [title, note(t.noData)];
  const price = area.pricePerSqm * EXAMPLE_SQM;
  const equity = price * EXAMPLE_EQUITY;
  const loan = price - equity;
  const interest = (loan * PROPERTY_INTEREST_RATE_PCT) / 100 / 12;
  const rent = area.rentPerSqm * EXAMPLE_SQM;
  const rows = [
    [t.example.price, nok(price)],
    [t.example.equity, nok(equity)],
    [t.example.loan, nok(loan)],
    [t.example.interestRate, t.rate(PROPERTY_INTEREST_RATE_PCT)],
    [t.example.rent, nok(rent)],
    [t.example.interest, nok(interest)],
    [t.example.net, nok(rent - interest)],
  ];
  const body: TableCell[][] = rows.map(([label, value], i) => [
    { text: label, bold: i === rows.length - 1 },
    { text: value, alignment: 'right', bold: i === rows.length - 1 },
  ]);
  // Kept on one page: the example reads as one calculation.
  return [{ unbreakable: true, stack: [title, { table: { widths: ['*', 'auto'], body }, layout: 'lightHorizontalLines' }, note(t.example.note)] }];
}

/** The series of price per m² with its least-squares line, and the line 6 months on. */
export function pricePrediction(area: AreaDetail, locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  const trend = priceTrend(area.series);
  if (!trend) return [note(t.noData), note(t.predictionNote)];
  const rows = [
    ...area.series.map((month, i) => [
      t.month(month.month),
      month.pricePerSqm === null ? '–' : nokPerSqm(month.pricePerSqm),
      nokPerSqm(trend.fitted[i]),
    ]),
    ...trend.ahead.map((month) => [`${t.month(month.month)} (${t.forecast})`, '', nokPerSqm(month.pricePerSqm)]),
  ];
  const slope = `${trend.slope >= 0 ? '+' : '−'}${nokPerSqm(Math.abs(trend.slope))}`;
  return [table(t.predictionColumns, rows), note(t.slope(slope)), note(t.predictionNote)];
}

/** The newest homes for sale in the area. */
export function listings(homes: AreaListing[], locale: AccessLocale): Content[] {
  const t = REPORT_TEXTS[locale];
  if (!homes.length) return [note(t.noListings)];
  const rows = homes.map((home) => [
    `${home.address}, ${home.postalCode} ${home.city}`,
    home.price === null ? '–' : nok(home.price),
    t.count(home.livingArea),
    home.pricePerSqm === null ? '–' : nokPerSqm(home.pricePerSqm),
  ]);
  return [table(t.listingColumns, rows)];
}

/** One section of a single-area report, under its title. */
export function section(name: PropertyReportSection, area: AreaDetail, homes: AreaListing[] | null, locale: AccessLocale): Content[] {
  const title = heading(PROPERTY_REPORT_SECTION_LABELS[name][locale]);
  const body = {
    'key-figures': () => keyFigures([area], locale),
    'monthly-series': () => monthlySeries(area, locale),
    'property-types': () => propertyTypes(area, locale),
    'rental-yield': () => rentalYield(area, locale),
    'price-prediction': () => pricePrediction(area, locale),
    listings: () => listings(homes ?? [], locale),
  }[name]();
  return [title, ...body];
}
