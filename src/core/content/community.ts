// The static community grid on the home page (#community), shown when no third-party social feed
// widget is configured. Images are generated lifestyle scenes, not customer photos.

export type CommunityTile = {
  id: string;
  caption: string;
  handle: string;
  /** `/media/scenes/community-{n}.svg` */
  image: string;
  imageAlt: string;
};

export const COMMUNITY_HANDLE = '@habbaandhoney';

function communityImage(n: number): string {
  return `/media/scenes/community-${n}.svg`;
}

export const COMMUNITY_TILES: readonly CommunityTile[] = [
  {
    id: 'community-1',
    caption: 'Slow mornings: a spoonful of Manuka on warm porridge before the day begins.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(1),
    imageAlt: 'A bowl of porridge topped with honey and berries on a wooden table in morning light',
  },
  {
    id: 'community-2',
    caption: "Grandma's way: black seed oil stirred into raw honey, just as she made it.",
    handle: COMMUNITY_HANDLE,
    image: communityImage(2),
    imageAlt: 'A teaspoon of honey with a drizzle of dark oil over an amber bottle and a honey jar',
  },
  {
    id: 'community-3',
    caption: 'Fresh from the press. Every batch of black seed oil is tested before it is bottled.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(3),
    imageAlt: 'Rows of amber glass bottles on a workbench beside a sack of black seeds',
  },
  {
    id: 'community-4',
    caption: 'Lemon, warm water and a spoon of honey: the simplest comfort on a grey afternoon.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(4),
    imageAlt: 'A glass mug of warm lemon water with a honey dipper resting on a saucer',
  },
  {
    id: 'community-5',
    caption: 'Packed by hand in Leicester. Every order gets a handwritten thank-you.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(5),
    imageAlt: 'Kraft paper parcels tied with string and a handwritten thank-you card',
  },
  {
    id: 'community-6',
    caption: 'Weekend baking with black seed flatbreads, still warm from the oven.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(6),
    imageAlt: 'Golden flatbreads sprinkled with black seeds on a floured board',
  },
  {
    id: 'community-7',
    caption: 'Manuka blossom in the New Zealand hills, where our honey begins.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(7),
    imageAlt: 'White manuka flowers on a hillside with beehives in the distance',
  },
  {
    id: 'community-8',
    caption: 'An evening wind-down: herbal tea, a good book and an early night.',
    handle: COMMUNITY_HANDLE,
    image: communityImage(8),
    imageAlt: 'A cup of herbal tea beside an open book and a lit candle',
  },
];
