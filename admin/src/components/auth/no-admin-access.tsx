import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Flex, Result, Space } from 'antd';
import { SITE_ROOT } from '../../config/constants';
import type { AdminIdentity } from '../../providers/auth-provider';

export const NO_ACCESS_TEXTS = {
  title: 'The admin area is for administrators',
  signedInAs: (email: string, level: number) =>
    `You are signed in as ${email}, with access level ${level}. The admin area needs access level 5; ask an administrator if you should have it.`,
  toSite: 'Go to the front page',
  switchUser: 'Sign in as someone else',
} as const;

/** Shown to a signed-in user below admin level, instead of sending them away without a word. */
export function NoAdminAccess() {
  const { data: user } = useGetIdentity<AdminIdentity>();
  const { mutate: logout } = useLogout();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status="403"
        title={NO_ACCESS_TEXTS.title}
        subTitle={user ? NO_ACCESS_TEXTS.signedInAs(user.email, user.accessLevel) : undefined}
        extra={
          <Space wrap>
            {/* The site is outside this SPA: a plain link. */}
            <Button type="primary" href={SITE_ROOT}>
              {NO_ACCESS_TEXTS.toSite}
            </Button>
            <Button onClick={() => logout()}>{NO_ACCESS_TEXTS.switchUser}</Button>
          </Space>
        }
      />
    </Flex>
  );
}
