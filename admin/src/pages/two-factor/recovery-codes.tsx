import { App, Alert, Button, Space, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { copyText } from '../../utils/clipboard';
import { downloadText } from '../../utils/download';

/** New recovery codes, shown this once: to copy, download or write down before going on. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email?: string }) {
  const { message } = App.useApp();
  const asText = `Recovery codes for ${email ?? 'your account'} (each works once):\n\n${codes.join('\n')}\n`;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        message="Save these recovery codes now"
        description="Each one signs you in once if you lose your phone. They are not shown again: keep them somewhere safe, away from your password."
      />
      <ul aria-label="Recovery codes" style={{ columns: 2, listStyle: 'none', padding: 0, margin: 0, fontFamily: 'monospace', fontSize: 16 }}>
        {codes.map((code) => (
          <li key={code} style={{ padding: '2px 0' }}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ul>
      <Space wrap>
        <Button
          icon={<CopyOutlined />}
          onClick={async () => {
            await copyText(asText);
            void message.success('Recovery codes copied.');
          }}
        >
          Copy
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => downloadText(asText, 'recovery-codes.txt')}>
          Download
        </Button>
      </Space>
    </Space>
  );
}
