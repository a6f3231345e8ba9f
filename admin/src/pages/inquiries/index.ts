import { lazy } from 'react';

// The inquiries page is its own chunk, fetched the first time /inquiries is visited.
export const InquiryList = lazy(() => import('./list'));
