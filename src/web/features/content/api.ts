import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from '../../../core/schemas/contact';
import { apiFetch } from '../../lib/api-client';

/** POST /api/contact (the submit-contact server function). */
export function useSubmitContact() {
  return useMutation({
    mutationFn: (values: ContactValues) =>
      apiFetch<{ ok: true; id: string }>('/api/contact', { method: 'POST', json: values }),
  });
}
