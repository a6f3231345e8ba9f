import { useState } from 'react';
import { FileExcelOutlined, FilePdfOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { MARKET_PERIOD_DAYS, type MarketExportFormat } from '@platform/shared';
import { useLocale } from '../../i18n';
import { useAreaApi } from '../frame/area-api';
import { failureReason } from './market-failure';
import { useMarketTexts } from './market-texts';
import { SubscribeDialog } from './subscribe-dialog';

type Notice = { type: 'success' | 'warning' | 'error'; text: string };

/**
 * The bottom row: the page's figures (the same period and language) as a PDF or an Excel file made by the server, and
 * the e-mail subscription.
 */
export function MarketActions() {
  const texts = useMarketTexts();
  const locale = useLocale();
  const { download } = useAreaApi();
  const [pending, setPending] = useState<MarketExportFormat | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function save(format: MarketExportFormat) {
    setPending(format);
    setNotice(null);
    try {
      await download(
        `/api/market-intelligence/export?format=${format}&days=${MARKET_PERIOD_DAYS}&locale=${locale}`,
        `${texts.actions.fileName}.${format}`,
      );
    } catch (failure) {
      const reason = failureReason(failure, texts);
      setNotice({ type: 'error', text: reason ? `${texts.actions.downloadFailed}: ${reason}` : texts.actions.downloadFailed });
    } finally {
      setPending(null);
    }
  }

  return (
    <Flex vertical gap={12} style={{ marginTop: 24 }}>
      <Flex gap={12} wrap>
        <Button
          icon={<FilePdfOutlined aria-hidden />}
          loading={pending === 'pdf'}
          disabled={pending !== null && pending !== 'pdf'}
          onClick={() => save('pdf')}
        >
          {texts.actions.pdf}
        </Button>
        <Button
          icon={<FileExcelOutlined aria-hidden />}
          loading={pending === 'xlsx'}
          disabled={pending !== null && pending !== 'xlsx'}
          onClick={() => save('xlsx')}
        >
          {texts.actions.excel}
        </Button>
        <Button icon={<MailOutlined aria-hidden />} onClick={() => setSubscribing(true)}>
          {texts.actions.subscribe}
        </Button>
      </Flex>
      {notice && (
        <Alert
          type={notice.type}
          showIcon
          message={notice.text}
          role={notice.type === 'success' ? 'status' : 'alert'}
          closable
          onClose={() => setNotice(null)}
        />
      )}
      <SubscribeDialog
        open={subscribing}
        onClose={() => setSubscribing(false)}
        onSubscribed={({ message, mailSent }) => setNotice({ type: mailSent ? 'success' : 'warning', text: message })}
      />
    </Flex>
  );
}
