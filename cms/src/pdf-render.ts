import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

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

pdfmake.setFonts(FONTS);
// The documents are made of our own figures only: no URL is fetched and no file but the fonts is read, whatever a
// text in them says (pdfmake would otherwise follow image and font references).
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(path.resolve(file)));

/** The PDF of a document definition, in Roboto (which has æøå), with the access policies above. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}
