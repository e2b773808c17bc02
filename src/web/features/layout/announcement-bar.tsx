/** The thin bar above the header. */
export const ANNOUNCEMENT_TEXT = 'Free UK shipping on every order · 60-day money-back guarantee';

/** Keeps the dot with the first half when the line wraps on small screens. */
const DISPLAY_TEXT = ANNOUNCEMENT_TEXT.replace(' · ', '\u00a0· ');

export function AnnouncementBar() {
  return (
    <section aria-label="Announcement" className="bg-forest text-cream">
      <p className="container-page flex min-h-9 items-center justify-center py-1.5 text-center font-medium text-[0.6875rem] tracking-[0.03em] text-balance min-[400px]:text-xs sm:text-[0.8125rem]">
        {DISPLAY_TEXT}
      </p>
    </section>
  );
}
