import type { ResourceProps } from '@refinedev/core';
import {
  ApiOutlined,
  AppstoreOutlined,
  BulbOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  MessageOutlined,
  NodeIndexOutlined,
  ProjectOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** The admin app's resources: each gives a sider entry and the routes Refine's buttons and hooks link to. */
export const resources: ResourceProps[] = [
  {
    // The start page: the overview figures and the dashboard's tabs.
    name: 'dashboard',
    list: '/dashboard',
    meta: { label: 'Dashboard', icon: <DashboardOutlined /> },
  },
  {
    name: 'ideas',
    list: '/ideas',
    create: '/ideas/new',
    show: '/ideas/:id',
    meta: { label: 'Ideas', icon: <BulbOutlined /> },
  },
  {
    name: 'products',
    list: '/products',
    edit: '/products/:id/settings',
    meta: { label: 'Produkter', icon: <AppstoreOutlined /> },
  },
  {
    name: 'apis',
    list: '/apis',
    show: '/apis/:id',
    meta: { label: 'APIs', icon: <ApiOutlined /> },
  },
  {
    // Data calls go to /api/admin/pipelines; the screens live under /data-pipelines.
    name: 'pipelines',
    list: '/data-pipelines',
    create: '/data-pipelines/new',
    show: '/data-pipelines/:id',
    edit: '/data-pipelines/:id/edit',
    meta: { label: 'Data Pipelines', icon: <NodeIndexOutlined /> },
  },
  {
    // The list, the project page and its tabs; events of every project show in /projects/calendar.
    name: 'projects',
    list: '/projects',
    show: '/projects/:id',
    meta: { label: 'Projects', icon: <ProjectOutlined /> },
  },
  {
    // Kunder, Prosjektforslag (candidates for a position), CV-er and Utlysninger as tabs of one page.
    name: 'consultancy',
    list: '/consultancy',
    meta: { label: 'Konsulentvirksomhet', icon: <SolutionOutlined /> },
  },
  {
    name: 'datasets',
    list: '/datasets',
    show: '/datasets/:id',
    meta: { label: 'Datasets', icon: <DatabaseOutlined /> },
  },
  {
    name: 'logs',
    list: '/logs',
    meta: { label: 'Systemlogger', icon: <FileSearchOutlined /> },
  },
  {
    name: 'users',
    list: '/users',
    create: '/users/new',
    show: '/users/:id',
    meta: { label: 'Brukere', icon: <UserOutlined /> },
  },
  {
    name: 'inquiries',
    list: '/inquiries',
    edit: '/inquiries/:id',
    meta: { label: 'Henvendelser', icon: <MessageOutlined /> },
  },
];
