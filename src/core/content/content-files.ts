// Which files content/ holds (apart from content/catalogue, which the seeder checks) and the zod
// schema each must satisfy. The server checks them all at start (src/server/content) and a unit
// test checks them in `npm test`, so the modules that import the files (product-pages.ts,
// product-marketing.ts…) can take them as typed, and the browser never runs zod over copy.
// No I/O here: the caller passes a reader over the content directory.
import { z } from 'zod';
import { articleBodyFileSchema, articleCardsFileSchema } from './schemas/articles';
import { legalDocumentFileSchema } from './schemas/legal';
import { homeNotesFileSchema, manukaGuideFileSchema, storyFileSchema } from './schemas/pages';
import { productContentSchema } from './schemas/product-content';
import {
  benefitsFileSchema,
  heroFileSchema,
  howItWorksFileSchema,
  ingredientCardsFileSchema,
  marketingPageFileSchema,
  qualityMetricsFileSchema,
} from './schemas/product-marketing';

/** Reads the content directory; paths are relative to it, with '/' separators. */
export type ContentReader = {
  /** The file names directly inside `dir`. */
  list(dir: string): string[];
  read(path: string): string;
};

type ContentFolder = {
  dir: string;
  /** Files that must be there, each with its schema. */
  files?: Readonly<Record<string, z.ZodType>>;
  /** Any other `*.json` file in the folder, when the folder holds one file per item. */
  each?: { name: RegExp; schema: z.ZodType };
  /** Checks between the folder's files, run when each file is valid on its own. */
  links?: (names: ReadonlySet<string>, read: (name: string) => unknown) => string[];
};

/** Every article card has a body file ({slug}.json) and every body file a card. */
function articleLinks(names: ReadonlySet<string>, read: (name: string) => unknown): string[] {
  const cards = read('cards.json') as { slug: string }[];
  const slugs = new Set(cards.map((card) => card.slug));
  const bodies = [...names].filter((name) => name !== 'cards.json');
  return [
    ...[...slugs]
      .filter((slug) => !names.has(`${slug}.json`))
      .map(
        (slug) => `content/articles/${slug}.json: missing (cards.json has an article '${slug}')`,
      ),
    ...bodies
      .filter((name) => !slugs.has(name.replace(/\.json$/, '')))
      .map((name) => `content/articles/${name}: no card in cards.json has this slug`),
  ];
}

export const CONTENT_FOLDERS: readonly ContentFolder[] = [
  {
    dir: 'legal',
    files: { 'terms.json': legalDocumentFileSchema, 'privacy.json': legalDocumentFileSchema },
  },
  {
    dir: 'articles',
    files: { 'cards.json': articleCardsFileSchema },
    each: { name: /^[a-z0-9]+(-[a-z0-9]+)*\.json$/, schema: articleBodyFileSchema },
    links: articleLinks,
  },
  {
    dir: 'pages',
    files: {
      'story.json': storyFileSchema,
      'manuka-guide.json': manukaGuideFileSchema,
      'home-notes.json': homeNotesFileSchema,
    },
  },
  {
    dir: 'product-pages',
    files: { '_default.json': productContentSchema },
    each: { name: /^[a-z0-9]+(-[a-z0-9]+)*\.json$/, schema: productContentSchema },
  },
  {
    dir: 'product-marketing',
    files: {
      'hero.json': heroFileSchema,
      'ingredient-cards.json': ingredientCardsFileSchema,
      'why.json': benefitsFileSchema,
      'science.json': benefitsFileSchema,
      'how-it-works.json': howItWorksFileSchema,
      'quality-metrics.json': qualityMetricsFileSchema,
      'page.json': marketingPageFileSchema,
    },
  },
];

/** One file against its schema: the problems, each naming the file and the field at fault. */
export function checkContentFile(path: string, text: string, schema: z.ZodType): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return [`content/${path}: not valid JSON (${(err as Error).message})`];
  }
  const parsed = schema.safeParse(data);
  return parsed.success ? [] : [`content/${path}:\n${z.prettifyError(parsed.error)}`];
}

/** Every content file against its schema; an empty list when all are valid. */
export function checkContent(reader: ContentReader): string[] {
  const problems: string[] = [];
  for (const folder of CONTENT_FOLDERS) {
    const before = problems.length;
    const names = new Set(reader.list(folder.dir));
    for (const [name, schema] of Object.entries(folder.files ?? {})) {
      const path = `${folder.dir}/${name}`;
      if (names.has(name)) problems.push(...checkContentFile(path, reader.read(path), schema));
      else problems.push(`content/${path}: missing`);
    }
    for (const name of names) {
      if (folder.files && Object.hasOwn(folder.files, name)) continue;
      const path = `${folder.dir}/${name}`;
      if (folder.each?.name.test(name)) {
        problems.push(...checkContentFile(path, reader.read(path), folder.each.schema));
      } else {
        problems.push(`content/${path}: not a file this folder holds`);
      }
    }
    if (folder.links && problems.length === before) {
      problems.push(
        ...folder.links(names, (name) => JSON.parse(reader.read(`${folder.dir}/${name}`))),
      );
    }
  }
  return problems;
}
