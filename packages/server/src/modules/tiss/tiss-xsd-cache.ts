import { createTissXsdValidator, type TissXsdValidator } from './xsd-validator';

/** One validator per schema folder and process: the schemas are read once, reused by every generation. */
const validators = new Map<string, TissXsdValidator>();

export function tissXsdValidatorFor(schemaDir: string): TissXsdValidator {
  let validator = validators.get(schemaDir);
  if (!validator) {
    validator = createTissXsdValidator(schemaDir);
    validators.set(schemaDir, validator);
  }
  return validator;
}
