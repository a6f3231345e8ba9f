import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach } from 'vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';

// What the admin app's and the site's component tests both need to render antd in jsdom.

// Pages load lazily; on a busy machine the first render of a chunk can take more than the default second.
configure({ asyncUtilTimeout: 5000, getElementError: lazyElementError });

const PAGE_HEADING = 'Ignored nodes: comments, ';

/**
 * The error of a query that found nothing, with the page printed below the message as Testing Library's own does,
 * but printed only when the message is read. findBy* and waitFor ask again every 50 ms until the element is there,
 * and each miss printed the whole page: a fifth of a form-heavy file's CPU, for messages only a failing test shows
 * (admin suite: 650 s -> 590 s of CPU).
 */
function lazyElementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  const printed = () => {
    // waitFor passes its last miss's message back in when it gives up: that one has the page already.
    if (message?.includes(PAGE_HEADING)) return message;
    const page = `${PAGE_HEADING}${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
    return message ? `${message}\n\n${page}` : page;
  };
  let text: string | undefined;
  Object.defineProperty(error, 'message', { get: () => (text ??= printed()), configurable: true, enumerable: false });
  return error;
}

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

/**
 * A matchMedia for a screen `width` pixels wide: it answers min-width and max-width queries, and no other. Without
 * a width, every query is false (antd's smallest breakpoint).
 */
export function mediaQueriesFor(width?: number): (query: string) => MediaQueryList {
  const matches = (query: string) => {
    if (width === undefined) return false;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && Boolean(min || max);
  };
  return (query) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no matchMedia; antd's responsive hooks (Grid, Dropdown) need one.
if (!window.matchMedia) window.matchMedia = mediaQueriesFor();

/** jsdom's object behind a DOM wrapper (its DOM wrappers check and convert every argument). */
const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
const implOf = (wrapper: object) => (implSymbol ? (wrapper as Record<symbol, unknown>)[implSymbol] : undefined) as Record<string, any> | undefined;

interface SelectorCache {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
}

/**
 * jsdom's getComputedStyle (which antd's popups and tables, and Testing Library's role queries, call all the time)
 * tries every CSS rule on the page against the element and each of its ancestors. antd's CSS-in-JS puts 2,000 to 2,500
 * rules on a page, and nwsapi (jsdom's selector engine, 2.2.28) keeps only the last 1,000 selectors it compiled: going
 * through the rules in order evicts each one before it comes round again, so every call recompiled thousands of
 * selectors, most of a page test's time. An unbounded cache for the matcher keeps them compiled; what matches, and so
 * every computed style, is unchanged.
 */
function keepCompiledSelectors() {
  // The first computed style makes jsdom create that matcher, which it keeps on the document's implementation object.
  window.getComputedStyle(document.documentElement);
  const matcher = implOf(document)?._nwsapiDontThrow as Record<string, SelectorCache> | undefined;
  const caches = [matcher?.matchLambdas, matcher?.matchResolvers];
  if (!implSymbol || !caches.every((cache) => cache && typeof cache.get === 'function')) {
    console.warn('testing/antd-jsdom: jsdom no longer exposes its selector caches; computed styles will be slow.');
    return;
  }
  for (const cache of caches as SelectorCache[]) {
    const entries = new Map<string, unknown>();
    cache.get = (key) => entries.get(key);
    cache.set = (key, value) => (entries.set(key, value), value);
    cache.has = (key) => entries.has(key);
    cache.clear = () => entries.clear();
  }
  skipRulesThatCannotMatch(matcher as unknown as { match: Match }, implSymbol);
}

type Match = (selector: string, element: Element, callback?: unknown) => boolean;

/** What an element must have for one of a selector's alternatives to match it: its tag (lower case) and classes. */
interface Subject {
  tag: string | null;
  classes: string[];
}

/**
 * What the last compound of each of `selector`'s alternatives asks of the element itself, or null when the selector
 * is not plain enough to tell (escapes, namespaces, strings outside attribute selectors, anything unrecognised).
 * Classes and tags inside parentheses (:not(), :is(), :where(), :has()) and attribute selectors are left out: they
 * are not requirements of the element.
 */
function subjectsOf(selector: string): Subject[] | null {
  if (selector.includes('\\') || selector.includes('|')) return null;
  // An attribute selector stays in its compound as [], a requirement this leaves to nwsapi.
  let plain = selector.replace(/\[(?:[^\]"']|"[^"]*"|'[^']*')*\]/g, '[]');
  if (/["']|\[(?!\])|(?<!\[)\]/.test(plain)) return null;
  for (let previous = ''; previous !== plain; ) [previous, plain] = [plain, plain.replace(/\([^()]*\)/g, '')];
  if (/[()]/.test(plain)) return null;
  const subjects: Subject[] = [];
  for (const alternative of plain.split(',')) {
    const compound = alternative.trim().split(/\s*[>+~]\s*|\s+/).pop() ?? '';
    const bare = compound.replace(/::?-?[a-zA-Z][-\w]*|\[\]/g, '');
    const parts = /^(\*|[a-zA-Z][-\w]*)?((?:[.#][-\w]+)*)$/.exec(bare);
    if (!compound || !parts) return null;
    const tag = parts[1] && parts[1] !== '*' ? parts[1].toLowerCase() : null;
    const classes = (parts[2].match(/\.[-\w]+/g) ?? []).map((name) => name.slice(1));
    subjects.push({ tag, classes });
  }
  return subjects;
}

/**
 * jsdom matches every rule of every style sheet against the element whose computed style is asked for; most of
 * antd's rules name a class the element does not have. The rules whose every alternative asks the element for a tag or
 * a class it lacks cannot match, and are answered without nwsapi; the others still go through it, so what matches is
 * unchanged. This matcher serves only computed styles (querySelector and matches() have their own).
 */
function skipRulesThatCannotMatch(matcher: { match: Match }, impl: symbol) {
  // Classes match case-insensitively in quirks mode; leave such a document to nwsapi alone.
  if (document.compatMode !== 'CSS1Compat') return;
  const match = matcher.match.bind(matcher);
  const subjects = new Map<string, Subject[] | null>();
  // jsdom asks about one element for every rule in turn: its classes are split once.
  let last: { element: Element; value: string; classes: string[] } | undefined;
  matcher.match = (selector, element, callback) => {
    let wanted = subjects.get(selector);
    if (wanted === undefined) subjects.set(selector, (wanted = typeof selector === 'string' ? subjectsOf(selector) : null));
    if (wanted && element) {
      // Read through jsdom's own element (its DOM wrapper checks and converts every argument).
      const own = (element as unknown as Record<symbol, { getAttributeNS(namespace: null, name: string): string | null }>)[impl];
      if (!own) return match(selector, element, callback);
      const value = own.getAttributeNS(null, 'class') ?? '';
      if (last?.element !== element || last.value !== value) last = { element, value, classes: value.split(/\s+/) };
      const { classes } = last;
      const tag = element.localName.toLowerCase();
      const possible = wanted.some(
        (subject) => (subject.tag === null || subject.tag === tag) && subject.classes.every((name) => classes.includes(name)),
      );
      if (!possible) return false;
    }
    return match(selector, element, callback);
  };
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const PATCHED = Symbol.for('antd-jsdom.patched');

/**
 * An HTMLCollection answers every property that is not an index (even `length`, on each step of Array.from or a
 * spread) by first looking for a child of that id or name, walking all its elements. antd's CSS-in-JS lists the
 * <style> elements in <head> (hundreds of them) for every style it adds, and nwsapi reads getElementsByTagName's
 * collections the same way, so this walk was a large part of rendering. The ids and names of a collection are indexed
 * once per version of its tree instead: jsdom bumps that version on every change below the collection's root,
 * attributes included, which is also when it refreshes the collection itself. Same first element in tree order; the
 * collections of forms and selects, which work otherwise, keep jsdom's own lookup.
 */
function indexNamedItems() {
  const collection = implOf(document.getElementsByTagName('*'));
  const prototype = collection && Object.getPrototypeOf(collection);
  if (!prototype || typeof prototype.namedItem !== 'function' || typeof prototype._update !== 'function') {
    console.warn("testing/antd-jsdom: jsdom's HTMLCollection has changed; its named lookups stay slow.");
    return;
  }
  if (prototype.namedItem[PATCHED]) return;
  const { namedItem } = prototype;
  const plain = prototype.constructor;
  const indexes = new WeakMap<object, { version: number; items: Map<string, unknown> }>();
  function indexedNamedItem(this: Record<string, any>, key: string) {
    if (this.constructor !== plain || key === '') return namedItem.call(this, key);
    this._update();
    const index = indexes.get(this);
    if (index && index.version === this._version) return index.items.get(key) ?? null;
    const items = new Map<string, unknown>();
    for (const element of this._list) {
      const id = element.getAttributeNS(null, 'id');
      if (id !== null && !items.has(id)) items.set(id, element);
      if (element._namespaceURI !== HTML_NS) continue;
      const name = element.getAttributeNS(null, 'name');
      if (name !== null && !items.has(name)) items.set(name, element);
    }
    indexes.set(this, { version: this._version, items });
    return items.get(key) ?? null;
  }
  (indexedNamedItem as unknown as Record<symbol, boolean>)[PATCHED] = true;
  prototype.namedItem = indexedNamedItem;
}

/**
 * A label's control, for a label with a for attribute, is the first element of the document with that id; jsdom walks
 * the whole document to find it, once for every label for every labelable element when Testing Library looks for a
 * field by its label. The document keeps its attached elements by id: none there means none in the document, and one
 * there is the one; with several, or for a label outside a document, jsdom's walk answers.
 */
function findLabelledControlsById() {
  const label = implOf(document.createElement('label'));
  const prototype = label && Object.getPrototypeOf(label);
  const control = prototype && Object.getOwnPropertyDescriptor(prototype, 'control');
  let isLabelable: ((node: unknown) => boolean) | undefined;
  try {
    const require = createRequire(import.meta.url);
    const jsdomLib = path.dirname(require.resolve('jsdom'));
    ({ isLabelable } = require(path.join(jsdomLib, 'jsdom/living/helpers/form-controls.js')));
  } catch {
    isLabelable = undefined;
  }
  if (!control?.get || typeof isLabelable !== 'function' || !label?._ownerDocument?._ids) {
    console.warn("testing/antd-jsdom: jsdom's label element has changed; finding fields by label stays slow.");
    return;
  }
  if ((control.get as unknown as Record<symbol, boolean>)[PATCHED]) return;
  const walk = control.get;
  const labelable = isLabelable;
  function controlById(this: Record<string, any>) {
    const forValue = this.getAttributeNS(null, 'for');
    const root = forValue ? this.getRootNode({}) : null;
    if (root?.nodeType === 9 && root._ids) {
      const elements = root._ids[forValue];
      if (!elements) return null;
      if (elements.length === 1 && elements[0].getRootNode({}) === root) return labelable(elements[0]) ? elements[0] : null;
    }
    return walk.call(this);
  }
  (controlById as unknown as Record<symbol, boolean>)[PATCHED] = true;
  Object.defineProperty(prototype, 'control', { ...control, get: controlById });
}

keepCompiledSelectors();
indexNamedItems();
findLabelledControlsById();
