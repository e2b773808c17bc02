// Field schemas shared by the content files' schemas.
import { z } from 'zod';

/** A line of copy: never empty or only spaces. */
export const copySchema = z.string().regex(/\S/, 'must not be empty');

/** A kebab-case id, slug or handle: 'black-seed-oil'. */
export const kebabSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A link inside the shop: { label, href: '/…' }. */
export const linkSchema = z.strictObject({ label: copySchema, href: z.string().startsWith('/') });

/** A published source: { title, url: 'https://…' }. */
export const referenceSchema = z.strictObject({
  title: copySchema,
  url: z.url({ protocol: /^https$/ }),
});

/** A portrait drawn by the media server: `/media/people/{n}.svg`, n in 1..6. */
export const personImageSchema = z.string().regex(/^\/media\/people\/[1-6]\.svg$/);

/** The opening of a long-copy page: its meta tags and its header. */
export const pageHeaderFields = {
  metaTitle: copySchema,
  metaDescription: copySchema,
  eyebrow: copySchema,
  heading: copySchema,
  intro: copySchema,
};
