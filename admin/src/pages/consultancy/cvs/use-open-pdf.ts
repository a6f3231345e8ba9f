import { useApiUrl } from '@refinedev/core';
import { App } from 'antd';
import { fetchAttachment, saveBlob } from '../../../utils/download';
import { serverMessage } from '../../../utils/server-message';
import { CV_TEXTS } from './cv-labels';

/** How long the PDF's address lives: long enough for the new tab to load it. */
const BLOB_URL_MS = 60_000;

/**
 * Opens a PDF the API serves only with the bearer token. The tab opens at once, inside the click, so a pop-up
 * blocker lets it through; it is pointed at the fetched file when it arrives. Without a tab the file is saved.
 */
export function useOpenPdf() {
  const apiUrl = useApiUrl();
  const { message } = App.useApp();
  return async (pdfUrl: (apiUrl: string) => string, fileName: string) => {
    const tab = window.open('', '_blank');
    try {
      const { data, name } = await fetchAttachment(pdfUrl(apiUrl), fileName);
      if (!tab) return saveBlob(data, name);
      const address = URL.createObjectURL(data);
      tab.location.href = address;
      setTimeout(() => URL.revokeObjectURL(address), BLOB_URL_MS);
    } catch (error) {
      tab?.close();
      message.error(CV_TEXTS.pdfFailed(serverMessage(error, 'Prøv igjen.')));
    }
  };
}
