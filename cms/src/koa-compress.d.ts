// koa-compress ships no types; only what compressed-answers.ts uses is declared.
declare module 'koa-compress' {
  import type { Middleware } from 'koa';
  function compress(options?: { threshold?: number | string }): Middleware;
  export default compress;
}
