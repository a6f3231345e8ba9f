import { afterAll, beforeAll } from 'vitest';

// antd's auto-sizing text areas read their computed style on every mount. jsdom answers getComputedStyle by matching
// every CSS-in-JS rule on the page, which takes seconds for a page with dozens of text areas; the sizes mean nothing
// without layout anyway. So text areas get a fixed plain style here, and every other element the real one.
const plainStyle = {
  getPropertyValue: (property: string) => (property === 'box-sizing' ? 'border-box' : '0px'),
} as CSSStyleDeclaration;

const realGetComputedStyle = window.getComputedStyle;

beforeAll(() => {
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    element instanceof HTMLTextAreaElement ? plainStyle : realGetComputedStyle(element, pseudo);
});

afterAll(() => {
  window.getComputedStyle = realGetComputedStyle;
});
