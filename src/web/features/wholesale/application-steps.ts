// Which application fields each of the three steps (Business Info, Details, Submit) holds, and
// the labels people read for them. Messages come from the wholesale schema.
import {
  WHOLESALE_FIELD_LABELS,
  type WholesaleApplicationInput,
} from '../../../core/schemas/wholesale';

export type ApplicationField = keyof WholesaleApplicationInput;
export type StepNumber = 1 | 2 | 3;

export const STEP_FIELDS: Record<StepNumber, readonly ApplicationField[]> = {
  1: [
    'companyName',
    'businessType',
    'taxId',
    'businessRegistrationNumber',
    'yearsInBusiness',
    'numberOfLocations',
    'website',
    'address',
    'city',
    'country',
    'zip',
  ],
  2: [
    'annualRevenue',
    'primaryMarket',
    'estimatedMonthlyVolume',
    'productInterests',
    'instagram',
    'facebook',
    'howDidYouHear',
    'additionalNotes',
  ],
  3: ['firstName', 'lastName', 'email', 'password'],
};

export const FIELD_LABELS: Record<ApplicationField, string> = WHOLESALE_FIELD_LABELS;

export const FIELD_HINTS: Partial<Record<ApplicationField, string>> = {
  password: 'At least 6 characters.',
};

export const SELECT_PLACEHOLDER = 'Select an option';
export const OPTIONAL_MARK = '(optional)';

/** The first step holding one of the given fields (3 when none is found). */
export function findFirstStepWithField(fields: readonly string[]): StepNumber {
  for (const step of [1, 2, 3] as const) {
    if (STEP_FIELDS[step].some((field) => fields.includes(field))) return step;
  }
  return 3;
}
