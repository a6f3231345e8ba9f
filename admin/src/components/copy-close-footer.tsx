import { Button } from 'antd';
import { CopyOutlined } from '@ant-design/icons';

/** The footer of the dialogs that show an export as text: Copy (primary) and Close. */
export function copyCloseFooter(onCopy: () => void, onClose: () => void) {
  return [
    <Button key="copy" type="primary" icon={<CopyOutlined />} onClick={onCopy}>
      Copy
    </Button>,
    <Button key="close" onClick={onClose}>
      Close
    </Button>,
  ];
}
