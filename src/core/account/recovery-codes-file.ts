/**
 * The downloaded recovery codes: a file that says which shop and account they unlock, so a
 * customer finding it months later knows what it is.
 */
export function buildRecoveryCodesFile(options: {
  shopName: string;
  email: string | null;
  codes: readonly string[];
}): { fileName: string; text: string } {
  const slug = options.shopName
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const heading = `${options.shopName} recovery codes${options.email ? ` for ${options.email}` : ''}`;
  return {
    fileName: `${slug || 'shop'}-recovery-codes.txt`,
    text: [
      heading,
      'Each code signs you in once if you cannot use your authenticator app. Keep them somewhere safe.',
      '',
      ...options.codes,
      '',
    ].join('\n'),
  };
}
