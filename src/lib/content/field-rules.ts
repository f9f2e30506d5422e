import { z } from 'zod';

// The bounds the content kinds' schemas share: a text field at most so long (stored NFC, as every
// comparison and the search index expect), one that publishing wants filled, and a whole number.

/** Text of at most `max` characters, stored NFC. */
export const text = (max: number) =>
  z
    .string()
    .max(max, `Tối đa ${max} ký tự.`)
    .transform((value) => value.normalize('NFC'));

/** Text of at most `max` characters with at least `min` of them not blank, or `message`. */
export const atLeast = (max: number, min: number, message: string) =>
  text(max).refine((value) => value.trim().length >= min, message);

/** A whole number from `min` to `max`, or `message`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);
