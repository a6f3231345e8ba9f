import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Progress, Space, Tabs, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_MESSAGES,
  detectImportFormat,
  formatFromFileName,
  parseIdeaImport,
  readImportRecords,
  type ConflictAction,
  type ImportConflict,
  type ImportFormat,
  type ImportPolicy,
} from '@platform/shared';
import { readFileText } from '../../../../utils/read-file-text';
import { serverMessage } from '../../../../utils/server-message';
import { ConflictsDialog } from './conflicts-dialog';
import { useStagedImport, type ImportResult } from './import-api';
import { ImportPreview } from './import-preview';

type Source = 'file' | 'paste';
type Step = 'edit' | 'checking' | 'conflicts' | 'importing' | 'done';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** After an import that wrote something: refresh the list and the stats. */
  onImported: () => void;
}

const PASTE_EXAMPLE = `title,status,priority,company,type,tags
Tender monitor for consultancies,draft,high,approach,product,"anbud;ai"`;

/**
 * Import Ideas: a file or pasted text is parsed here for the preview, then sent to the server in parts (with
 * progress), which is asked twice: a dry run for conflicts (settled in the conflicts dialog), then the real,
 * all-or-nothing import.
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const staging = useStagedImport();
  const staged = useRef<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [pasted, setPasted] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [conflicts, setConflicts] = useState<ImportConflict[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const input: { format: ImportFormat; content: string } | null = useMemo(() => {
    if (source === 'file') return file ? { format: formatFromFileName(file.name), content: file.content } : null;
    return pasted.trim() ? { format: detectImportFormat(pasted), content: pasted } : null;
  }, [source, file, pasted]);
  const parsed = useMemo(() => (input ? parseIdeaImport(input.content, input.format) : null), [input]);
  const count = parsed?.ok ? parsed.items.length : 0;
  const running = step === 'checking' || step === 'importing';

  // A staged import that will not be applied is dropped at once (the server would drop it within a day).
  const dropStaged = () => {
    if (staged.current) void staging.drop(staged.current);
    staged.current = null;
  };
  const reset = () => {
    dropStaged();
    setProgress(null);
    setFile(null);
    setPasted('');
    setStep('edit');
    setConflicts([]);
    setError(null);
    setResult(null);
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  const runImport = async (policy: ImportPolicy, decisions: Record<number, ConflictAction>) => {
    if (!staged.current) return;
    setStep('importing');
    try {
      const answer = await staging.apply(staged.current, { policy, decisions, dryRun: false });
      staged.current = null; // applied: the server has dropped it
      if (answer.failed > 0) console.error('Idea import: some ideas failed', answer.errors ?? []);
      setResult(answer);
      setStep('done');
      onImported();
    } catch (e) {
      setError(serverMessage(e, 'Import failed'));
      setStep('edit');
    }
  };

  const start = async () => {
    if (!input || count === 0) return;
    const source = readImportRecords(input.content, input.format);
    if (!source.ok) return;
    setError(null);
    setStep('checking');
    dropStaged();
    setProgress({ sent: 0, total: source.records.length });
    try {
      staged.current = await staging.stage(source.records, (sent) => setProgress({ sent, total: source.records.length }));
      const dryRun = await staging.apply(staged.current, { policy: 'ask', decisions: {}, dryRun: true });
      if (dryRun.conflicts.length > 0) {
        setConflicts(dryRun.conflicts);
        setStep('conflicts');
      } else {
        await runImport('ask', {});
      }
    } catch (e) {
      dropStaged();
      setError(serverMessage(e, 'Import failed'));
      setStep('edit');
    }
  };

  const footer =
    step === 'done'
      ? [
          <Button key="more" onClick={reset}>
            Import more
          </Button>,
          <Button key="close" type="primary" onClick={close}>
            Close
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close} disabled={running}>
            Cancel
          </Button>,
          <Button key="import" type="primary" onClick={start} loading={running} disabled={count === 0 || running}>
            {running ? IMPORT_MESSAGES.importing : IMPORT_MESSAGES.importButton(count)}
          </Button>,
        ];

  return (
    <>
      <Modal open={open} title="Import Ideas" width={720} onCancel={close} footer={footer} maskClosable={!running} destroyOnHidden>
        {step === 'done' && result ? (
          <ImportSummary result={result} />
        ) : (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Tabs
              activeKey={source}
              onChange={(key) => setSource(key as Source)}
              items={[
                {
                  key: 'file',
                  label: 'File Upload',
                  children: (
                    <Upload.Dragger
                      accept=".json,.csv"
                      multiple={false}
                      showUploadList={false}
                      disabled={running}
                      beforeUpload={(chosen) => {
                        readFileText(chosen).then(
                          (content) => {
                            setError(null);
                            setFile({ name: chosen.name, content });
                          },
                          () => setError('The file could not be read.'),
                        );
                        // Read in the browser; nothing is uploaded.
                        return false;
                      }}
                    >
                      <p className="ant-upload-drag-icon">
                        <InboxOutlined />
                      </p>
                      <p className="ant-upload-text">{file ? file.name : 'Click or drag a JSON or CSV file here'}</p>
                      <p className="ant-upload-hint">A JSON array of ideas, or CSV with a header row. Each idea needs a title and a status or priority.</p>
                    </Upload.Dragger>
                  ),
                },
                {
                  key: 'paste',
                  label: 'Paste Content',
                  children: (
                    <Input.TextArea
                      aria-label="Content to import"
                      value={pasted}
                      onChange={(event) => setPasted(event.target.value)}
                      rows={8}
                      disabled={running}
                      placeholder={`Paste a JSON array or CSV, e.g.\n${PASTE_EXAMPLE}`}
                      style={{ fontFamily: 'monospace' }}
                    />
                  ),
                },
              ]}
            />
            <ImportPreview parsed={parsed} />
            {running && progress && (
              <div>
                <Typography.Text type="secondary">
                  {progress.sent < progress.total
                    ? `Sending ${progress.sent.toLocaleString('nb-NO')} of ${progress.total.toLocaleString('nb-NO')} records…`
                    : step === 'checking'
                      ? 'Checking for conflicts…'
                      : 'Importing…'}
                </Typography.Text>
                <Progress percent={Math.floor((progress.sent / Math.max(1, progress.total)) * 100)} status="active" aria-label="Import progress" />
              </div>
            )}
            {error && <Alert type="error" showIcon message={error} />}
          </Space>
        )}
      </Modal>
      <ConflictsDialog
        open={step === 'conflicts'}
        conflicts={conflicts}
        onCancel={() => {
          dropStaged();
          setStep('edit');
        }}
        onConfirm={(policy, decisions) => void runImport(policy, decisions)}
      />
    </>
  );
}

function ImportSummary({ result }: { result: ImportResult }) {
  return (
    <Alert
      type={result.failed > 0 ? 'warning' : 'success'}
      showIcon
      message={IMPORT_MESSAGES.completed}
      description={
        <Space direction="vertical" size={0}>
          <Typography.Text>Imported: {result.imported}</Typography.Text>
          <Typography.Text>Failed: {result.failed}</Typography.Text>
          <Typography.Text>Skipped: {result.skipped}</Typography.Text>
          {result.failed > 0 && <Typography.Text type="secondary">Check the console for details</Typography.Text>}
        </Space>
      }
    />
  );
}
