import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import nbNO from 'antd/locale/nb_NO';
import { LocaleContext, type Locale } from '../i18n';
import { PageFallback } from './PageFallback';

const ANTD_LOCALES = { no: nbNO, en: enUS };

/** Everything under one locale prefix: the locale for useT(), antd's texts and <html lang>. */
export function LocaleShell({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <LocaleContext.Provider value={locale}>
      <ConfigProvider locale={ANTD_LOCALES[locale]}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
