/**
 * antd theme seeds for the admin app and the site. antd's default blue (#1677ff) under white text, its warning
 * orange and its grey secondary text fall short of the 4.5:1 contrast WCAG 2.1 AA asks of normal text; these are the
 * darker steps of the same palettes. Plain values (antd token names), so the domain package needs no antd.
 */
export const ACCESSIBLE_THEME_TOKENS = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorWarning: '#ad4e00',
  // The background antd would derive from the darker seed is darker too; keep the light one.
  colorWarningBg: '#fff7e6',
  colorWarningBorder: '#ffd591',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorError: '#cf1322',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  // Coloured tags write their text in step 7 of the palette on step 1; step 9 reads at 4.5:1 or better.
  red7: '#820014',
  volcano7: '#871400',
  orange7: '#873800',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#135200',
  cyan7: '#00474f',
  blue7: '#002c8c',
  geekblue7: '#061178',
  purple7: '#22075e',
  magenta7: '#780650',
} as const;
