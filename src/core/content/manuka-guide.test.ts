import { describe, expect, it } from 'vitest';
import {
  findMgoForUmf,
  LOWEST_GRADE_DAILY_SUGGESTION,
  MANUKA_GUIDE_PAGE,
  MANUKA_GUIDE_REFERENCES,
  MANUKA_GUIDE_SECTIONS,
  MGO_GRADES,
  UMF_GRADES,
} from './manuka-guide';

describe('manuka guide', () => {
  it('lists the MGO ratings 83+, 263+, 514+, 800+', () => {
    expect(MGO_GRADES.map((g) => g.mgo)).toEqual([83, 263, 514, 800]);
    expect(MGO_GRADES.map((g) => g.label)).toEqual(['MGO 83+', 'MGO 263+', 'MGO 514+', 'MGO 800+']);
  });

  it('maps UMF 5+, 10+, 15+, 20+ to MGO 83+, 263+, 514+, 829+', () => {
    expect(UMF_GRADES.map((g) => [g.label, g.mgoLabel])).toEqual([
      ['UMF 5+', 'MGO 83+'],
      ['UMF 10+', 'MGO 263+'],
      ['UMF 15+', 'MGO 514+'],
      ['UMF 20+', 'MGO 829+'],
    ]);
    expect(findMgoForUmf(20)?.mgo).toBe(829);
    expect(findMgoForUmf(12)).toBeUndefined();
  });

  it('explains that the top grade appears as both 800+ and 829+', () => {
    expect(MANUKA_GUIDE_PAGE.topGradeNote).toContain('800+');
    expect(MANUKA_GUIDE_PAGE.topGradeNote).toContain('829+');
  });

  it('covers MGO, UMF, wellbeing, usage and storage', () => {
    const ids = MANUKA_GUIDE_SECTIONS.map((s) => s.id);
    for (const id of ['what-is-mgo', 'what-is-umf', 'wellbeing', 'how-to-use', 'storage']) {
      expect(ids).toContain(id);
    }
    const usage = MANUKA_GUIDE_SECTIONS.find((s) => s.id === 'how-to-use');
    expect(usage?.paragraphs.join(' ')).toContain(LOWEST_GRADE_DAILY_SUGGESTION);
  });

  it('links to the raw honey collection', () => {
    expect(MANUKA_GUIDE_PAGE.shopCta).toEqual({
      label: 'Shop Manuka Honey',
      href: '/shop?collection=raw-honey',
    });
    for (const ref of MANUKA_GUIDE_REFERENCES) expect(ref.url.startsWith('https://')).toBe(true);
  });
});
