import { describe, expect, it } from 'vitest';
import { buildRecoveryCodesFile } from './recovery-codes-file';

describe('the recovery codes file', () => {
  it('names the shop in its file name and its text, then lists the codes', () => {
    const file = buildRecoveryCodesFile({
      shopName: 'Habba & Honey',
      email: 'amira.khan@example.co.uk',
      codes: ['abcde-12345', 'fghij-67890'],
    });
    expect(file.fileName).toBe('habba-and-honey-recovery-codes.txt');
    expect(file.text).toBe(
      [
        'Habba & Honey recovery codes for amira.khan@example.co.uk',
        'Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe.',
        '',
        'abcde-12345',
        'fghij-67890',
        '',
      ].join('\n'),
    );
  });
});
