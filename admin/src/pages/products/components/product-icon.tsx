import type { ComponentType } from 'react';
import { Avatar } from 'antd';
import {
  ApiOutlined,
  AppstoreOutlined,
  CarOutlined,
  CloudOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  HomeOutlined,
  PieChartOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/** The icon names products use (the wizard's default is Package), each with the antd icon that draws it. */
export const PRODUCT_ICONS: Record<string, ComponentType> = {
  Package: AppstoreOutlined,
  Home: HomeOutlined,
  Car: CarOutlined,
  PieChart: PieChartOutlined,
  Database: DatabaseOutlined,
  Api: ApiOutlined,
  Experiment: ExperimentOutlined,
  Cloud: CloudOutlined,
  Shop: ShopOutlined,
  Team: TeamOutlined,
};

/** A product's icon on its colour; an icon name this app does not know shows the generic one. */
export function ProductIcon({ icon, color, size = 40 }: { icon: string; color: string; size?: number }) {
  const Icon = PRODUCT_ICONS[icon] ?? AppstoreOutlined;
  return <Avatar size={size} shape="square" style={{ backgroundColor: color, flex: 'none' }} icon={<Icon />} aria-hidden />;
}
