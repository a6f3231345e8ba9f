import { API_REGISTRY_MESSAGES, parseApiImport } from '@platform/shared';
import type { Command } from 'commander';
import { importInParts, type ImportKind } from './import-in-parts';

/** The import dialog's file checks and messages; the server imports each API in a transaction of its own. */
const APIS_IMPORT: ImportKind = {
  path: '/api/admin/apis/import',
  key: 'apis',
  noun: 'APIs',
  parse(text) {
    const parsed = parseApiImport(text);
    return parsed.ok ? { ok: true, items: parsed.apis } : parsed;
  },
  completed: API_REGISTRY_MESSAGES.importCompleted,
};

export const importApisCommand = (file: string, command: Command) => importInParts(APIS_IMPORT, file, command);
