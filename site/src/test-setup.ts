import { afterEach } from 'vitest';
import '../../testing/antd-jsdom';

afterEach(() => localStorage.clear());

// jsdom cannot measure pseudo-elements (antd's modal asks for the scrollbar's); measure the element instead.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);
