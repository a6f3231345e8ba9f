import {
  PROPERTY_ANALYTICS_MESSAGES as M,
  PROPERTY_REPORT_SECTIONS,
  PROPERTY_REPORT_TYPES,
  REPORT_FREQUENCIES,
  propertyArea,
  type AccessLocale,
  type PropertyArea,
  type PropertyReportSection,
  type PropertyReportType,
  type ReportFrequency,
} from '@platform/shared';

/** A report request as checked: known areas, and a custom report's sections (empty for the fixed types). */
export interface ReportSpec {
  type: PropertyReportType;
  area: PropertyArea;
  /** The second area of an area-comparison; null for the other types. */
  compareArea: PropertyArea | null;
  sections: PropertyReportSection[];
  locale: AccessLocale;
}

export interface SubscriptionSpec extends Omit<ReportSpec, 'locale'> {
  email: string;
  frequency: ReportFrequency;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body of POST /api/data/property/reports, with the messages of the contract; the locale is Norwegian unless 'en'. */
export function checkReportRequest(body: unknown): Checked<ReportSpec> {
  if (!isRecord(body)) return { ok: false, message: M.bodyNotObject };
  const type = body.type as PropertyReportType;
  if (!PROPERTY_REPORT_TYPES.includes(type)) return { ok: false, message: M.unknownReportType };
  const area = typeof body.area === 'string' ? propertyArea(body.area) : null;
  if (!area) return { ok: false, message: M.unknownArea };
  let compareArea: PropertyArea | null = null;
  if (type === 'area-comparison') {
    if (body.compareArea === undefined || body.compareArea === null || body.compareArea === '') return { ok: false, message: M.compareAreaRequired };
    compareArea = typeof body.compareArea === 'string' ? propertyArea(body.compareArea) : null;
    if (!compareArea) return { ok: false, message: M.unknownArea };
    if (compareArea.id === area.id) return { ok: false, message: M.compareAreaSame };
  }
  let sections: PropertyReportSection[] = [];
  if (type === 'custom') {
    if (!Array.isArray(body.sections) || body.sections.length === 0) return { ok: false, message: M.sectionsRequired };
    if (body.sections.some((section) => !PROPERTY_REPORT_SECTIONS.includes(section))) return { ok: false, message: M.unknownSection };
    // In the order picked, each once.
    sections = [...new Set(body.sections as PropertyReportSection[])];
  }
  return { ok: true, value: { type, area, compareArea, sections, locale: body.locale === 'en' ? 'en' : 'no' } };
}

/** The body of POST /api/data/property/report-subscriptions: a report request, the address (else the user's) and the frequency. */
export function checkSubscriptionInput(body: unknown, userEmail: string): Checked<SubscriptionSpec> {
  const report = checkReportRequest(body);
  if (!report.ok) return report;
  const record = body as Record<string, unknown>;
  const given = record.email;
  let email = userEmail.trim().toLowerCase();
  if (given !== undefined && given !== null && given !== '') {
    const text = typeof given === 'string' ? given.trim().toLowerCase() : '';
    if (!text || text.length > EMAIL_MAX || !EMAIL_SHAPE.test(text)) return { ok: false, message: M.emailInvalid };
    email = text;
  }
  const frequency = (record.frequency ?? 'monthly') as ReportFrequency;
  if (!REPORT_FREQUENCIES.includes(frequency)) return { ok: false, message: M.unknownFrequency };
  const { locale: _locale, ...spec } = report.value;
  return { ok: true, value: { ...spec, email, frequency } };
}
