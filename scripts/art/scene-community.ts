// The community grid's six scenes (customers' everyday rituals), one per index, and the outdoor
// landscape (hills, bushes and hives) that two of them and the wholesale page share.

import { seeds } from './motifs';
import {
  at,
  beams,
  bowl,
  bush,
  card,
  dipper,
  glow,
  hills,
  parcel,
  product,
  room,
  type Scene,
  shadow,
  spoon,
} from './scene-props';
import { n } from './svg-kit';

export function landscapeScene(w: number, h: number, title: string, hiveScale: number): Scene {
  const cx = w / 2;
  const y = Math.round(h * 0.52);
  const hives = [-1, 0, 1]
    .map(
      (i) =>
        `<use href="#hv" transform="translate(${n(cx + i * 130 * hiveScale)} ${n(y + 80 + Math.abs(i) * 6)}) scale(${hiveScale})"/>`,
    )
    .join('');
  const bushes = [0.08, 0.26, 0.44, 0.62, 0.8, 0.95]
    .map((t, i) => bush(w * t, h - 20 + (i % 2) * 16, 90 + (i % 3) * 30, `b${i}`))
    .join('');
  return {
    title,
    defs: '<linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd8ea"/><stop offset=".7" stop-color="#f6ead2"/></linearGradient>',
    body: `<rect width="${w}" height="${h}" fill="url(#sk)"/>${glow(cx + w * 0.22, y - 170, 70, '#fff3d0', 0.9)}${glow(cx + w * 0.22, y - 170, 130, '#fff3d0', 0.35)}<path d="M0 ${y - 40}L${w * 0.18} ${y - 140}L${w * 0.3} ${y - 70}L${w * 0.46} ${y - 180}L${w * 0.62} ${y - 80}L${w * 0.78} ${y - 150}L${w} ${y - 50}V${y}H0Z" fill="#b7c4cc" opacity=".6"/>${hills(w, h, y, ['#9db47f', '#7f9c62', '#6a8a52'])}${hives}${bushes}`,
  };
}

export function communityScene(index: number): Scene {
  const w = 800;
  const h = 800;
  switch (index) {
    case 1: {
      const r = room({ w, h, tableY: 430, wall: ['#fbf1dd', '#f0dcb7'] });
      const berries = [
        [-40, -112, '#7a2d4a'],
        [-10, -118, '#a3324b'],
        [30, -110, '#3b3a6e'],
        [56, -116, '#7a2d4a'],
        [10, -106, '#3b3a6e'],
      ]
        .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`)
        .join('');
      return {
        title:
          'A bowl of porridge topped with honey and berries on a wooden table in morning light',
        defs: `${r.defs}`,
        body: `${r.body}${beams(60, 120, h, 360)}${shadow(400, 640, 220, 20)}${at(400, 640, 1.9, `${bowl(110, '#efe2c4', '#f3efe6')}<path d="M-70-76q40 20 80-6t60 6" stroke="#e39d2a" stroke-width="9" fill="none" stroke-linecap="round"/>${berries}`)}${at(640, 720, 1, spoon(170, '#d8d2c6'), -160)}`,
      };
    }
    case 2: {
      const r = room({ w, h, tableY: 500, wall: ['#f6ecda', '#ead7b6'] });
      const bottle = product('black-seed-oil', 'Organic Black Seed Oil', 300, 560, 0.62);
      const jar = product('black-seed-honey', 'Black Seed Honey', 520, 570, 0.58);
      return {
        title:
          'A teaspoon of honey with a drizzle of dark oil over an amber bottle and a honey jar',
        defs: `${r.defs}${bottle.defs}${jar.defs}`,
        body: `${r.body}${glow(400, 300, 260)}${bottle.body}${jar.body}${at(400, 690, 1.5, `${spoon(220, '#d8d2c6')}<ellipse rx="14" ry="8" fill="#e39d2a"/><ellipse cx="4" cy="-1" rx="6" ry="4" fill="#3a1f08"/>`, -8)}`,
      };
    }
    case 3: {
      const r = room({ w, h, tableY: 520, wall: ['#efe7da', '#e0d2bb'], wood: '#b98c60' });
      let rows = '';
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 5; i++) {
          rows += `<use href="#ab" transform="translate(${110 + i * 70 + row * 18} ${560 + row * 60}) scale(${0.9 + row * 0.1})"/>`;
        }
      }
      return {
        title: 'Rows of amber glass bottles on a workbench beside a sack of black seeds',
        defs: r.defs,
        body: `${r.body}${beams(420, 110, h, -300)}${rows}${shadow(630, 700, 120, 14)}${at(630, 700, 1.3, `<path d="M-70 0C-90-60-80-130-50-150L-40-170C-20-160 20-160 40-170L50-150C80-130 90-60 70 0Z" fill="#c8a978"/><path d="M-60-40h120M-66-80h130M-56-120h110" stroke="#a98a58" stroke-width="2"/><ellipse cy="-160" rx="38" ry="10" fill="#1d1a17"/><path d="M-44-142q44 10 88 0" stroke="#8a6a48" stroke-width="4" fill="none"/>${seeds({ seed: 'sack', count: 18, cx: -60, cy: 6, rx: 60, ry: 8, size: 4, color: '#1d1a17' })}`)}`,
      };
    }
    case 4: {
      const r = room({ w, h, tableY: 500, wall: ['#f3efe4', '#e3dccb'] });
      return {
        title: 'A glass mug of warm lemon water with a honey dipper resting on a saucer',
        defs: `${r.defs}`,
        body: `${r.body}${beams(80, 130, h, 340)}${shadow(400, 660, 220, 18)}${at(400, 660, 1, '<ellipse rx="210" ry="36" fill="#f7f2e8"/><ellipse cy="-4" rx="150" ry="22" fill="#ede5d6"/>')}${at(380, 650, 1.6, '<path d="M-60 0L-68-180H68L60 0Z" fill="#fff" opacity=".35" stroke="#fff" stroke-width="3"/><path d="M-61-6L-66-150H66L61-6Z" fill="#f6dc8e" opacity=".75"/><circle cx="-14" cy="-150" r="34" fill="#f2d44a" stroke="#e9c13a" stroke-width="4"/><path d="M-14-184v68M-48-150h68M-38-174l48 48M10-174l-48 48" stroke="#fff6c8" stroke-width="2"/><path d="M68-140C116-140 116-60 64-60" stroke="#fff" stroke-width="12" fill="none" opacity=".55"/><path d="M-20-200q10-20 0-40t0-40M20-200q10-20 0-40" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>')}${at(560, 650, 1.3, dipper(), 64)}`,
      };
    }
    case 5: {
      const r = room({ w, h, tableY: 470, wall: ['#f4ead8', '#e8d6b8'] });
      return {
        title: 'Kraft paper parcels tied with string and a handwritten thank-you card',
        defs: r.defs,
        body: `${r.body}${beams(60, 120, h, 320)}${shadow(330, 640, 190, 16)}${at(320, 640, 1.5, parcel(200, 120))}${at(300, 456, 1.1, parcel(160, 90))}${shadow(590, 660, 110, 12)}${at(590, 660, 1.3, parcel(130, 90))}${at(380, 700, 1, card(220, 130, 4), -8)}${at(610, 720, 0.8, '<path d="M0 0c-30-30 10-60 20-30c10-30 50 0 20 30L20 24Z" fill="#c8403f"/>')}`,
      };
    }
    case 6: {
      const r = room({ w, h, tableY: 360, wall: ['#f6eddd', '#ecdcbf'] });
      const bread = (x: number, y: number, s: number, seed: string) =>
        at(
          x,
          y,
          s,
          `<ellipse rx="150" ry="82" fill="#d9a45a"/><ellipse rx="132" ry="68" fill="#e9c07a"/><g fill="#c48a3e" opacity=".7"><ellipse cx="-40" cy="-20" rx="20" ry="10"/><ellipse cx="50" cy="10" rx="24" ry="12"/><ellipse cx="-10" cy="30" rx="16" ry="8"/></g>${seeds({ seed, count: 26, cx: 0, cy: 0, rx: 118, ry: 56, size: 4, color: '#1d1a17' })}`,
        );
      return {
        title: 'Golden flatbreads sprinkled with black seeds on a floured board',
        defs: r.defs,
        body: `${r.body}${shadow(400, 740, 290, 20)}<rect x="90" y="420" width="620" height="330" rx="40" fill="#d8b48a"/><rect x="90" y="420" width="620" height="330" rx="40" fill="none" stroke="#b58d62" stroke-width="6"/><g fill="#fff" opacity=".5" filter="url(#bl)"><circle cx="180" cy="470" r="34"/><circle cx="640" cy="710" r="44"/><circle cx="580" cy="456" r="20"/></g>${bread(300, 540, 1, 'b1')}${bread(510, 640, 1.05, 'b2')}`,
      };
    }
    case 7:
      return landscapeScene(
        w,
        h,
        'White manuka flowers on a hillside with beehives in the distance',
        0.8,
      );
    default: {
      const r = room({ w, h, tableY: 470, wall: ['#e9dcc9', '#d6c1a4'], wood: '#9c7452' });
      return {
        title: 'A cup of herbal tea beside an open book and a lit candle',
        defs: `${r.defs}<radialGradient id="fl"><stop offset="0" stop-color="#ffe8a8"/><stop offset="1" stop-color="#ffe8a8" stop-opacity="0"/></radialGradient>`,
        body: `${r.body}<circle cx="620" cy="330" r="220" fill="url(#fl)"/>${shadow(330, 660, 230, 16)}${at(330, 660, 1.2, '<path d="M0-6C-50-18-130-16-170-6L-176-104C-130-114-50-116 0-100Z" fill="#fffaf0"/><path d="M0-6C50-18 130-16 170-6L176-104C130-114 50-116 0-100Z" fill="#fbf4e6"/><path d="M-150-86h120M-150-68h120M-150-50h100M30-86h120M30-68h120M30-50h90" stroke="#b9ae9a" stroke-width="2"/><path d="M0-100V-6" stroke="#d9ccb2" stroke-width="3"/>', -6)}${shadow(620, 610, 70, 10)}${at(620, 610, 1, '<rect x="-34" y="-150" width="68" height="150" fill="#fbf6ea"/><rect x="-34" y="-150" width="68" height="150" fill="url(#cy)"/><ellipse cy="-150" rx="34" ry="8" fill="#f0e6d2"/><path d="M0-150v-16" stroke="#3b2a14" stroke-width="3"/><path d="M0-204C10-190 14-176 0-166C-14-176-10-190 0-204Z" fill="#f6b23a"/><path d="M0-190C4-184 4-176 0-172C-4-176-4-184 0-190Z" fill="#fff3c4"/>')}${shadow(500, 720, 110, 12)}${at(500, 720, 1, '<ellipse rx="110" ry="20" fill="#f7f2e8"/><path d="M-70-10L-76-110H76L70-10Z" fill="#f7f2e8"/><path d="M-70-10L-76-110H76L70-10Z" fill="url(#cy)"/><ellipse cy="-110" rx="76" ry="14" fill="#b58a3c"/><path d="M76-90C116-90 116-40 72-40" stroke="#f7f2e8" stroke-width="12" fill="none"/><path d="M-20-130q10-20 0-40t0-40M20-130q10-20 0-40" stroke="#fff" stroke-width="4" fill="none" opacity=".7"/>')}`,
      };
    }
  }
}
