import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { parseProjectImport, type ProjectImportResult } from '@platform/shared';
import { serverMessage } from '../../../../utils/server-message';
import { useImportProjects } from '../hooks/use-project-writes';
import { PROJECT_TEXTS } from '../../labels';

/** The paste box's height (as the APIs import's). */
const IMPORT_ROWS = 15;

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import projects: pasted JSON with a `projects` array. The text is checked here for the spec's two messages before
 * it is sent; the server imports each project on its own and says which failed and why.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ProjectImportResult | null>(null);
  const { importProjects, importing } = useImportProjects();

  const close = () => {
    if (importing) return;
    setText('');
    setProblem(null);
    setResult(null);
    onClose();
  };

  const run = async () => {
    setResult(null);
    const parsed = parseProjectImport(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    try {
      setResult(await importProjects(parsed.projects));
    } catch (error) {
      setProblem(serverMessage(error, PROJECT_TEXTS.importFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={PROJECT_TEXTS.importTitle}
      onCancel={close}
      maskClosable={!importing}
      width={720}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close} disabled={importing}>
            {result ? PROJECT_TEXTS.close : PROJECT_TEXTS.cancel}
          </Button>
          <Button type="primary" onClick={() => void run()} loading={importing} disabled={!text.trim()}>
            {PROJECT_TEXTS.import}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{PROJECT_TEXTS.importHint}</Typography.Paragraph>
      <Input.TextArea
        aria-label={PROJECT_TEXTS.importBox}
        rows={IMPORT_ROWS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        placeholder={'{\n  "projects": [\n    { "name": "customer-portal", "display_name": "Customer Portal" }\n  ]\n}'}
        style={{ fontFamily: 'monospace' }}
        spellCheck={false}
      />
      {problem && <Alert type="error" showIcon role="alert" style={{ marginTop: 16 }} message={problem} />}
      {result && (
        <Alert
          type={result.failed > 0 ? 'warning' : 'success'}
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          message={result.message}
          description={
            result.errors.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {result.errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}
