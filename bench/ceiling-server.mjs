// The ceiling for the ideas list: the same page with the same fields, straight from a copy of the SQLite file over
// bare node:http and better-sqlite3, with no framework, no token check and no access-level lookup. The platform's
// own route is measured against it in the same run.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const Database = require('better-sqlite3');
const [dbFile, port, fieldList] = process.argv.slice(2);
const db = new Database(dbFile, { readonly: true });

// The fields the platform's answer has (given by the bench, comma-separated), from their columns (Strapi stores
// elevator_pitch_30s as elevator_pitch_30_s); list columns parsed from JSON, dates as ISO text.
const tableColumns = new Set(
  db
    .prepare('PRAGMA table_info(ideas)')
    .all()
    .map((c) => c.name),
);
const columnOf = (field) => (tableColumns.has(field) ? field : field.replace(/(\d+)/g, '_$1'));
const fields = fieldList.split(',');
const columns = fields.map((field) => (columnOf(field) === field ? field : `${columnOf(field)} AS ${field}`));
const jsonColumns = new Set(['tags', 'features', 'required_data_sources', 'synergy_with_ideas'].filter((c) => fields.includes(c)));
const dateColumns = new Set(['created_at', 'updated_at'].filter((c) => fields.includes(c)));
const statements = new Map();
const statementFor = (sortBy, order) => {
  const key = `${sortBy}:${order}`;
  if (!statements.has(key)) {
    statements.set(key, db.prepare(`SELECT ${columns.join(', ')} FROM ideas WHERE status = ? ORDER BY ${sortBy} ${order}, id ASC LIMIT ? OFFSET ?`));
  }
  return statements.get(key);
};
const count = db.prepare('SELECT COUNT(*) AS total FROM ideas WHERE status = ?');
const SORTABLE = new Set(['rank', 'created_at', 'title', 'score']);

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://ceiling');
    const sortBy = SORTABLE.has(url.searchParams.get('sortBy')) ? url.searchParams.get('sortBy') : 'rank';
    const order = url.searchParams.get('sortOrder') === 'desc' ? 'DESC' : 'ASC';
    const start = Number(url.searchParams.get('_start') ?? 0);
    const end = Number(url.searchParams.get('_end') ?? 20);
    const status = url.searchParams.get('status') ?? 'draft';
    const rows = statementFor(sortBy, order).all(status, end - start, start);
    for (const row of rows) {
      for (const column of jsonColumns) row[column] = row[column] ? JSON.parse(row[column]) : [];
      for (const column of dateColumns) if (row[column] != null) row[column] = new Date(row[column]).toISOString();
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-total-count': String(count.get(status).total) });
    res.end(JSON.stringify(rows));
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
