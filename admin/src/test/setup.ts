import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages load lazily; on a busy machine the first render of a chunk can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom has no matchMedia; antd's responsive hooks (Grid, Dropdown) need one.
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

// jsdom does not implement getComputedStyle for pseudo-elements, which antd asks for when measuring scrollbars.
// antd's auto-sizing text areas read their computed style on every change, and jsdom answers by matching every
// CSS-in-JS rule on the page, which takes seconds on a page with dozens of text areas; sizes mean nothing without
// layout anyway, so text areas get a fixed plain style.
const { getComputedStyle } = window;
const plainTextAreaStyle = { getPropertyValue: (property: string) => (property === 'box-sizing' ? 'border-box' : '0px') } as CSSStyleDeclaration;
window.getComputedStyle = (element: Element) => (element instanceof HTMLTextAreaElement ? plainTextAreaStyle : getComputedStyle(element));
