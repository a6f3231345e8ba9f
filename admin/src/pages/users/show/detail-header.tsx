import { Button, Flex, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { adminUserName, type AdminUser } from '@platform/shared';
import { AccountStatusTag, EmailVerifiedTag, TestUserTag } from '../components/user-tags';
import { USERS_LIST_PATH, USER_TEXTS, accessLevelName } from '../labels';

/** Back to the list, the user's name and e-mail, and tags for status, type, level and e-mail. */
export function DetailHeader({ user }: { user: AdminUser }) {
  const navigate = useNavigate();
  const name = adminUserName(user);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => navigate(USERS_LIST_PATH)}>
          {USER_TEXTS.back}
        </Button>
      </div>
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography.Title>
        <Space size={4} wrap>
          <AccountStatusTag status={user.accountStatus} />
          <TestUserTag accountType={user.accountType} />
          <Tag color={user.isAdmin ? 'gold' : 'default'}>{`Nivå ${user.accessLevel} – ${accessLevelName(user.accessLevel)}`}</Tag>
          <EmailVerifiedTag verified={user.emailVerified} />
        </Space>
      </Flex>
      {name !== user.email && <Typography.Text type="secondary">{user.email}</Typography.Text>}
    </Flex>
  );
}
