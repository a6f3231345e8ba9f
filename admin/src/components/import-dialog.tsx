import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { serverMessage } from '../utils/server-message';

/** The paste box's height (the spec's 15 rows). */
const IMPORT_ROWS = 15;

/** The pasted text, checked before it is sent: its items, or the spec's message for what is wrong with it. */
export type ParsedImport = { ok: true; items: unknown[] } | { ok: false; message: string };

/** A shared parser whose answer names its items (`apis`, `projects`), as one that answers a ParsedImport. */
export const parsedItems =
  <K extends string>(parse: (text: string) => ({ ok: true } & Record<K, unknown[]>) | { ok: false; message: string }, key: K) =>
  (text: string): ParsedImport => {
    const parsed = parse(text);
    return parsed.ok ? { ok: true, items: parsed[key] } : parsed;
  };

/** The server's answer: it imports each item on its own and says which failed and why. */
export interface ImportOutcome {
  failed: number;
  /** One line per failed item. */
  errors: string[];
  message: string;
}

/** The page's texts (its labels object): importHint above the paste box, importBox its accessible name. */
export type ImportTexts = Record<'importTitle' | 'importHint' | 'importBox' | 'importFailed' | 'import' | 'cancel' | 'close', string>;

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  texts: ImportTexts;
  /** An example of what to paste. */
  placeholder: string;
  parse: (text: string) => ParsedImport;
  /** The import call; `importing` while it runs (the dialog stays open). */
  importItems: (items: unknown[]) => Promise<ImportOutcome>;
  importing: boolean;
}

/** Import pasted JSON: the text is checked here before it is sent, and the server's answer shown with each failure. */
export function ImportDialog({ open, onClose, texts, placeholder, parse, importItems, importing }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportOutcome | null>(null);

  const close = () => {
    if (importing) return;
    setText('');
    setProblem(null);
    setResult(null);
    onClose();
  };

  const run = async () => {
    setResult(null);
    const parsed = parse(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    try {
      setResult(await importItems(parsed.items));
    } catch (error) {
      setProblem(serverMessage(error, texts.importFailed));
    }
  };

  return (
    <Modal
      open={open}
      title={texts.importTitle}
      onCancel={close}
      maskClosable={!importing}
      width={720}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close} disabled={importing}>
            {result ? texts.close : texts.cancel}
          </Button>
          <Button type="primary" onClick={() => void run()} loading={importing} disabled={!text.trim()}>
            {texts.import}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{texts.importHint}</Typography.Paragraph>
      <Input.TextArea
        aria-label={texts.importBox}
        rows={IMPORT_ROWS}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        placeholder={placeholder}
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
