import {
  DATASET_LIMITS,
  DATASET_MESSAGES as M,
  checkReportQuery,
  computeReport,
  datasetExportFileName,
  parseDatasetCsv,
  parseDatasetDate,
  parseDatasetNumber,
  readDatasetUpload,
  reportTable,
  summarizeDataset,
  type DatasetParseResult,
  type ParsedDataset,
  type ReportQuery,
} from './product-analytics';

const parsed = (result: DatasetParseResult): ParsedDataset => {
  if (!result.ok) throw new Error(result.message);
  return result.dataset;
};
const refusal = (csv: string) => {
  const result = parseDatasetCsv(csv);
  return result.ok ? null : result.message;
};

const SALES = ['Region;Dato;Beløp;Kunde', 'Oslo;05.03.2026;1 234,5;A', 'Bergen;2026-03-20;100;B', 'Oslo;2026-04-01;-34,5;', ';01.04.2026;;C'].join(
  '\r\n',
);

describe('parseDatasetCsv', () => {
  it('reads semicolons, Norwegian numbers and both date forms, and infers each column’s kind', () => {
    const dataset = parsed(parseDatasetCsv(SALES));
    expect(dataset.columns).toEqual([
      { name: 'Region', kind: 'text' },
      { name: 'Dato', kind: 'date' },
      { name: 'Beløp', kind: 'number' },
      { name: 'Kunde', kind: 'text' },
    ]);
    expect(dataset.rows).toEqual([
      ['Oslo', '2026-03-05', 1234.5, 'A'],
      ['Bergen', '2026-03-20', 100, 'B'],
      ['Oslo', '2026-04-01', -34.5, null],
      [null, '2026-04-01', null, 'C'],
    ]);
  });

  it('reads commas and tabs, quoted cells with separators and line breaks, a BOM, and trims names and cells', () => {
    const comma = parsed(parseDatasetCsv('\uFEFF Navn , Antall\n"Berg, Kari", 3\n"To\nlinjer",1234.5\n'));
    expect(comma.columns).toEqual([
      { name: 'Navn', kind: 'text' },
      { name: 'Antall', kind: 'number' },
    ]);
    expect(comma.rows).toEqual([
      ['Berg, Kari', 3],
      ['To\nlinjer', 1234.5],
    ]);
    expect(parsed(parseDatasetCsv('a\tb\n1\t2')).rows).toEqual([[1, 2]]);
  });

  it('skips blank lines and the empty fields some programs write after the last column', () => {
    const dataset = parsed(parseDatasetCsv('a;b;;\n1;x;;\n\n;;;\n2;y;;\n'));
    expect(dataset.columns.map((column) => column.name)).toEqual(['a', 'b']);
    expect(dataset.rows).toEqual([
      [1, 'x'],
      [2, 'y'],
    ]);
  });

  it('keeps as text a column where one value is not a number or a date, and a column of numbers with leading zeros', () => {
    const dataset = parsed(parseDatasetCsv('tall,dato,postnr,tom\n1,2026-01-01,0150,\nto,1.2.2026,5003,\n3,2026-02-30,7010,'));
    expect(dataset.columns.map((column) => column.kind)).toEqual(['text', 'text', 'text', 'text']);
    expect(dataset.rows[0]).toEqual(['1', '2026-01-01', '0150', null]);
  });

  it('refuses a file that is empty, has only a header or is larger than 5 MB', () => {
    expect(refusal('')).toBe(M.empty);
    expect(refusal('\uFEFF \n\n')).toBe(M.empty);
    expect(refusal('a;b\n\n')).toBe(M.noRows);
    expect(refusal(`a\n${'x'.repeat(DATASET_LIMITS.bytes)}`)).toBe(M.tooLarge);
    // Counted in UTF-8 bytes: 'ø' is two.
    expect(refusal(`a\n${'ø'.repeat(DATASET_LIMITS.bytes / 2)}`)).toBe(M.tooLarge);
  });

  it('refuses more than 10 000 rows or 50 columns', () => {
    const rows = (count: number) => ['n', ...Array.from({ length: count }, (_, i) => String(i))].join('\n');
    expect(parsed(parseDatasetCsv(rows(DATASET_LIMITS.rows))).rows).toHaveLength(DATASET_LIMITS.rows);
    expect(refusal(rows(DATASET_LIMITS.rows + 1))).toBe('Filen kan ha høyst 10 000 rader');
    const columns = (count: number) => `${Array.from({ length: count }, (_, i) => `k${i}`).join(',')}\n${'1,'.repeat(count - 1)}1`;
    expect(parsed(parseDatasetCsv(columns(DATASET_LIMITS.columns))).columns).toHaveLength(DATASET_LIMITS.columns);
    expect(refusal(columns(DATASET_LIMITS.columns + 1))).toBe('Filen kan ha høyst 50 kolonner');
  });

  it('refuses a header with a missing, too long or repeated column name, naming it', () => {
    expect(refusal('a,,c\n1,2,3')).toBe('Kolonne 2 mangler navn i overskriftsraden');
    const long = 'x'.repeat(DATASET_LIMITS.columnName + 1);
    expect(refusal(`${long},b\n1,2`)).toBe(M.columnNameTooLong(long));
    expect(M.columnNameTooLong(long)).toBe(`Kolonnenavnet «${'x'.repeat(30)}…» er lengre enn 100 tegn`);
    expect(parsed(parseDatasetCsv(`${'x'.repeat(DATASET_LIMITS.columnName)},b\n1,2`)).columns).toHaveLength(2);
    expect(refusal('Beløp;Navn; Beløp\n1;a;2')).toBe('Kolonnen «Beløp» finnes to ganger');
    expect(refusal('Beløp;beløp\n1;2')).toBe('Kolonnen «beløp» finnes to ganger');
  });

  it('refuses a row with more or fewer fields than the header, by its row number in the file', () => {
    const lines = ['a,b,c,d', ...Array.from({ length: 10 }, () => '1,2,3,4'), '1,2,3,4,5'];
    expect(refusal(lines.join('\n'))).toBe('Rad 12 har 5 felt, overskriften har 4');
    expect(refusal('a,b,c\n1,2,3\n\n1,2')).toBe('Rad 4 har 2 felt, overskriften har 3');
  });

  it('refuses a quote that is never closed', () => {
    expect(refusal('a,b\n1,2\n"3,4\n5,6')).toBe('Rad 3 har et anførselstegn som ikke er lukket');
  });
});

describe('the number and date rules', () => {
  it('reads numbers with a decimal comma or point and spaces between thousands', () => {
    expect(parseDatasetNumber('1 234,5')).toBe(1234.5);
    expect(parseDatasetNumber('1\u00a0234\u00a0567')).toBe(1234567);
    expect(parseDatasetNumber('1234.5')).toBe(1234.5);
    expect(parseDatasetNumber('\u221212,5')).toBe(-12.5);
    expect(parseDatasetNumber('0')).toBe(0);
    expect(parseDatasetNumber('0,25')).toBe(0.25);
    for (const text of ['1,234.5', '1.234,5', '12 34', '1e5', '0150', 'kr 12', '', '-', '1,']) expect(parseDatasetNumber(text)).toBeNull();
  });

  it('reads ISO dates and dd.mm.yyyy, and only days the calendar has', () => {
    expect(parseDatasetDate('2026-03-05')).toBe('2026-03-05');
    expect(parseDatasetDate('5.3.2026')).toBe('2026-03-05');
    expect(parseDatasetDate('29.02.2024')).toBe('2024-02-29');
    for (const text of ['29.02.2025', '2026-13-01', '2026-03-05T10:00', '05/03/2026', '5.3.26']) expect(parseDatasetDate(text)).toBeNull();
  });
});

describe('readDatasetUpload', () => {
  it('takes { fileName, csv } and keeps a safe file name', () => {
    const upload = readDatasetUpload({ fileName: 'C:\\fakepath\\salg.csv', csv: 'a\n1' });
    expect(upload).toMatchObject({ ok: true, fileName: 'salg.csv' });
    expect(readDatasetUpload({ csv: 'a\n1' })).toMatchObject({ ok: true, fileName: 'data.csv' });
  });

  it('refuses a body without CSV text, with a name that is not text, or a file the reader refuses', () => {
    expect(readDatasetUpload([])).toEqual({ ok: false, message: M.bodyNotObject });
    expect(readDatasetUpload({ fileName: 'a.csv' })).toEqual({ ok: false, message: M.csvMissing });
    expect(readDatasetUpload({ fileName: 3, csv: 'a\n1' })).toEqual({ ok: false, message: M.fileNameNotText });
    expect(readDatasetUpload({ csv: 'a' })).toEqual({ ok: false, message: M.noRows });
  });
});

describe('summarizeDataset', () => {
  it('gives the filled count, the number figures, the distinct values and the date range, and the first rows', () => {
    const dataset = parsed(parseDatasetCsv('Region;Dato;Beløp\nOslo;05.03.2026;0,1\nBergen;2026-01-20;0,2\nOslo;;\n'));
    const summary = summarizeDataset(dataset, 'salg.csv', '2026-03-05T10:00:00.000Z');
    expect(summary).toMatchObject({ fileName: 'salg.csv', uploadedAt: '2026-03-05T10:00:00.000Z', rowCount: 3 });
    expect(summary.columns).toEqual([
      { name: 'Region', kind: 'text', filled: 3, distinct: 2 },
      { name: 'Dato', kind: 'date', filled: 2, distinct: 2, earliest: '2026-01-20', latest: '2026-03-05' },
      { name: 'Beløp', kind: 'number', filled: 2, sum: 0.3, average: 0.15, min: 0.1, max: 0.2 },
    ]);
    expect(summary.preview).toEqual(dataset.rows);
    const many = parsed(parseDatasetCsv(['n', ...Array.from({ length: 30 }, (_, i) => String(i))].join('\n')));
    expect(summarizeDataset(many, 'n.csv', '').preview).toHaveLength(DATASET_LIMITS.previewRows);
  });
});

describe('reports', () => {
  const dataset = parsed(parseDatasetCsv(SALES));
  const report = (query: Partial<ReportQuery>) => computeReport(dataset, { groupBy: 'Region', measure: 'count', value: null, ...query });
  const values = (query: Partial<ReportQuery>) => report(query).rows.map((row) => [row.group, row.value]);

  it('counts the rows of each group, the largest first, the empty group last', () => {
    expect(report({})).toMatchObject({
      groupKind: 'text',
      groupCount: 3,
      rows: [
        { group: 'Oslo', value: 2, rows: 2 },
        { group: 'Bergen', value: 1, rows: 1 },
        { group: null, value: 1, rows: 1 },
      ],
    });
  });

  it('sums, averages and finds the least and largest value of a number column per group', () => {
    expect(values({ measure: 'sum', value: 'Beløp' })).toEqual([
      ['Oslo', 1200],
      ['Bergen', 100],
      [null, null],
    ]);
    expect(values({ measure: 'avg', value: 'Beløp' })).toEqual([
      ['Oslo', 600],
      ['Bergen', 100],
      [null, null],
    ]);
    expect(values({ measure: 'min', value: 'Beløp' })).toEqual([
      ['Bergen', 100],
      ['Oslo', -34.5],
      [null, null],
    ]);
    expect(values({ measure: 'max', value: 'Beløp' })).toEqual([
      ['Oslo', 1234.5],
      ['Bergen', 100],
      [null, null],
    ]);
  });

  it('groups a date column by month, in calendar order', () => {
    expect(report({ groupBy: 'Dato', measure: 'sum', value: 'Beløp' })).toMatchObject({
      groupKind: 'date',
      rows: [
        { group: '2026-03', value: 1334.5, rows: 2 },
        { group: '2026-04', value: -34.5, rows: 2 },
      ],
    });
  });

  it('lists at most 100 groups and measures the rest together as “Andre”', () => {
    // Group g0 has 1 row, g1 2 rows … g104 105 rows: the 5 smallest are merged.
    const lines = ['gruppe,tall'];
    for (let g = 0; g < 105; g += 1) for (let i = 0; i <= g; i += 1) lines.push(`g${g},${g}`);
    const many = parsed(parseDatasetCsv(lines.join('\n')));
    const counted = computeReport(many, { groupBy: 'gruppe', measure: 'count', value: null });
    expect(counted.groupCount).toBe(105);
    expect(counted.rows).toHaveLength(DATASET_LIMITS.reportGroups + 1);
    expect(counted.rows[0]).toEqual({ group: 'g104', value: 105, rows: 105 });
    expect(counted.rows[100]).toEqual({ group: 'Andre', value: 1 + 2 + 3 + 4 + 5, rows: 15, otherGroups: 5 });
    const smallest = computeReport(many, { groupBy: 'gruppe', measure: 'min', value: 'tall' });
    expect(smallest.rows[100]).toMatchObject({ group: 'Andre', value: 0, otherGroups: 5 });

    const months = ['dato'];
    for (let m = 0; m < 110; m += 1) months.push(`${2000 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-15`);
    const byMonth = computeReport(parsed(parseDatasetCsv(months.join('\n'))), { groupBy: 'dato', measure: 'count', value: null });
    expect(byMonth.rows[0].group).toBe('2000-11');
    expect(byMonth.rows[99].group).toBe('2009-02');
    expect(byMonth.rows[100]).toEqual({ group: 'Andre', value: 10, rows: 10, otherGroups: 10 });
  });

  it('checks the parameters against the columns', () => {
    const { columns } = dataset;
    expect(checkReportQuery(columns, { groupBy: 'Region' })).toEqual({ ok: true, query: { groupBy: 'Region', measure: 'count', value: null } });
    expect(checkReportQuery(columns, { groupBy: 'Dato', measure: 'avg', value: 'Beløp' })).toEqual({
      ok: true,
      query: { groupBy: 'Dato', measure: 'avg', value: 'Beløp' },
    });
    const message = (query: object) => {
      const checked = checkReportQuery(columns, query);
      return checked.ok ? null : checked.message;
    };
    expect(message({})).toBe(M.groupByMissing);
    expect(message({ groupBy: 'Fylke' })).toBe('Datasettet har ingen kolonne «Fylke»');
    expect(message({ groupBy: 'Beløp' })).toBe(M.groupByNumber('Beløp'));
    expect(message({ groupBy: 'Region', measure: 'median' })).toBe(M.unknownMeasure);
    expect(message({ groupBy: 'Region', measure: 'sum' })).toBe(M.valueMissing);
    expect(message({ groupBy: 'Region', measure: 'sum', value: 'Kunde' })).toBe('Kolonnen «Kunde» er ikke en tallkolonne');
    expect(message({ groupBy: 'Region', measure: 'sum', value: 'Pris' })).toBe('Datasettet har ingen kolonne «Pris»');
  });
});

describe('export helpers', () => {
  it('makes a file name of letters, digits and dashes', () => {
    expect(datasetExportFileName('Salg 2026 (Q1).csv', 'csv', false)).toBe('salg-2026-q1.csv');
    expect(datasetExportFileName('Bøker på lager.CSV', 'xlsx', true)).toBe('boker-pa-lager-rapport.xlsx');
    expect(datasetExportFileName('"; rm -rf.csv', 'csv', false)).toBe('rm-rf.csv');
    expect(datasetExportFileName('.csv', 'csv', false)).toBe('datasett.csv');
  });

  it('writes a report as a table with the measure named in the header and the empty and other groups named', () => {
    const table = reportTable({
      groupBy: 'Region',
      measure: 'sum',
      value: 'Beløp',
      groupKind: 'text',
      groupCount: 4,
      rows: [
        { group: 'Oslo', value: 10, rows: 2 },
        { group: null, value: null, rows: 1 },
        { group: 'Andre', value: 3, rows: 2, otherGroups: 2 },
      ],
    });
    expect(table).toEqual({
      header: ['Region', 'Sum av Beløp', 'Antall'],
      rows: [
        ['Oslo', 10, 2],
        ['(tom)', null, 1],
        ['Andre (2 grupper)', 3, 2],
      ],
    });
    const counted = reportTable({ groupBy: 'Antall', measure: 'count', value: null, groupKind: 'text', groupCount: 1, rows: [] });
    expect(counted.header).toEqual(['Antall', 'Antall (2)']);
  });
});
