import { useNavigation } from 'react-router';

/** A thin honey bar at the top of the window while a route (or its code) loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-[fade-in_200ms_ease-out_150ms_both] overflow-hidden bg-accent/20"
    >
      <div
        data-essential-motion=""
        className="h-full w-full origin-left animate-progress bg-accent"
      />
    </div>
  );
}
