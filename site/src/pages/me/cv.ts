import type { ProfileConfig } from './profile.config';

/** What pdfmake is given: a document definition (https://pdfmake.github.io/docs/0.3/document-definition-object/). */
export interface CvDocument {
  info: { title: string; author: string };
  pageSize: 'A4';
  pageMargins: [number, number, number, number];
  defaultStyle: { font: string; fontSize: number; lineHeight: number };
  styles: Record<string, Record<string, unknown>>;
  content: unknown[];
}

/** The CV as a PDF document definition, from the same configuration the pages show. */
export function cvDocument(config: ProfileConfig): CvDocument {
  const contact = [
    config.contact.email && `E-post: ${config.contact.email}`,
    config.contact.phone && `Telefon: ${config.contact.phone}`,
    config.contact.website && `Nettside: ${config.contact.website}`,
    config.contact.github && `GitHub: ${config.contact.github}`,
    config.contact.linkedin && `LinkedIn: ${config.contact.linkedin}`,
  ].filter((line): line is string => Boolean(line));
  const heading = (text: string) => ({ text, style: 'heading' });
  return {
    info: { title: `CV – ${config.name}`, author: config.name },
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    // Helvetica is one of PDF's standard fonts: nothing to embed, and it has æ, ø and å.
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
    styles: {
      name: { fontSize: 22, bold: true },
      headline: { fontSize: 12, color: '#555555', margin: [0, 2, 0, 8] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      role: { bold: true, margin: [0, 6, 0, 2] },
    },
    content: [
      { text: config.name, style: 'name' },
      { text: `${config.headline} – ${config.location}`, style: 'headline' },
      ...(contact.length > 0 ? [{ ul: contact }] : []),
      heading('Om meg'),
      ...config.about.map((paragraph) => ({ text: paragraph, margin: [0, 0, 0, 6] })),
      heading('Erfaring'),
      ...config.experience.flatMap((job) => [{ text: `${job.role}, ${job.organisation} (${job.period})`, style: 'role' }, { text: job.description }]),
      heading('Selskaper'),
      { ul: config.companies.map((company) => `${company.name} (${company.founded}): ${company.role}. ${company.description}`) },
      heading('Utdanning'),
      { ul: config.education.map((entry) => `${entry.degree}, ${entry.school} (${entry.period})`) },
      heading('Kompetanse'),
      { text: config.skills.join(', ') },
    ],
  };
}

/**
 * Builds the CV as a PDF in the browser and hands it over to save. pdfmake (about 1 MB) is loaded on the first click,
 * not with the page.
 */
export async function downloadCv(config: ProfileConfig): Promise<void> {
  const [{ default: pdfMake }, { default: helvetica }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/standard-fonts/Helvetica'),
  ]);
  pdfMake.addFontContainer(helvetica);
  const blob = await pdfMake.createPdf(cvDocument(config)).getBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = config.cvFileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
