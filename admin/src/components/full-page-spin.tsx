import { Flex, Spin } from 'antd';

/** Centred spinner for whole-screen waits (auth decision, page chunks loading). */
export function FullPageSpin({ height = '100vh' }: { height?: string | number }) {
  return (
    <Flex align="center" justify="center" style={{ height, width: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}
