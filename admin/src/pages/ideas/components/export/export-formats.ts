import type { ExportFormat } from '@platform/shared';

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { json: 'JSON', csv: 'CSV', md: 'Markdown' };
