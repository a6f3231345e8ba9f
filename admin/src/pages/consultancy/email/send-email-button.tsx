import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { MAIL_TEXTS } from './mail-labels';
import { SendEmailDialog, type SendEmailDialogProps } from './send-email-dialog';

interface SendEmailButtonProps extends Omit<SendEmailDialogProps, 'open' | 'onClose'> {
  /** Why there is nothing to send to, shown on the disabled button when the record has no e-mail. */
  noEmail: string;
}

/** 'Send e-post' on a record's page, opening the e-mail dialog; disabled, saying why, without an address. */
export function SendEmailButton({ noEmail, ...dialog }: SendEmailButtonProps) {
  const [open, setOpen] = useState(false);
  const missing = !dialog.recipient.email;
  return (
    <>
      {/* A disabled button gets no pointer events: the tooltip listens on a wrapper. */}
      <Tooltip title={missing ? noEmail : undefined}>
        <span style={{ display: 'inline-block' }}>
          <Button icon={<MailOutlined />} disabled={missing} onClick={() => setOpen(true)}>
            {MAIL_TEXTS.sendEmail}
          </Button>
        </span>
      </Tooltip>
      <SendEmailDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
