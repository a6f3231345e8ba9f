import path from 'node:path';
import type { StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces';

const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONTS = {
  Roboto: {
    normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
  },
};
const FONT_FILES = new Set(Object.values(FONTS.Roboto));

type PdfMake = typeof import('pdfmake');
let configured: PdfMake | undefined;

/**
 * pdfmake with our fonts and access policies, loaded on the first PDF rather than at every server start. Its export is
 * an object whose methods live on its prototype, so it is required as it is, not imported as a namespace.
 */
function pdfMake(): PdfMake {
  if (configured) return configured;
  const pdfmake: PdfMake = require('pdfmake');
  pdfmake.setFonts(FONTS);
  // The documents are made of our own figures only: no URL is fetched and no file but the fonts is read, whatever a
  // text in them says (pdfmake would otherwise follow image and font references).
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(path.resolve(file)));
  configured = pdfmake;
  return pdfmake;
}

/** The PDF of a document definition, in Roboto (which has æøå), with the access policies above. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfMake().createPdf(definition).getBuffer();
}

/** The platform's report look: the text size and the styles its reports' titles, headings and notes use. */
export const REPORT_LOOK: Pick<TDocumentDefinitions, 'defaultStyle'> & { styles: StyleDictionary } = {
  defaultStyle: { font: 'Roboto', fontSize: 10 },
  styles: {
    title: { fontSize: 20, bold: true, margin: [0, 0, 0, 6] },
    meta: { fontSize: 9, color: '#595959', margin: [0, 0, 0, 2] },
    heading: { fontSize: 14, bold: true, margin: [0, 16, 0, 6] },
    subheading: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
    note: { fontSize: 8.5, color: '#404040', margin: [0, 0, 0, 3] },
  },
};
