import { ValidateBy, type ValidationOptions } from 'class-validator';

/** A class-validator rule from one of a domain's `...Problem` functions (null when the value is fine): one clear message per field. */
export function Satisfies(
  name: string,
  problem: (value: unknown) => string | null,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: (value) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? name } },
    options,
  );
}
