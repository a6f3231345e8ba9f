import { CSV_BOM, CSV_FORMULA_PATTERN, readCsv, unescapeCsvFormula, withoutBom, writeCsv } from './index';

interface SpectrumCase {
  name: string;
  csv: Buffer;
  json: Buffer;
}

function spectrumCases(): Promise<SpectrumCase[]> {
  const spectrum = require('csv-spectrum') as (cb: (err: Error | null, data: SpectrumCase[]) => void) => void;
  return new Promise((resolve, reject) => spectrum((err, data) => (err ? reject(err) : resolve(data))));
}

describe('the CSV reader reads every case of csv-spectrum', () => {
  let cases: SpectrumCase[] = [];
  beforeAll(async () => {
    cases = await spectrumCases();
  });

  it('has the twelve cases to read', () => {
    expect(cases.map((c) => c.name).sort()).toEqual([
      'comma_in_quotes',
      'empty',
      'empty_crlf',
      'escaped_quotes',
      'json',
      'location_coordinates',
      'newlines',
      'newlines_crlf',
      'quotes_and_newlines',
      'simple',
      'simple_crlf',
      'utf8',
    ]);
  });

  it('gives each case the rows of its expected JSON', () => {
    for (const { name, csv, json } of cases) {
      let expected: unknown = JSON.parse(json.toString('utf8'));
      if (name === 'location_coordinates') {
        // The package's fixture disagrees with itself: its JSON is one object, not an array of rows, and holds an
        // anonymised phone number (1234567890) where its CSV has 2095257564. Every other cell must match.
        expect(expected).toMatchObject({ 'Contact Phone Number': '1234567890' });
        expected = [{ ...(expected as object), 'Contact Phone Number': '2095257564' }];
      }
      const table = readCsv(csv.toString('utf8'));
      expect({ name, rows: table?.rows }).toEqual({ name, rows: expected });
    }
  });
});

describe('the CSV reader', () => {
  it('skips blank lines and a BOM, trims header names and accepts a short row', () => {
    expect(readCsv('\uFEFF title , status\n\nA,draft\nB\n')).toEqual({
      fields: ['title', 'status'],
      rows: [{ title: 'A', status: 'draft' }, { title: 'B' }],
    });
  });

  it('reads the semicolon CSV of a Norwegian Excel', () => {
    expect(readCsv('title;status\nIdé, med komma;draft\n')?.rows).toEqual([{ title: 'Idé, med komma', status: 'draft' }]);
  });

  it('refuses a broken quote and a row with more cells than names', () => {
    expect(readCsv('title,status\n"A,draft\n')).toBeNull();
    expect(readCsv('title,status\nA,draft,extra\n')).toBeNull();
  });

  it('accepts the empty trailing cell that spreadsheets often add', () => {
    expect(readCsv('title,status\nA,draft,\n')?.rows).toEqual([{ title: 'A', status: 'draft' }]);
  });
});

describe('the CSV writer', () => {
  it('quotes only cells that need it and writes lists as JSON text', () => {
    expect(writeCsv(['a', 'b', 'c', 'd'], [{ a: 'plain', b: 'x, y', c: ['p', 'q'], d: null }])).toBe(
      '\uFEFFa,b,c,d\r\nplain,"x, y","[""p"",""q""]",\r\n',
    );
  });

  it('starts the file with the UTF-8 BOM, so that Excel reads æ, ø and å as written', () => {
    const csv = writeCsv(['ord'], [{ ord: 'portefølje' }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(readCsv(csv)).toEqual({ fields: ['ord'], rows: [{ ord: 'portefølje' }] });
  });

  it('gives the text of a written file back without its BOM, and other text as it is', () => {
    expect(withoutBom(writeCsv(['a'], [{ a: 1 }]))).toBe('a\r\n1\r\n');
    expect(withoutBom('a,b')).toBe('a,b');
  });

  it('ends every record with CRLF, the last one too, and keeps a line break inside a cell as it is', () => {
    const csv = writeCsv(['a', 'b'], [{ a: 'én\nto', b: 1 }, { a: 'tre', b: 2 }]);
    expect(csv).toBe('\uFEFFa,b\r\n"én\nto",1\r\ntre,2\r\n');
    expect(readCsv(csv)?.rows).toEqual([{ a: 'én\nto', b: '1' }, { a: 'tre', b: '2' }]);
  });

  it('writes the header alone for no rows, and the rows alone (no BOM, no header) for the later parts of a file', () => {
    expect(writeCsv(['a', 'b'], [])).toBe('\uFEFFa,b\r\n');
    expect(writeCsv(['a', 'b'], [], { header: false })).toBe('');
    const parts = writeCsv(['a', 'b'], [{ a: 1, b: 2 }]) + writeCsv(['a', 'b'], [{ a: 3, b: '=4' }], { header: false });
    expect(parts).toBe(writeCsv(['a', 'b'], [{ a: 1, b: 2 }, { a: 3, b: '=4' }]));
    expect(parts).toBe(`\uFEFFa,b\r\n1,2\r\n3,"'=4"\r\n`);
  });

  it('escapes formula-like cells with a quote, numbers excepted, and the reader undoes it', () => {
    const csv = writeCsv(['a', 'b', 'c', 'd'], [{ a: '=SUM(A1)', b: '+47 400 00 000', c: -3, d: "'=already quoted" }]);
    expect(csv).toBe(`\uFEFFa,b,c,d\r\n"'=SUM(A1)","'+47 400 00 000",-3,"''=already quoted"\r\n`);
    const row = readCsv(csv)!.rows[0];
    expect(Object.values(row).map(unescapeCsvFormula)).toEqual(['=SUM(A1)', '+47 400 00 000', '-3', "'=already quoted"]);
  });

  it('also escapes a multi-line formula, which papaparse\'s own pattern misses', () => {
    expect(CSV_FORMULA_PATTERN.test('=1+1\nmore')).toBe(true);
    expect(unescapeCsvFormula("'hello")).toBe("'hello");
  });
});
