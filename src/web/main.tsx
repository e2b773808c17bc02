// The page's entry: the styles, then the app once the server's HTML has painted. The app's code is
// already fetched (the server sends modulepreload links for it); running it only after the first
// paint keeps its evaluation and hydration from holding back what the shopper sees first
// (docs/decisions/048-first-paint-in-few-requests.md, "Paint before the app runs").
import './fonts/fonts.css';
import './styles.css';

function afterFirstPaint(run: () => void): void {
  // A hidden tab paints nothing and runs no animation frame: start at once.
  if (document.visibilityState !== 'visible' || typeof requestAnimationFrame !== 'function') {
    run();
    return;
  }
  // The frame callback runs just before the browser paints; the task it queues runs after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => {
  import('./app').catch((error: unknown) => {
    // A deploy replaced the files: the server's page still works as links.
    console.error('The app could not load', error);
  });
});
