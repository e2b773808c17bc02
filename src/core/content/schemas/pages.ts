// The zod schemas of the long-copy pages in content/pages/: the founder's story (story.json) and
// the Manuka honey guide (manuka-guide.json).
import { z } from 'zod';
import { copySchema, kebabSchema, linkSchema, pageHeaderFields, referenceSchema } from './common';

/** A section of headed paragraphs; `extra` adds the page's own fields. */
const sectionSchema = <T extends z.ZodRawShape>(extra: T) =>
  z.strictObject({
    id: kebabSchema,
    heading: copySchema,
    paragraphs: z.array(copySchema).min(1),
    ...extra,
  });

export const storyFileSchema = z.strictObject({
  page: z.strictObject({
    ...pageHeaderFields,
    foundedYear: z.int().min(1900).max(2100),
    quote: copySchema,
    quoteAttribution: copySchema,
    signature: copySchema,
    exploreButton: linkSchema,
    backButton: linkSchema,
  }),
  sections: z
    .array(
      sectionSchema({
        /** A drawing at `/media/scenes/story-{n}.svg` (4:3). */
        image: z.strictObject({
          src: z.string().regex(/^\/media\/scenes\/story-\d+\.svg$/),
          alt: copySchema,
        }),
      }),
    )
    .min(1),
  promises: z.array(z.strictObject({ title: copySchema, text: copySchema })).min(1),
});

export const manukaGuideFileSchema = z.strictObject({
  page: z.strictObject({
    ...pageHeaderFields,
    mgoTableHeading: copySchema,
    mgoTableCaption: copySchema,
    umfTableHeading: copySchema,
    umfTableCaption: copySchema,
    umfColumnLabel: copySchema,
    mgoColumnLabel: copySchema,
    topGradeNote: copySchema,
    shopCta: linkSchema,
    journalCta: linkSchema,
    referencesHeading: copySchema,
    disclaimer: copySchema,
    /**
     * Suggested daily amount for the lowest grade (docs/spec/accounts-and-back-office.md §9); the
     * how-to-use text says it.
     */
    lowestGradeDailySuggestion: copySchema,
  }),
  /** MGO ratings, as many producers label them. */
  mgoGrades: z
    .array(
      z.strictObject({
        /** Minimum methylglyoxal content, mg/kg. */
        mgo: z.int().positive(),
        /** 'MGO 83+' */
        label: copySchema,
        strength: copySchema,
        description: copySchema,
      }),
    )
    .min(1),
  /** UMF grades and the MGO levels they correspond to (UMF Honey Association). */
  umfGrades: z
    .array(
      z.strictObject({
        umf: z.int().positive(),
        /** 'UMF 5+' */
        label: copySchema,
        /** The minimum MGO (mg/kg) the UMF grade corresponds to. */
        mgo: z.int().positive(),
        /** 'MGO 83+' */
        mgoLabel: copySchema,
      }),
    )
    .min(1),
  sections: z
    .array(
      sectionSchema({
        /** Optional short points shown as a list after the paragraphs. */
        points: z.array(copySchema).min(1).optional(),
      }),
    )
    .min(1),
  references: z.array(referenceSchema),
});

export type StoryFile = z.infer<typeof storyFileSchema>;
export type ManukaGuideFile = z.infer<typeof manukaGuideFileSchema>;

/**
 * The home page's brand notes (home-notes.json): the shop's own words about its products, shown
 * as such. Never people, names, stars or "verified": reviews are real or absent
 * (docs/decisions/068-no-invented-reviews.md).
 */
export const homeNotesFileSchema = z.strictObject({
  eyebrow: copySchema,
  heading: copySchema,
  intro: copySchema,
  attribution: copySchema,
  notes: z
    .array(z.strictObject({ id: kebabSchema, product: copySchema, text: copySchema }))
    .min(3)
    .max(8),
});
export type HomeNotesFile = z.infer<typeof homeNotesFileSchema>;
