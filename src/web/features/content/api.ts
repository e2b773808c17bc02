import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from '../../../core/schemas/contact';
import { api } from '../../lib/api-client';

/** POST /api/contact (the submit-contact server function). */
export function useSubmitContact() {
  return useMutation({
    mutationFn: (values: ContactValues) => api('POST /api/contact', { body: values }),
  });
}
