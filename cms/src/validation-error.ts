import { errors } from '@strapi/utils';
import type { FieldError } from '@platform/shared';

/** A 400 whose message lists every problem, in Strapi's error shape ({ error: { status, name, message, details } }). */
export function validationError(fieldErrors: FieldError[]): errors.ValidationError {
  return new errors.ValidationError(fieldErrors.map((e) => e.message).join(' '), { errors: fieldErrors });
}
