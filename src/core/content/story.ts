// The founder's story page (/story, docs/spec/accounts-and-back-office.md §2): sections with
// images, an 'Explore Our Products' button to /shop and a 'Back' button to /. The text is content a
// copywriter edits: content/pages/story.json, checked against ./schemas/pages.ts by the server at
// start and by a unit test (./content-files.ts).
import storyJson from '../../../content/pages/story.json' with { type: 'json' };
import type { StoryFile } from './schemas/pages';

const STORY = storyJson as StoryFile;

export type StoryImage = {
  /** `/media/scenes/story-{n}.svg` */
  src: string;
  alt: string;
  width: number;
  height: number;
};

export type StorySection = {
  id: string;
  heading: string;
  paragraphs: string[];
  image: StoryImage;
};

export const STORY_PAGE: StoryFile['page'] = STORY.page;

export const STORY_SECTIONS: readonly StorySection[] = STORY.sections.map((section) => ({
  ...section,
  image: { ...section.image, width: 1000, height: 750 },
}));

/** The promises shown as a short list near the end of the story page. */
export const STORY_PROMISES: readonly { title: string; text: string }[] = STORY.promises;
