import { getErrorMessage, isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/**
 * A refused back-office action's message: beside the field when the server names that field,
 * otherwise as a toast headed `failure` with the server's message below.
 */
export function showFieldErrorOrToast(
  err: unknown,
  field: string,
  setError: (message: string | undefined) => void,
  failure: string,
) {
  if (isApiError(err) && err.fieldError(field)) setError(err.fieldError(field));
  else toast.error(failure, { description: getErrorMessage(err) });
}
