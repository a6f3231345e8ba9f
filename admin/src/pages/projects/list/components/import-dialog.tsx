import { parseProjectImport } from '@platform/shared';
import { ImportDialog as JsonImportDialog, parsedItems } from '../../../../components/import-dialog';
import { useImportProjects } from '../hooks/use-project-writes';
import { PROJECT_TEXTS } from '../../labels';

const PLACEHOLDER = '{\n  "projects": [\n    { "name": "customer-portal", "display_name": "Customer Portal" }\n  ]\n}';
const parse = parsedItems(parseProjectImport, 'projects');

/** Import projects: pasted JSON with a `projects` array, as the export writes it. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { importProjects, importing } = useImportProjects();
  return (
    <JsonImportDialog
      open={open}
      onClose={onClose}
      texts={PROJECT_TEXTS}
      placeholder={PLACEHOLDER}
      parse={parse}
      importItems={importProjects}
      importing={importing}
    />
  );
}
