import { contentDisposition, dispositionFileName } from './content-disposition';

describe('the Content-Disposition header', () => {
  it.each(['apis-2026-11-27.json', 'CV Åsmund Bjørnstad – Skymal.pdf', 'salg "mars" 100%.csv', 'rapport (ny)*.pdf'])(
    'gives the exact file name back to a reader that knows filename*: %s',
    (name) => {
      expect(dispositionFileName(contentDisposition('attachment', name))).toBe(name);
    },
  );

  it('has a plain ASCII filename for old clients, without quotes, line breaks or letters outside ASCII', () => {
    const header = contentDisposition('inline', 'CV Ærlig Øye\r\nX-Evil: 1 "å".pdf');
    expect(header.startsWith('inline; filename="CV Aerlig Oye  X-Evil: 1 _a_.pdf"; filename*=UTF-8\'\'')).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
  });
});
