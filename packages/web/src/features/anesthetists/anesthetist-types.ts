import { anesthetistUserTypes, messages, type AnesthetistUserType } from '@honora/contract';

const t = messages.screens.anesthetists;

const isAnesthetistType = (type: string): type is AnesthetistUserType =>
  (anesthetistUserTypes as readonly string[]).includes(type);

/** "Anestesista, Residente": the membership's anesthetist types by their pt-BR names. */
export function typeNames(userTypes: readonly string[]): string {
  return userTypes
    .filter(isAnesthetistType)
    .map((type) => t.types[type])
    .join(', ');
}

/** The anesthetist types of a membership, for the form's checkboxes. */
export function anesthetistTypesOf(userTypes: readonly string[]): AnesthetistUserType[] {
  return userTypes.filter(isAnesthetistType);
}
