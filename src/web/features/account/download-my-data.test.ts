import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { downloadMyData } from './api';
import { isStepUpRequired } from './step-up-prompt';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Download my data', () => {
  it('rejects with the server’s step-up answer, so the card asks for the second factor instead of failing for ever', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: 'step_up_required', message: 'Confirm it is you to continue.' },
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const error = await downloadMyData().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'step_up_required',
      message: 'Confirm it is you to continue.',
      status: 403,
    });
    expect(isStepUpRequired(error)).toBe(true);
  });
});
