import Database from 'better-sqlite3';
import { cacheStatements } from '../src/sqlite-statement-cache';

function database() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)');
  cacheStatements(db, 2);
  return db;
}

describe('SQLite statement cache', () => {
  it('hands back the prepared statement for SQL it has seen, with fresh bindings each run', () => {
    const db = database();
    const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
    expect(db.prepare('INSERT INTO items (name) VALUES (?)')).toBe(insert);
    insert.run('one');
    db.prepare('INSERT INTO items (name) VALUES (?)').run('two');
    expect(db.prepare('SELECT name FROM items WHERE id = ?').all(2)).toEqual([{ name: 'two' }]);
    expect(db.prepare('SELECT name FROM items WHERE id = ?').all(1)).toEqual([{ name: 'one' }]);
  });

  it('keeps at most the limit, dropping the least recently used', () => {
    const db = database();
    const a = db.prepare('SELECT 1');
    const b = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(a); // now b is the least recently used
    db.prepare('SELECT 3');
    expect(db.prepare('SELECT 1')).toBe(a);
    expect(db.prepare('SELECT 2')).not.toBe(b);
  });

  it('does not keep long statements such as bulk inserts', () => {
    const db = database();
    const bulk = `INSERT INTO items (name) VALUES ${Array.from({ length: 500 }, () => '(?)').join(', ')}`;
    expect(db.prepare(bulk)).not.toBe(db.prepare(bulk));
  });

  it('answers with the current columns after the schema changes', () => {
    const db = database();
    db.prepare('INSERT INTO items (name) VALUES (?)').run('one');
    expect(db.prepare('SELECT * FROM items').all()).toEqual([{ id: 1, name: 'one' }]);
    db.exec("ALTER TABLE items ADD COLUMN colour TEXT DEFAULT 'red'");
    expect(db.prepare('SELECT * FROM items').all()).toEqual([{ id: 1, name: 'one', colour: 'red' }]);
  });
});
