// One ValidationPipe for every request: unknown fields are refused, values are converted to their
// declared types, and the message names each offending field.
import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidateIf } from 'class-validator';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(describe(errors)),
  });
}

function describe(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.replace(/^property (\S+) should not exist$/, `${field} is not a field this request accepts`),
    );
    return [...own, ...describe(error.children ?? [], field)];
  });
}

/**
 * For optional fields: left out is fine, but sent (even as null) the value must pass the field's other
 * rules. class-validator's IsOptional would let null through unchecked.
 */
export const IfSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
