import { parseApiImport } from '@platform/shared';
import { ImportDialog as JsonImportDialog, parsedItems } from '../../../components/import-dialog';
import { useImportApis } from '../hooks/use-api-writes';
import { API_TEXTS } from '../labels';

const PLACEHOLDER = '{\n  "apis": [\n    { "name": "user-service", "display_name": "User Service" }\n  ]\n}';
const parse = parsedItems(parseApiImport, 'apis');

/** Import APIs: pasted JSON with an `apis` array, as the export writes it. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { importApis, importing } = useImportApis();
  return (
    <JsonImportDialog
      open={open}
      onClose={onClose}
      texts={API_TEXTS}
      placeholder={PLACEHOLDER}
      parse={parse}
      importItems={importApis}
      importing={importing}
    />
  );
}
