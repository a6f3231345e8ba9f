import { Alert, App, Button, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { serverMessage } from '../../../utils/server-message';
import { copyText } from '../../../utils/clipboard';
import { useCalendarLink } from './use-project-events';

/** The project's iCalendar feed (.ics) behind a secret link, to subscribe to from a calendar app. */
export function SubscribeDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const calendar = useCalendarLink(projectId, open);

  const copy = async () => {
    try {
      await copyText(calendar.link ?? '');
      message.success('Link copied');
    } catch {
      message.error('Could not copy the link: select it and copy it yourself.');
    }
  };

  const rotate = () =>
    modal.confirm({
      title: 'Make a new link?',
      content: 'The old link stops working: calendars subscribed with it get no more updates until they subscribe again.',
      okText: 'New link',
      cancelText: 'Cancel',
      onOk: () =>
        calendar.rotate().catch((error) => {
          message.error(serverMessage(error, 'Failed to make a new link'));
        }),
    });

  return (
    <Modal
      open={open}
      title="Subscribe to the project's calendar"
      onCancel={onClose}
      footer={[
        <Button key="rotate" icon={<ReloadOutlined />} onClick={rotate} disabled={!calendar.link} loading={calendar.rotating}>
          New link
        </Button>,
        <Button key="copy" type="primary" icon={<CopyOutlined />} onClick={() => void copy()} disabled={!calendar.link}>
          Copy
        </Button>,
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>
          Add this link to your calendar app (as a subscribed or internet calendar) to see the project&apos;s events there. Anyone with the link can
          read the events: keep it to yourself.
        </Typography.Paragraph>
        {calendar.error ? (
          <Alert type="error" showIcon role="alert" message={serverMessage(calendar.error, 'Failed to load the calendar link')} />
        ) : calendar.loading ? (
          <Skeleton.Input active block />
        ) : (
          <Input readOnly aria-label="Calendar link" value={calendar.link ?? ''} onFocus={(event) => event.target.select()} />
        )}
      </Space>
    </Modal>
  );
}
