import type { ResourceProps } from '@refinedev/core';
import { BulbOutlined, FileSearchOutlined } from '@ant-design/icons';

/** The admin app's resources: each gives a sider entry and the routes Refine's buttons and hooks link to. */
export const resources: ResourceProps[] = [
  {
    name: 'ideas',
    list: '/ideas',
    create: '/ideas/new',
    show: '/ideas/:id',
    meta: { label: 'Ideas', icon: <BulbOutlined /> },
  },
  {
    name: 'logs',
    list: '/logs',
    meta: { label: 'Systemlogger', icon: <FileSearchOutlined /> },
  },
];
