import { ApiError } from '../../api/http';
import type { MarketTexts } from './market-texts';

/** Why a call failed, as the user should read it: the server's own reason, or that it could not be reached. */
export function failureReason(error: unknown, texts: MarketTexts): string {
  if (error instanceof ApiError) return error.message || (error.status === 0 ? texts.network : `HTTP ${error.status}`);
  return error instanceof Error ? error.message : '';
}

/** "Kunne ikke laste data: {reason}". */
export function loadFailedText(error: unknown, texts: MarketTexts): string {
  const reason = failureReason(error, texts);
  return reason ? `${texts.loadFailed}: ${reason}` : texts.loadFailed;
}
