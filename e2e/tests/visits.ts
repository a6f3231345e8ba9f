import path from 'node:path';
import Database from 'better-sqlite3';

const port = process.env.E2E_PORT ?? '1338';
const dbFile = path.join(__dirname, '..', '..', 'cms', '.tmp', `e2e-${port}.db`);

export interface RecordedVisit {
  page: string;
  title: string | null;
  browser: string | null;
  os: string | null;
  device: string | null;
  user_id: number | null;
}

/** The page views the platform recorded for a path, oldest first, read from its database as the analytics will read them. */
export function visitsTo(page: string): RecordedVisit[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT page, title, browser, os, device, user_id FROM page_visits WHERE page = ? ORDER BY id').all(page) as RecordedVisit[];
  } finally {
    db.close();
  }
}
