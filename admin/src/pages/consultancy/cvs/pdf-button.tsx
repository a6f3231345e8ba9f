import { useState } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { CV_TEXTS } from './cv-labels';
import { useOpenPdf } from './use-open-pdf';

interface PdfButtonProps extends Omit<ButtonProps, 'onClick'> {
  pdfUrl: (apiUrl: string) => string;
  fileName: string;
  /** A row's small icon button, named after its record; otherwise 'Åpne PDF' in words. */
  iconOf?: string;
}

/** Opens the CV's PDF in a new tab; busy while it is fetched. */
export function PdfButton({ pdfUrl, fileName, iconOf, ...props }: PdfButtonProps) {
  const openPdf = useOpenPdf();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await openPdf(pdfUrl, fileName);
    setBusy(false);
  };
  if (iconOf)
    return (
      <Tooltip title={CV_TEXTS.openPdf}>
        <Button size="small" icon={<FilePdfOutlined />} aria-label={`${CV_TEXTS.openPdf} ${iconOf}`} loading={busy} onClick={onClick} {...props} />
      </Tooltip>
    );
  return (
    <Button icon={<FilePdfOutlined />} loading={busy} onClick={onClick} {...props}>
      {CV_TEXTS.openPdf}
    </Button>
  );
}

/** A PDF's file name from a CV's name. */
export const pdfFileName = (name: string) =>
  `${
    name
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'cv'
  }.pdf`;
