// Lifestyle scenes for content (home hero, featured Manuka, story, journal, community grid,
// wholesale): soft illustrated still lifes in the shop's cream, green and honey palette. Each
// scene keeps its subject in the middle and uses preserveAspectRatio "slice", so a page may show
// it in a box of another shape (the home founder section shows story-1 as a portrait) and it
// crops instead of letterboxing.

import { honeycomb, placeMotif, seeds } from './motifs';
import { communityScene, landscapeScene } from './scene-community';
import {
  amberBottle,
  at,
  beams,
  bowl,
  CERAMIC,
  card,
  daisy,
  glow,
  homeJar,
  linen,
  manukaSpray,
  nigella,
  parcel,
  product,
  room,
  type Scene,
  seedTin,
  shadow,
  sharedDefsFor,
  spoon,
  sprigs,
  teapot,
} from './scene-props';
import { CYLINDER_SHADE, SOFT_BLUR, sprigPath, svgDocument } from './svg-kit';
export const SCENE_NAMES = [
  'hero',
  'home-hero',
  'home-manuka',
  'about',
  'wholesale-hero',
  'black-seed-oil-ancient-remedy',
  'manuka-honey-golden-healer',
  'ashwagandha-stress-relief',
  'story-1',
  'story-2',
  'story-3',
  'story-4',
  'story-5',
  'community-1',
  'community-2',
  'community-3',
  'community-4',
  'community-5',
  'community-6',
  'community-7',
  'community-8',
] as const;

export type SceneName = (typeof SCENE_NAMES)[number];

/** Canvas size of a scene: 800 × 800 for community tiles, the content's sizes where it gives one. */
export function sceneSize(name: string): [number, number] {
  if (name.startsWith('community-')) return [800, 800];
  if (name === 'home-hero') return [1200, 900];
  if (name === 'home-manuka') return [1000, 1000];
  if (name.startsWith('story-')) return [1000, 750];
  return [1600, 900];
}

// ——— scenes ———

function heroScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.62);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f8f0e1', '#efe0c6'] });
  const bottle = product('black-seed-oil', 'Organic Black Seed Oil', cx - 150, ty + 80, 1);
  const jar = product(
    'raw-wildflower-honey',
    'Raw Wildflower Honey',
    cx + 150,
    ty + 96,
    0.92,
    false,
  );
  const flowers = `${nigella(cx - 360, ty + 110, 1.6)}${nigella(cx + 380, ty + 150, 1.4)}${nigella(cx - 250, ty + 180, 1.2)}${nigella(cx + 290, ty + 96, 1.1)}${nigella(cx + 10, ty + 196, 1)}`;
  return {
    title:
      'An amber bottle of black seed oil and a jar of golden honey on a linen cloth, surrounded by black seeds and wild flowers',
    defs: `${r.defs}${bottle.defs}${jar.defs}`,
    body: `${r.body}${beams(cx - 520, 160, h, 380)}${glow(cx + 20, ty - 180, 300)}${sprigs(cx - 430, ty + 10, 1.6, '#2f5d3a')}${sprigs(cx + 400, ty + 10, 1.4, '#2f5d3a')}${linen(cx - 470, cx + 470, ty + 30, 160)}${bottle.body}${jar.body}${seeds({ seed: 'hero', count: 22, cx, cy: ty + 150, rx: 320, ry: 34, size: 5, color: '#1d1a17' })}${flowers}`,
  };
}

function manukaScene(w: number, h: number, title: string): Scene {
  const ty = Math.round(h * 0.7);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#fbefd2', '#f1d89f'], wood: '#c89c6a' });
  const jar = product(
    'manuka-honey-mgo-829',
    'Manuka Honey UMF 20+ MGO 829+',
    cx - 10,
    ty + 70,
    1.1,
  );
  return {
    title,
    defs: `${r.defs}${jar.defs}`,
    body: `${r.body}${glow(cx, ty - 240, 340, '#fff7df', 0.6)}${beams(cx - 460, 140, h, 300)}${manukaSpray(cx - 470, ty - 10, 1.5, -8)}${manukaSpray(cx + 470, ty - 10, 1.4, 8, true)}${jar.body}${at(
      cx + 250,
      ty + 120,
      0.9,
      honeycomb(
        [
          [0, 0],
          [1, -1],
          [1, 0],
          [0, 1],
          [-1, 1],
          [-1, 0],
        ],
        26,
      ),
    )}${manukaSpray(cx - 300, ty + 150, 0.9, -4)}`,
  };
}

function blackSeedArticle(w: number, h: number): Scene {
  const ty = Math.round(h * 0.64);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f1ece2', '#e3d9c7'], wood: '#5b4a3b' });
  const bottle = product('black-seed-oil', 'Organic Black Seed Oil', cx - 60, ty + 80, 1.05);
  const flowers = `${nigella(cx - 330, ty + 110, 2)}${nigella(cx + 260, ty + 80, 1.6)}${nigella(cx + 420, ty + 170, 1.8)}${nigella(cx - 480, ty + 40, 1.4)}`;
  return {
    title:
      'An amber bottle of black seed oil beside a scattering of black seeds and pale blue Nigella flowers',
    defs: `${r.defs}${bottle.defs}`,
    body: `${r.body}${glow(cx - 40, ty - 200, 320, '#fff', 0.5)}${sprigs(cx - 330, ty + 6, 1.4, '#5d7a4a')}${sprigs(cx + 310, ty + 6, 1.2, '#5d7a4a')}${bottle.body}${at(cx + 190, ty + 150, 1.8, `${spoon(120, '#caa57a')}${seeds({ seed: 'spoon', count: 9, cx: 0, cy: -2, rx: 12, ry: 6, size: 3 })}`, -12)}${seeds({ seed: 'article', count: 64, cx: cx + 40, cy: ty + 150, rx: 420, ry: 60, size: 5, color: '#161412' })}${flowers}`,
  };
}

function ashwagandhaArticle(w: number, h: number): Scene {
  const ty = Math.round(h * 0.66);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f8eae1', '#ecd2c2'], wood: '#c29271' });
  const tub = product(
    'ashwagandha-ksm66-capsules',
    'Ashwagandha KSM-66 Capsules',
    cx + 190,
    ty + 70,
    0.95,
  );
  return {
    title: 'Dried ashwagandha roots and a small bowl of root powder beside a capsule tub',
    defs: `${r.defs}${tub.defs}`,
    body: `${r.body}${glow(cx, ty - 200, 320, '#fff', 0.45)}${sprigs(cx - 420, ty + 4, 1.3, '#6e8c4a')}${tub.body}${shadow(cx - 170, ty + 110, 150, 16)}${at(cx - 170, ty + 110, 1.9, bowl(80, '#dcc190', CERAMIC))}${at(cx - 30, ty + 190, 1.7, placeMotif('ashwagandha', 0, 0, 1), -70)}`,
  };
}

function windowScene(w: number, h: number): Scene {
  const cx = w / 2;
  const sill = Math.round(h * 0.72);
  const win = `<rect x="${cx - 270}" y="60" width="540" height="${sill - 60}" fill="#fbf8f2"/><rect x="${cx - 246}" y="84" width="492" height="${sill - 100}" fill="url(#sk)"/><path d="M${cx - 246} ${sill - 90}h70v-40l30-24 30 24v40h60v-56l36-30 36 30v56h70v-36l30-26 30 26v36h100V${sill - 16}H${cx - 246}Z" fill="#b98b74" opacity=".55"/><path d="M${cx} 84V${sill - 16}M${cx - 246} ${Math.round((84 + sill) / 2)}H${cx + 246}" stroke="#fbf8f2" stroke-width="14"/>`;
  return {
    title:
      'A sunlit terraced-house kitchen windowsill with a small tin of black seeds and a jar of honey',
    defs: `<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3ee"/><stop offset="1" stop-color="#f8ead0"/></linearGradient><linearGradient id="wl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3e6cf"/><stop offset="1" stop-color="#e8d4b4"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#wl)"/>${win}<rect x="${cx - 300}" y="${sill - 16}" width="600" height="30" rx="4" fill="#f7f1e6"/><rect x="${cx - 300}" y="${sill + 14}" width="600" height="10" fill="#000" opacity=".08"/>${beams(cx - 240, 120, h, 320)}${shadow(cx - 90, sill - 14, 60, 8)}${at(cx - 90, sill - 14, 1, seedTin())}${shadow(cx + 80, sill - 14, 70, 8)}${at(cx + 80, sill - 14, 1.05, homeJar())}${at(cx + 210, sill - 14, 0.9, `<path d="M-34 0L-40-60H40L34 0Z" fill="#b86b4b"/><path d="${sprigPath(110, 5)}" transform="translate(0 -58)" fill="#6e8f5a" stroke="#4d6b3d" stroke-width="2"/>`)}`,
  };
}

function recipeScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.6);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f6ecdc', '#ead9bd'] });
  return {
    title: 'Honey spooned into a small bowl beside handwritten recipe cards and a teapot',
    defs: r.defs,
    body: `${r.body}${beams(cx - 400, 120, h, 300)}${shadow(cx - 220, ty + 90, 110, 14)}${at(cx - 220, ty + 90, 1.1, teapot('#7d9a86'))}${at(cx + 60, ty + 30, 1, card(190, 130, 5), -8)}${at(cx + 150, ty + 60, 1, card(190, 130, 5), 6)}${shadow(cx - 10, ty + 140, 100, 12)}${at(cx - 10, ty + 140, 1.2, bowl(70, '#e9a93a'))}${at(cx - 10, ty + 48, 1, `${spoon(170, '#caa57a')}<path d="M-6 6Q-4 30 0 40" stroke="#e39d2a" stroke-width="6" fill="none" stroke-linecap="round"/>`, -24)}${shadow(cx + 250, ty + 150, 60, 8)}${at(cx + 250, ty + 150, 0.8, homeJar('#2f5d3a'))}`,
  };
}

function labScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.58);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#eef0e8', '#dfe3d6'], wood: '#d4b48d' });
  const bottles = [-260, -200, -140, -80]
    .map((x, i) => `<use href="#ab" transform="translate(${cx + x} ${ty + 70 + (i % 2) * 14})"/>`)
    .join('');
  const certificate = `<rect width="200" height="150" fill="#fffdf7" stroke="#e3d7bf"/><rect x="10" y="10" width="180" height="130" fill="none" stroke="#c9a227"/><rect x="50" y="28" width="100" height="8" fill="#2f5d3a"/><path d="M30 58h140M30 74h140M30 90h100" stroke="#b9ae9a" stroke-width="3"/><path d="M150 118l-8 26 12-6 8 10 4-28Z" fill="#8b2e2a"/><circle cx="156" cy="116" r="16" fill="#c9a227"/><circle cx="156" cy="116" r="10" fill="none" stroke="#fff" stroke-width="2"/>`;
  return {
    title: 'A kitchen table covered with sample bottles, a notebook and laboratory certificates',
    defs: r.defs,
    body: `${r.body}${beams(cx + 100, 120, h, -300)}${bottles}${at(cx + 20, ty + 40, 1, certificate, -6)}${at(cx + 140, ty + 70, 1, certificate, 5)}${at(cx - 80, ty + 150, 1, `<rect x="-90" y="-60" width="180" height="120" rx="6" fill="#2f5d3a"/><rect x="-84" y="-56" width="168" height="110" rx="4" fill="#fffaf0"/><path d="M0-56V54" stroke="#d9ccb2" stroke-width="3"/><path d="M-74-30h60M-74-14h60M-74 2h50M12-30h60M12-14h60" stroke="#8a7c66" stroke-width="2"/>`, 4)}${at(cx + 200, ty + 190, 1, '<rect x="-80" y="-4" width="160" height="8" rx="4" fill="#1f3d27"/><path d="M80-4l18 4-18 4Z" fill="#c9a227"/>', -14)}`,
  };
}

function packingScene(w: number, h: number): Scene {
  const ty = Math.round(h * 0.64);
  const cx = w / 2;
  const r = room({ w, h, tableY: ty, wall: ['#f4ead8', '#e6d3b5'] });
  return {
    title:
      'Parcels wrapped in kraft paper and string on a packing bench, with an old black seed tin on the shelf above',
    defs: `${r.defs}`,
    body: `${r.body}${beams(cx - 380, 120, h, 300)}<rect x="${cx - 320}" y="${ty - 300}" width="640" height="16" fill="#a87c52"/><rect x="${cx - 320}" y="${ty - 284}" width="640" height="8" fill="#000" opacity=".08"/>${at(cx - 180, ty - 300, 1, seedTin())}${at(cx + 40, ty - 300, 0.7, homeJar('#2f5d3a'))}${at(cx + 180, ty - 300, 0.8, amberBottle())}${shadow(cx - 80, ty + 80, 150, 14)}${at(cx - 100, ty + 80, 1, parcel(200, 120))}${at(cx - 80, ty - 40, 0.8, parcel(170, 90))}${shadow(cx + 170, ty + 100, 110, 12)}${at(cx + 170, ty + 100, 1, parcel(150, 100))}${at(cx + 40, ty + 170, 1, card(150, 90, 3), -6)}`,
  };
}

function wholesaleScene(w: number, h: number): Scene {
  const cx = w / 2;
  const ty = Math.round(h * 0.72);
  const r = room({ w, h, tableY: ty, wall: ['#f1ece0', '#e2d8c4'] });
  let shelves = '';
  for (let s = 0; s < 2; s++) {
    const y = 220 + s * 200;
    shelves += `<rect x="${cx - 560}" y="${y}" width="1120" height="14" fill="#a87c52"/><rect x="${cx - 560}" y="${y + 14}" width="1120" height="8" fill="#000" opacity=".08"/>`;
    for (let i = 0; i < 14; i++) {
      const x = cx - 520 + i * 80;
      shelves +=
        (i + s) % 3 === 2
          ? `<use href="#hj" transform="translate(${x} ${y})"/>`
          : `<use href="#ab" transform="translate(${x} ${y})"/>`;
    }
  }
  return {
    title: 'Shelves of amber bottles and honey jars above a packing bench stacked with parcels',
    defs: `${r.defs}<g id="hj" transform="scale(.7)">${homeJar('#2f5d3a')}</g>`,
    body: `${r.body}${beams(cx - 600, 140, h, 380)}${shelves}${shadow(cx - 220, ty + 90, 180, 16)}${at(cx - 240, ty + 90, 1.2, parcel(200, 120))}${at(cx - 220, ty - 54, 1, parcel(160, 90))}${shadow(cx + 160, ty + 110, 140, 14)}${at(cx + 160, ty + 110, 1.2, parcel(170, 110))}${at(cx + 400, ty + 120, 1, parcel(130, 80))}`,
  };
}

function defaultScene(w: number, h: number, name: string): Scene {
  const cx = w / 2;
  const cy = h / 2;
  return {
    title: 'Botanical sprigs and black seeds on a warm cream background',
    defs: '<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#fbf6ec"/><stop offset="1" stop-color="#efe1c6"/></radialGradient>',
    body: `<rect width="${w}" height="${h}" fill="url(#bg)"/><path d="M${cx - 260} ${h}V${cy - 60}A260 260 0 0 1 ${cx + 260} ${cy - 60}V${h}Z" fill="#fff" opacity=".45"/>${glow(cx + 150, cy - 150, 90, '#f3d58f', 0.5)}${sprigs(cx - 120, h - 40, 2.2, '#2f5d3a')}${sprigs(cx + 140, h - 30, 1.8, '#2f5d3a')}${seeds({ seed: name, count: 24, cx, cy: h - 90, rx: 300, ry: 30, opacity: 0.8 })}${daisy(cx - 260, h - 70, 1.8)}${daisy(cx + 250, h - 110, 1.5)}${daisy(cx + 40, h - 40, 1.3)}`,
  };
}

function composeScene(name: string, w: number, h: number): Scene {
  switch (name) {
    case 'hero':
    case 'home-hero':
      return heroScene(w, h);
    case 'home-manuka':
      return manukaScene(
        w,
        h,
        'A jar of Manuka honey with a wooden dipper beside white manuka blossom',
      );
    case 'manuka-honey-golden-healer':
      return manukaScene(
        w,
        h,
        'A jar of golden manuka honey with a wooden dipper, beside sprigs of white manuka flowers',
      );
    case 'black-seed-oil-ancient-remedy':
      return blackSeedArticle(w, h);
    case 'ashwagandha-stress-relief':
      return ashwagandhaArticle(w, h);
    case 'story-1':
      return windowScene(w, h);
    case 'story-2':
      return recipeScene(w, h);
    case 'story-3':
      return labScene(w, h);
    case 'story-4':
      return landscapeScene(
        w,
        h,
        'A hillside of flowering manuka bushes with wooden beehives under a wide blue sky',
        1,
      );
    case 'about':
      return landscapeScene(
        w,
        h,
        'Rolling hills of flowering manuka with beehives at sunrise',
        1.2,
      );
    case 'story-5':
      return packingScene(w, h);
    case 'wholesale-hero':
      return wholesaleScene(w, h);
    default: {
      const community = /^community-([1-8])$/.exec(name);
      if (community) return communityScene(Number(community[1]));
      return defaultScene(w, h, name);
    }
  }
}

/** A lifestyle scene by name; unknown names get a tasteful botanical default. */
export function renderSceneSvg(name: string): string {
  const [width, height] = sceneSize(name);
  const scene = composeScene(name, width, height);
  return svgDocument({
    width,
    height,
    title: scene.title,
    defs: `${CYLINDER_SHADE}${SOFT_BLUR}${sharedDefsFor(scene.defs + scene.body)}${scene.defs}`,
    body: scene.body,
    preserveAspectRatio: 'xMidYMid slice',
  });
}
