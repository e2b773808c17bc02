// The Manuka honey guide (/manuka-honey, docs/spec/accounts-and-back-office.md §2 and §9): MGO
// ratings, UMF grades and how they map, wellbeing uses (careful wording), how to use, storage, and
// the 'Shop Manuka Honey' link. The text and tables are content a copywriter edits:
// content/pages/manuka-guide.json, checked against ./schemas/pages.ts by the server at start and by
// a unit test (./content-files.ts).
//
// Grades from the spec: MGO 83+, 263+, 514+, 800+; UMF 5+, 10+, 15+, 20+ map to MGO 83+, 263+,
// 514+, 829+. The top grade is quoted as 800+ or 829+ depending on the grading source; both appear.

import guideJson from '../../../content/pages/manuka-guide.json' with { type: 'json' };
import type { ManukaGuideFile } from './schemas/pages';

const GUIDE = guideJson as ManukaGuideFile;

export type MgoGrade = ManukaGuideFile['mgoGrades'][number];

export type UmfGrade = ManukaGuideFile['umfGrades'][number];

export type GuideSection = ManukaGuideFile['sections'][number];

export type GuideReference = ManukaGuideFile['references'][number];

/** MGO ratings, as many producers label them (the top grade quoted as 800+). */
export const MGO_GRADES: readonly MgoGrade[] = GUIDE.mgoGrades;

/** UMF grades and the MGO levels they correspond to (UMF Honey Association). */
export const UMF_GRADES: readonly UmfGrade[] = GUIDE.umfGrades;

/** The MGO label equivalent to a UMF grade, or undefined for a grade not in the table. */
export function findMgoForUmf(umf: number): UmfGrade | undefined {
  return UMF_GRADES.find((grade) => grade.umf === umf);
}

const { lowestGradeDailySuggestion, ...page } = GUIDE.page;

export const MANUKA_GUIDE_PAGE: Omit<ManukaGuideFile['page'], 'lowestGradeDailySuggestion'> = page;

/** Suggested daily amount for the lowest grade (docs/spec/accounts-and-back-office.md §9). */
export const LOWEST_GRADE_DAILY_SUGGESTION = lowestGradeDailySuggestion;

export const MANUKA_GUIDE_SECTIONS: readonly GuideSection[] = GUIDE.sections;

export const MANUKA_GUIDE_REFERENCES: readonly GuideReference[] = GUIDE.references;
