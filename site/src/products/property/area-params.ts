import { propertyArea } from '@platform/shared';

/** An area id from the address, or null when there is none or it names no area of the list. */
export function areaParam(params: URLSearchParams, key: string): string | null {
  const id = params.get(key);
  return id && propertyArea(id) ? id : null;
}

/** The address's parameters with some set (null removes one); the others, such as the tab, are kept. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
