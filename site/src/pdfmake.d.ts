// pdfmake 0.3's browser build ships no types of its own; only what the CV uses is declared.
declare module 'pdfmake/build/pdfmake' {
  interface PdfDocument {
    getBlob(): Promise<Blob>;
  }
  const pdfMake: {
    addFontContainer(container: unknown): void;
    createPdf(definition: object): PdfDocument;
  };
  export default pdfMake;
}

declare module 'pdfmake/build/standard-fonts/Helvetica' {
  const container: { vfs: Record<string, unknown>; fonts: Record<string, Record<string, string>> };
  export default container;
}
