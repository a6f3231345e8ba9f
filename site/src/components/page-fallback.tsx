import { Spin } from 'antd';
import { useTitlePending } from '../visit-tracking/page-title';

/** Shown while a lazily loaded page, or the data a page is named after, arrives. */
export function PageFallback() {
  useTitlePending();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" />
    </div>
  );
}
