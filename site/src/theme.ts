import type { ThemeConfig } from 'antd';
import { ACCESSIBLE_THEME_TOKENS } from '@platform/shared';

export const SITE_THEME: ThemeConfig = { token: ACCESSIBLE_THEME_TOKENS };
