import { errors } from '@strapi/utils';
import { IDEA_MESSAGES, parsePositiveId } from '@platform/shared';

/** A positive whole-number path parameter, else a 400 with the given message. */
export function pathId(params: Record<string, string>, name: string, message: string = IDEA_MESSAGES.invalidId): number {
  const id = parsePositiveId(params[name]);
  if (id === null) throw new errors.ValidationError(message);
  return id;
}
