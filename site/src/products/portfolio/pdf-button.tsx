import { Alert, Button, Flex } from 'antd';
import type { RebalanceSettings } from '@platform/shared';
import { ApiError } from '../../api/http';
import { usePdfExport } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';

/** 'Eksporter PDF': the server lays out the plan of these settings and the browser saves it. */
export function PdfButton({ settings }: { settings: RebalanceSettings }) {
  const texts = usePortfolioTexts().rebalance;
  const pdf = usePdfExport();
  return (
    <Flex vertical gap={8}>
      <Button onClick={() => pdf.mutate(settings)} loading={pdf.isPending}>
        {texts.exportPdf}
      </Button>
      {pdf.isError && (
        <Alert type="error" showIcon message={pdf.error instanceof ApiError && pdf.error.message ? pdf.error.message : texts.pdfFailed} />
      )}
      {pdf.isSuccess && <Alert type="success" showIcon message={texts.pdfDone} />}
    </Flex>
  );
}
