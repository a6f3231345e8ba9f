import { Spin } from 'antd';

/** Shown while a lazily loaded page arrives. */
export function PageFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" />
    </div>
  );
}
