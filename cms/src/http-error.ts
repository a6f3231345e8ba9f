/**
 * An HTTP error that Strapi's error middleware answers as it is (status and message) without logging it as a
 * crash: it must come from the same http-errors copy that @strapi/utils uses, whichever one npm hoisted.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const createError: (status: number, message: string) => Error = require(
  require.resolve('http-errors', { paths: [require.resolve('@strapi/utils')] }),
);

export function httpError(status: number, message: string): Error {
  return createError(status, message);
}
