import type { ConsultancyExportFormat } from '@platform/shared';

export const EXPORT_PATH = 'consultancy/export';

export const EXPORT_FORMAT_LABELS: Record<ConsultancyExportFormat, string> = {
  csv: 'CSV (regneark)',
  json: 'JSON',
};

export const EXPORT_TEXTS = {
  title: 'Eksporter',
  back: 'Konsulentvirksomhet',
  intro: 'Last ned alle kunder, kandidater eller utlysninger som en fil.',
  what: 'Hva vil du eksportere?',
  format: 'Format',
  download: 'Last ned',
  downloading: 'Laster ned …',
  downloaded: (name: string) => `Lastet ned ${name}`,
  failed: (why: string) => `Kunne ikke laste ned: ${why}`,
  /** When the server gave no words of its own (a file download's refusal carries none). */
  serverSaid: (status: number) => (status > 0 ? `serveren svarte ${status}. Prøv igjen.` : 'ingen forbindelse med serveren. Prøv igjen.'),
};
