import {
  IMPORT_MESSAGES,
  countImportItems,
  importItemsFromRecords,
  detectImportFormat,
  formatFromFileName,
  parseIdeaImport,
  validateImportItem,
  type ImportItem,
} from './index';

function items(content: string, format: string): ImportItem[] {
  const result = parseIdeaImport(content, format);
  if (!result.ok) throw new Error(result.message);
  return result.items;
}

const DEFAULTS = { status: 'draft', priority: 'medium', company: 'approach', idea_type: 'product', personal_enthusiasm: 5 };

describe('import messages', () => {
  it('are the spec\'s texts', () => {
    expect(IMPORT_MESSAGES.unsupportedFormat).toBe('Unsupported format. Only JSON and CSV are supported.');
    expect(IMPORT_MESSAGES.csvNeedsRows).toBe('CSV file must have headers and at least one data row.');
    expect(IMPORT_MESSAGES.expectedArray).toBe('Invalid format. Expected an array of ideas.');
    expect(IMPORT_MESSAGES.noValidIdeas).toBe('No valid ideas found. Each idea must have at least a title.');
    expect(IMPORT_MESSAGES.parseFailed).toBe('Failed to parse content. Please check the format.');
    expect(IMPORT_MESSAGES.found(3)).toBe('Found 3 valid idea(s) to import');
    expect(IMPORT_MESSAGES.importButton(3)).toBe('Import 3 Ideas');
    expect(IMPORT_MESSAGES.importing).toBe('Importing...');
    expect(IMPORT_MESSAGES.completed).toBe('Import completed!');
  });
});

describe('the import format', () => {
  it('is CSV for a file name ending .csv, in any case, and JSON otherwise', () => {
    expect(['ideer.csv', 'IDEER.CSV', 'a.Csv'].map(formatFromFileName)).toEqual(['csv', 'csv', 'csv']);
    expect(['ideer.json', 'ideer.txt', 'csv', 'ideer.csv.json'].map(formatFromFileName)).toEqual(['json', 'json', 'json', 'json']);
  });

  it('is detected from the content: [ or { first means JSON, anything else CSV', () => {
    expect(detectImportFormat('  \n[{"title":"A"}]')).toBe('json');
    expect(detectImportFormat('\uFEFF{"title":"A"}')).toBe('json');
    expect(detectImportFormat('title,status\nA,draft')).toBe('csv');
  });

  it('must be JSON or CSV', () => {
    expect(parseIdeaImport('[]', 'xml')).toEqual({ ok: false, message: IMPORT_MESSAGES.unsupportedFormat });
    expect(items('[{"title":"A","status":"draft"}]', ' JSON ')).toHaveLength(1);
  });
});

describe('a JSON import', () => {
  it('fails to parse broken JSON', () => {
    expect(parseIdeaImport('[{"title":', 'json')).toEqual({ ok: false, message: IMPORT_MESSAGES.parseFailed });
  });

  it('expects an array of ideas', () => {
    expect(parseIdeaImport('{"title":"A","status":"draft"}', 'json')).toEqual({ ok: false, message: IMPORT_MESSAGES.expectedArray });
  });

  it('keeps only items with a title and a status or priority', () => {
    const content = JSON.stringify([
      { title: 'Med status', status: 'research' },
      { title: 'Med prioritet', priority: 'high' },
      { title: 'Uten noen av dem' },
      { title: '   ', status: 'draft' },
      { title: 42, status: 'draft' },
      { status: 'draft' },
      'just text',
      null,
      [{ title: 'nested', status: 'draft' }],
    ]);
    expect(items(content, 'json').map((i) => [i.index, i.data.title])).toEqual([[0, 'Med status'], [1, 'Med prioritet']]);
  });

  it('finds no valid ideas in an array without any', () => {
    expect(parseIdeaImport('[{"title":"A"}]', 'json')).toEqual({ ok: false, message: IMPORT_MESSAGES.noValidIdeas });
    expect(parseIdeaImport('[]', 'json')).toEqual({ ok: false, message: IMPORT_MESSAGES.noValidIdeas });
  });

  it('trims the title and fills the defaults: status draft, priority medium, company approach, type product, enthusiasm 5', () => {
    expect(items('[{"title":"  Ærlig idé  ","priority":"low"}]', 'json')[0].data).toEqual({ ...DEFAULTS, title: 'Ærlig idé', priority: 'low' });
    expect(items('[{"title":"A","status":"new","company":null,"personal_enthusiasm":""}]', 'json')[0].data).toEqual({ ...DEFAULTS, title: 'A', status: 'new' });
  });

  it('accepts type as the idea type', () => {
    expect(items('[{"title":"A","status":"draft","type":"feature"}]', 'json')[0].data.idea_type).toBe('feature');
    expect(items('[{"title":"A","status":"draft","type":"feature","idea_type":"note"}]', 'json')[0].data.idea_type).toBe('note');
  });

  it('keeps the id aside for conflict detection and drops counters, dates and unknown fields', () => {
    const [item] = items(
      '[{"id":7,"title":"A","status":"draft","comment_count":3,"created_at":"2025-01-01","updated_at":"2025-01-02","accessLevel":9,"__proto__":{"x":1}}]',
      'json',
    );
    expect(item).toEqual({ index: 0, id: 7, data: { ...DEFAULTS, title: 'A' } });
    expect(items('[{"id":"12","title":"A","status":"draft"},{"id":-1,"title":"B","status":"draft"}]', 'json').map((i) => i.id)).toEqual([12, undefined]);
  });

  it('takes lists as arrays, or as text holding a JSON array or ;-separated items', () => {
    const [item] = items(
      JSON.stringify([{ title: 'A', status: 'draft', tags: ['x', 'y'], features: 'én; to ;', required_data_sources: '["SSB","Kartverket"]', synergy_with_ideas: '3;4' }]),
      'json',
    );
    expect(item.data).toMatchObject({ tags: ['x', 'y'], features: ['én', 'to'], required_data_sources: ['SSB', 'Kartverket'], synergy_with_ideas: [3, 4] });
  });

  it('reads a BOM-prefixed file', () => {
    expect(items('\uFEFF[{"title":"A","status":"draft"}]', 'json')).toHaveLength(1);
  });
});

describe('a CSV import', () => {
  it('needs a header row and at least one data row', () => {
    for (const content of ['', '\n\n', 'title,status', 'title,status\n\n']) {
      expect(parseIdeaImport(content, 'csv')).toEqual({ ok: false, message: IMPORT_MESSAGES.csvNeedsRows });
    }
  });

  it('fails to parse a CSV with a broken quote or misplaced cells', () => {
    expect(parseIdeaImport('title,status\n"A,draft\n', 'csv')).toEqual({ ok: false, message: IMPORT_MESSAGES.parseFailed });
    expect(parseIdeaImport('title,status\nA,draft,high\n', 'csv')).toEqual({ ok: false, message: IMPORT_MESSAGES.parseFailed });
  });

  it('keeps rows with a title and a status or priority, with the defaults', () => {
    const csv = 'title,status,priority,type\nA,,high,note\nB,,,\n"  C  ",research,,\n';
    expect(items(csv, 'csv')).toEqual([
      { index: 0, data: { ...DEFAULTS, title: 'A', priority: 'high', idea_type: 'note' } },
      { index: 1, data: { ...DEFAULTS, title: 'C', status: 'research' } },
    ]);
  });

  it('drops empty cells, turns number columns into numbers and leaves other texts as written', () => {
    const csv = 'id,title,status,rank,score,personal_enthusiasm,strategic_fit_score,linked_product_id,description\n5,A,draft,3,7.5,8,9,0042,\n';
    expect(items(csv, 'csv')[0]).toEqual({
      index: 0,
      id: 5,
      data: { ...DEFAULTS, title: 'A', rank: 3, score: 7.5, personal_enthusiasm: 8, strategic_fit_score: 9, linked_product_id: '0042' },
    });
  });

  it('leaves a number cell that is not a number as text, so validation names the field', () => {
    const [item] = items('title,status,score\nA,draft,ti\n', 'csv');
    expect(item.data.score).toBe('ti');
    expect(validateImportItem(item)).toEqual({ ok: false, message: 'score must be a number.' });
  });

  it('reads list cells as JSON arrays or ;-separated text', () => {
    const csv = 'title,status,tags,features,synergy_with_ideas\nA,draft,"[""a;b"",""c""]",én; to,"[1,2]"\nB,draft,[ikke json,2;3\n';
    const [a, b] = items(csv, 'csv');
    expect(a.data).toMatchObject({ tags: ['a;b', 'c'], features: ['én', 'to'], synergy_with_ideas: [1, 2] });
    expect(b.data).toMatchObject({ tags: ['[ikke json'], features: ['2', '3'] });
  });

  it('removes the quote that escapes a formula, so exports round-trip', () => {
    const csv = `title,status,description,reason,background\n"'=SUM(A1)",draft,'+47 400 00 000,'hei,"'\tx"\n`;
    expect(items(csv, 'csv')[0].data).toMatchObject({ title: '=SUM(A1)', description: '+47 400 00 000', reason: "'hei", background: '\tx' });
  });

  it('reads Norwegian letters, commas, quotes and line breaks in cells', () => {
    const csv = 'title,status,description\n"Æøå, ""sitat""",draft,"linje 1\r\nlinje 2"\n';
    expect(items(csv, 'csv')[0].data).toMatchObject({ title: 'Æøå, "sitat"', description: 'linje 1\r\nlinje 2' });
  });
});

describe('an import item is checked as a new idea', () => {
  it('passes with the create defaults filled', () => {
    const [item] = items('[{"title":"A","status":"draft","tags":["x"]}]', 'json');
    expect(validateImportItem(item)).toEqual({
      ok: true,
      value: { ...DEFAULTS, title: 'A', tags: ['x'], rank: 999, business_model: 'b2c' },
    });
  });

  it('fails with every message joined into one', () => {
    const [item] = items('[{"title":"A","status":"done","rank":0}]', 'json');
    expect(validateImportItem(item)).toEqual({
      ok: false,
      message: 'status must be one of: new, draft, research, validation, development, launched, archived. rank must be a whole number from 1 to 999.',
    });
  });

  it('counts the records an import keeps as parseIdeaImport does', () => {
    const records = [{ title: 'a', status: 'draft' }, { title: ' ', status: 'draft' }, { title: 'b' }, { title: 'c', priority: 'low' }, 'text', null];
    expect(countImportItems(records)).toBe(2);
    expect(countImportItems(records)).toBe(importItemsFromRecords(records).length);
  });
});
