import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  PROPERTY_REPORT_LABELS,
  PROPERTY_REPORT_SECTION_LABELS,
  type AreaDetail,
  type AreaListing,
  type PropertyReportSection,
} from '@platform/shared';
import { REPORT_LOOK, renderPdf } from '../../pdf-render';
import type { ReportSpec } from './report-request';
import { keyFigures, monthlySeries, section } from './report-sections';
import { REPORT_TEXTS } from './report-texts';

/** The sections of each fixed single-area type (spec §9); a custom report has the user's. */
export const TYPE_SECTIONS: Record<'market-analysis' | 'investment' | 'price-prediction' | 'rental-yield', PropertyReportSection[]> = {
  'market-analysis': ['key-figures', 'monthly-series', 'property-types'],
  investment: ['key-figures', 'rental-yield', 'price-prediction'],
  'price-prediction': ['price-prediction'],
  'rental-yield': ['rental-yield'],
};

/** The sections a report holds; an area-comparison has its own layout. */
export function reportSections(spec: Pick<ReportSpec, 'type' | 'sections'>): PropertyReportSection[] {
  if (spec.type === 'custom') return spec.sections;
  if (spec.type === 'area-comparison') return [];
  return TYPE_SECTIONS[spec.type];
}

export interface ReportData {
  spec: ReportSpec;
  at: Date;
  area: AreaDetail;
  /** The second area of an area-comparison. */
  compare: AreaDetail | null;
  /** The newest homes for sale, when the report lists them. */
  homes: AreaListing[] | null;
}

function body({ spec, area, compare, homes }: ReportData): Content[] {
  const { locale } = spec;
  if (spec.type === 'area-comparison' && compare) {
    const labels = PROPERTY_REPORT_SECTION_LABELS;
    return [
      { text: labels['key-figures'][locale], style: 'heading' },
      ...keyFigures([area, compare], locale),
      { text: labels['monthly-series'][locale], style: 'heading' },
      ...monthlySeries(area, locale, REPORT_TEXTS[locale].seriesOf(area.label)),
      ...monthlySeries(compare, locale, REPORT_TEXTS[locale].seriesOf(compare.label)),
    ];
  }
  return reportSections(spec).flatMap((name) => section(name, area, homes, locale));
}

/** A report as an A4 PDF: the type and the area(s) in the title, the date, the sections, 'Side x av y' under each page. */
export function reportPdf(data: ReportData): Promise<Buffer> {
  const { spec, area, compare, at } = data;
  const t = REPORT_TEXTS[spec.locale];
  const areas = compare ? `${area.label} ${t.and} ${compare.label}` : area.label;
  const title = `${PROPERTY_REPORT_LABELS[spec.type][spec.locale]}: ${areas}`;
  const definition: TDocumentDefinitions = {
    info: { title: `${title} ${t.date(at)}`, creator: 'Plattformen' },
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    ...REPORT_LOOK,
    content: [
      { text: title, style: 'title' },
      { text: `${t.dateLabel}: ${t.date(at)}`, style: 'meta' },
      { text: t.source, style: 'meta' },
      ...body(data),
    ],
    footer: (page, pages) => ({ text: t.page(page, pages), alignment: 'center', fontSize: 8, color: '#595959', margin: [0, 20, 0, 0] }),
  };
  return renderPdf(definition);
}
