import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { ageFrom } from '../../common/time/nz-date';

/**
 * The building blocks of ProfileFieldsDto. Every rule but `filled` passes a value that was not given
 * (undefined: not sent; null: sent blank), so whether a field must be filled is said once, by `filled`.
 */

/** The constraint name `filled` failures carry, so a flow can put the spec's words of its own on them. */
export const FILLED = 'filled';

const given = (value: unknown) => value !== null && value !== undefined;

/** A rule on a given value; decorators apply in the order written (see `field`). */
export function rule(name: string, check: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value) => !given(value) || check(value) } }, { message });
}

/** Refuses a field sent blank; a field not sent (undefined) is left to the flow (the editor keeps it, sign-up counts it as blank). */
export function filled(message: string): PropertyDecorator {
  return ValidateBy({ name: FILLED, validator: { validate: (value) => value !== null } }, { message });
}

/** A field's normalisation and rules, checked in the order given, the first failure answering. */
export function field(normalise: PropertyDecorator, ...rules: PropertyDecorator[]): PropertyDecorator {
  // class-validator runs a property's rules in the order they were registered: the order written here.
  return applyDecorators(normalise, ...rules);
}

/** Text: surrounding spaces dropped, blank means not given (null). */
export const text = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** A whole number, also when typed as digits into a form; blank means not given. */
export const wholeNumber = () =>
  Transform(({ value }) => {
    if (value === '' || value === null) return null;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  });

/** A list, or the store's comma-joined string (spec §3 service_types); trimmed, blanks and repeats dropped. */
export const list = () =>
  Transform(({ value }) => {
    if (value === null || value === '') return [];
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items) || items.some((item) => typeof item !== 'string')) return value;
    return [...new Set(items.map((item: string) => item.trim()).filter(Boolean))];
  });

export const isText = (value: unknown): value is string => typeof value === 'string';

export function maxLength(max: number, message: string): PropertyDecorator {
  return rule('maxLength', (value) => isText(value) && value.length <= max, message);
}

export function oneOf(values: readonly string[], message: string): PropertyDecorator {
  return rule('oneOf', (value) => isText(value) && values.includes(value), message);
}

/** Up to `maxItems` texts of at most 50 characters, each from `values` when given. */
export function listOf(message: string, values?: readonly string[], maxItems = 20): PropertyDecorator {
  return rule(
    'listOf',
    (value) => Array.isArray(value) && value.length <= maxItems && value.every((item) => isText(item) && item.length <= 50 && (!values || values.includes(item))),
    message,
  );
}

export function wholeNumberFrom(min: number, max: number, message: string): PropertyDecorator {
  return rule('wholeNumber', (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max, message);
}

export function matches(pattern: RegExp, message: string): PropertyDecorator {
  return rule('matches', (value) => isText(value) && pattern.test(value), message);
}

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): boolean {
  if (!isText(value)) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
}

/** Whether the birth date gives an age of at least `min` (or at most `max`) on today's New Zealand date. */
export function ageAtLeast(min: number, message: string): PropertyDecorator {
  return rule('ageAtLeast', (value) => (ageFrom(value as string) ?? -1) >= min, message);
}

export function ageAtMost(max: number, message: string): PropertyDecorator {
  return rule('ageAtMost', (value) => (ageFrom(value as string) ?? Infinity) <= max, message);
}
