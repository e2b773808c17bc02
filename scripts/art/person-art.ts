// Friendly abstract avatars (200 × 200) for testimonials and reviews: six people with different
// skin tones, hair and clothing, drawn with simple shapes and a calm, closed-eye smile.

import { svgDocument } from './svg-kit';

export const PERSON_COUNT = 6;
export const PERSON_SIZE = 200;

type Person = {
  description: string;
  skin: string;
  background: [string, string];
  top: string;
  /** Drawn behind the head (long hair, headscarf drape). */
  back: string;
  /** Drawn over the head (fringe, headscarf front, beard, glasses). */
  front: string;
};

const PEOPLE: readonly Person[] = [
  {
    description: 'a smiling woman with warm brown skin wearing a sage green headscarf',
    skin: '#a86b47',
    background: ['#f6e7c8', '#ecd39f'],
    top: '#c9a227',
    back: '<path d="M52 190C48 150 56 120 64 96C60 52 82 32 100 32C118 32 140 52 136 96C144 120 152 150 148 190Z" fill="#7d9a86"/>',
    front:
      '<path d="M62 92C60 54 80 38 100 38C120 38 140 54 138 92C132 66 118 56 100 56C82 56 68 66 62 92Z" fill="#8fae99"/><path d="M63 96C62 140 84 152 100 152C116 152 138 140 137 96C138 124 122 136 100 136C78 136 62 124 63 96Z" fill="#8fae99"/><path d="M64 96Q100 88 136 96" stroke="#6c8a76" stroke-width="2" fill="none"/>',
  },
  {
    description: 'a smiling woman with fair skin and wavy auburn hair',
    skin: '#f1c8a8',
    background: ['#e6efe2', '#cfe0c8'],
    top: '#2f5d3a',
    back: '<path d="M60 150C48 110 52 60 78 46C94 34 122 36 136 52C152 70 154 120 142 152C130 140 126 120 128 100H72C74 120 72 140 60 150Z" fill="#a0522d"/>',
    front:
      '<path d="M66 84C66 56 86 44 104 46C124 48 138 64 134 86C120 70 100 64 80 72C74 76 70 80 66 84Z" fill="#b0603a"/>',
  },
  {
    description: 'a smiling man with deep brown skin, short curly hair and a neat beard',
    skin: '#6b4330',
    background: ['#f6e2d6', '#ebc6b0'],
    top: '#964528',
    back: '',
    front:
      '<path d="M64 80C60 52 78 38 100 38C122 38 140 52 136 80C132 68 122 60 100 60C78 60 68 68 64 80Z" fill="#1f1a17"/><path d="M64 80c-4-8 0-16 6-16M136 80c4-8 0-16-6-16M74 54c4-6 12-8 16-6M110 48c6-2 14 2 16 8" stroke="#1f1a17" stroke-width="8" stroke-linecap="round" fill="none"/><path d="M70 104C72 132 86 144 100 144C114 144 128 132 130 104C124 118 114 124 100 124C86 124 76 118 70 104Z" fill="#2a211c"/>',
  },
  {
    description: 'a smiling woman with olive skin and long dark hair',
    skin: '#d2a27c',
    background: ['#f8e6e8', '#efcdd2'],
    top: '#9a4559',
    back: '<path d="M58 170C50 120 54 62 80 46C96 36 118 38 132 50C152 68 150 124 142 170Z" fill="#2b1d16"/>',
    front:
      '<path d="M66 90C64 58 84 42 104 44C124 46 138 62 136 90C124 72 112 62 96 60C88 72 76 82 66 90Z" fill="#33231a"/>',
  },
  {
    description:
      'a smiling older woman with light brown skin, grey hair in a bun and round glasses',
    skin: '#c58c64',
    background: ['#e4eef6', '#c9dcea'],
    top: '#1e4e79',
    back: '<circle cx="100" cy="34" r="18" fill="#c9c4bd"/>',
    front:
      '<path d="M64 86C62 56 82 42 100 42C118 42 138 56 136 86C128 66 114 58 100 58C86 58 72 66 64 86Z" fill="#d6d1ca"/><g fill="none" stroke="#5b4636" stroke-width="2.5"><circle cx="86" cy="92" r="10"/><circle cx="114" cy="92" r="10"/><path d="M96 92h8"/></g>',
  },
  {
    description: 'a smiling man with tan skin, short black hair and a full beard',
    skin: '#b98357',
    background: ['#f3ecd8', '#e4d6ae'],
    top: '#3f6d4a',
    back: '',
    front:
      '<path d="M64 82C62 50 82 38 102 38C122 38 140 52 136 82C130 64 118 58 100 58C84 58 70 64 64 82Z" fill="#1c1714"/><path d="M66 96C66 136 86 150 100 150C114 150 134 136 134 96C128 104 126 112 118 116C110 112 90 112 82 116C74 112 72 104 66 96Z" fill="#241c17"/>',
  },
];

/** Avatar `n` (1–6); other numbers wrap around. */
export function renderPersonSvg(n: number): string {
  const index = ((((Math.trunc(n) || 1) - 1) % PERSON_COUNT) + PERSON_COUNT) % PERSON_COUNT;
  const person = PEOPLE[index] as Person;
  const { skin, background, top } = person;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient><clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath>`;
  const face = `<rect x="88" y="112" width="24" height="34" rx="10" fill="${skin}"/><rect x="88" y="118" width="24" height="12" fill="#000" opacity=".08"/><ellipse cx="66" cy="96" rx="7" ry="10" fill="${skin}"/><ellipse cx="134" cy="96" rx="7" ry="10" fill="${skin}"/><ellipse cx="100" cy="92" rx="35" ry="40" fill="${skin}"/>`;
  const features =
    '<path d="M80 92q6-6 12 0M108 92q6-6 12 0" stroke="#2b1d16" stroke-width="3" stroke-linecap="round" fill="none"/><path d="M88 110q12 10 24 0" stroke="#7a3a2a" stroke-width="3" stroke-linecap="round" fill="none"/><g fill="#e07a6a" opacity=".25"><circle cx="78" cy="106" r="7"/><circle cx="122" cy="106" r="7"/></g>';
  const body = `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#bg)"/><circle cx="150" cy="46" r="30" fill="#fff" opacity=".35"/><path d="M28 210C30 166 60 142 100 142C140 142 170 166 172 210Z" fill="${top}"/><path d="M84 142Q100 158 116 142" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>${person.back}${face}${person.front}${features}</g>`;
  return svgDocument({
    width: PERSON_SIZE,
    height: PERSON_SIZE,
    title: `Illustrated avatar of ${person.description}`,
    defs,
    body,
  });
}
