import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { parseApiImport, type ApiImportResult } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useImportApis } from '../hooks/use-api-writes';
import { API_TEXTS } from '../labels';

/** The paste box's height (the spec's 15 rows). */
const IMPORT_ROWS = 15;

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import APIs: pasted JSON with an `apis` array. The text is checked here for the spec's two messages before it is
 * sent; the server imports each API on its own and says which failed and why.
 */
export function ImportDialog({ open, onClose }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ApiImportResult | null>(null);
  const { importApis, importing } = useImportApis();

  const close = () => {
    if (importing) return;
    setText('');
    setProblem(null);
    setResult(null);
    onClose();
  };

  const run = async () => {
    setResult(null);
    const parsed = parseApiImport(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    try {
      setResult(await importApis(parsed.apis));
    } catch (error) {
      setProblem(serverMessage(error, API_TEXTS.importFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={API_TEXTS.importTitle}
      onCancel={close}
      maskClosable={!importing}
      width={720}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close} disabled={importing}>
            {result ? API_TEXTS.close : API_TEXTS.cancel}
          </Button>
          <Button type="primary" onClick={() => void run()} loading={importing} disabled={!text.trim()}>
            {API_TEXTS.import}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{API_TEXTS.importHint}</Typography.Paragraph>
      <Input.TextArea
        aria-label={API_TEXTS.importBox}
        rows={IMPORT_ROWS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        placeholder={'{\n  "apis": [\n    { "name": "user-service", "display_name": "User Service" }\n  ]\n}'}
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
