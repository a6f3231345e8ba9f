import '../../../testing/antd-jsdom';

// jsdom does not implement getComputedStyle for pseudo-elements, which antd asks for when measuring scrollbars.
// antd's auto-sizing text areas read their computed style on every change, and jsdom answers by matching every
// CSS-in-JS rule on the page, which takes seconds on a page with dozens of text areas; sizes mean nothing without
// layout anyway, so text areas get a fixed plain style.
const { getComputedStyle } = window;
const plainTextAreaStyle = { getPropertyValue: (property: string) => (property === 'box-sizing' ? 'border-box' : '0px') } as CSSStyleDeclaration;
window.getComputedStyle = (element: Element) => (element instanceof HTMLTextAreaElement ? plainTextAreaStyle : getComputedStyle(element));
