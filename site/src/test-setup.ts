import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages load lazily; on a busy machine the first render of a chunk can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// antd's responsive grid asks matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
